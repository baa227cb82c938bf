import { ActionIcon, Button, Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconCheck, IconPencil, IconTrash, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { bioMessages, specializationDescription } from '../../../../contract/profile-bio';
import { useSpecializationTypes } from '../../../lib/reference-lists';

/** A specialization of the form: EntryNo when it is already stored. */
export interface SpecializationItem {
  Code: string;
  Description: string;
  EntryNo?: number;
}

const normalised = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The bio's specialization sub-section (spec 2 §3): only types of the chosen discipline that are not
 * chosen yet are offered; a duplicate description is not added; description under 100 characters.
 * A description can be reworded in place. The list is saved with the bio.
 */
export function SpecializationSection({
  discipline,
  items,
  onChange,
  readOnly = false,
}: {
  discipline: string;
  items: SpecializationItem[];
  onChange: (items: SpecializationItem[]) => void;
  readOnly?: boolean;
}) {
  const [code, setCode] = useState<string | null>(null);
  const [description, setDescription] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ code: string; text: string; problem?: string } | null>(null);
  const { data: types = [], isLoading } = useSpecializationTypes(discipline);
  const chosen = new Set(items.map((item) => item.Code));
  const offered = types.filter((type) => !chosen.has(type.code));
  const label = (itemCode: string) => types.find((type) => type.code === itemCode)?.description ?? itemCode;

  /** The description's problem, if any; `except` is the item being reworded. */
  const problemOf = (text: string, except?: SpecializationItem): string | { valid: string } => {
    const checked = specializationDescription.safeParse(text);
    if (!checked.success) return checked.error.issues[0]?.message ?? bioMessages.fieldRequired;
    const taken = items.some(
      (item) => item !== except && normalised(item.Description) === normalised(checked.data),
    );
    return taken ? bioMessages.specializationDuplicate : { valid: checked.data };
  };

  const add = () => {
    if (!code) {
      setProblem('Choose a specialization');
      return;
    }
    const checked = problemOf(description);
    if (typeof checked === 'string') {
      setProblem(checked);
      return;
    }
    onChange([...items, { Code: code, Description: checked.valid }]);
    setCode(null);
    setDescription('');
    setProblem(null);
  };

  const reword = (item: SpecializationItem) => {
    if (!editing) return;
    const checked = problemOf(editing.text, item);
    if (typeof checked === 'string') {
      setEditing({ ...editing, problem: checked });
      return;
    }
    onChange(items.map((other) => (other === item ? { ...item, Description: checked.valid } : other)));
    setEditing(null);
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="specialization-title">
      <Title order={3} size="h5" id="specialization-title">
        Specialization
      </Title>
      {!discipline && (
        <Text size="sm" c="dimmed">
          Choose your discipline to add specializations.
        </Text>
      )}
      {items.length > 0 && (
        <Table.ScrollContainer minWidth={280}>
          <Table aria-label="Specializations" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Specialization</Table.Th>
                <Table.Th>Description</Table.Th>
                {!readOnly && <Table.Th w={88}>Actions</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={item.Code}>
                  <Table.Td>{label(item.Code)}</Table.Td>
                  <Table.Td>
                    {editing?.code === item.Code ? (
                      <TextInput
                        size="xs"
                        aria-label={`Description of ${label(item.Code)}`}
                        value={editing.text}
                        error={editing.problem}
                        onChange={(event) => setEditing({ code: item.Code, text: event.currentTarget.value })}
                        onKeyDown={(event) => {
                          if (event.key === 'Enter') {
                            event.preventDefault();
                            reword(item);
                          }
                          if (event.key === 'Escape') setEditing(null);
                        }}
                        autoFocus
                      />
                    ) : (
                      item.Description
                    )}
                  </Table.Td>
                  {!readOnly && (
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        {editing?.code === item.Code ? (
                          <>
                            <ActionIcon
                              variant="subtle"
                              aria-label="Keep the new description"
                              onClick={() => reword(item)}
                            >
                              <IconCheck size={16} />
                            </ActionIcon>
                            <ActionIcon variant="subtle" aria-label="Cancel" onClick={() => setEditing(null)}>
                              <IconX size={16} />
                            </ActionIcon>
                          </>
                        ) : (
                          <ActionIcon
                            variant="subtle"
                            aria-label={`Edit ${item.Description}`}
                            onClick={() => setEditing({ code: item.Code, text: item.Description })}
                          >
                            <IconPencil size={16} />
                          </ActionIcon>
                        )}
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Remove ${item.Description}`}
                          onClick={() => onChange(items.filter((other) => other !== item))}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {!readOnly && discipline && (
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label="Specialization type"
            placeholder={isLoading ? 'Loading…' : 'Choose'}
            data={offered.map((type) => ({ value: type.code, label: type.description }))}
            value={code}
            onChange={(value) => {
              setCode(value);
              setDescription(types.find((type) => type.code === value)?.description ?? '');
              setProblem(null);
            }}
            searchable
            style={{ flex: '1 1 220px' }}
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput
            label="Specialization description"
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
            error={problem}
            style={{ flex: '1 1 220px' }}
          />
          <Button variant="light" onClick={add}>
            Add specialization
          </Button>
        </Group>
      )}
    </Stack>
  );
}
