import { Alert, Button, Card, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import {
  addChecklistRuleSchema,
  type ChecklistRule,
  checklistItemCodes,
  checklistItemLabels,
} from '../../../../contract/checklist';
import { fieldMessages } from '../../../lib/field-messages';
import { useAddChecklistRule } from './rules-query';

/** Adds one of the items the category does not list yet, at the end of its checklist. */
export function AddRuleForm({
  category,
  categoryName,
  rules,
}: {
  category: string;
  categoryName: string;
  rules: ChecklistRule[];
}) {
  const [itemCode, setItemCode] = useState<string | null>(null);
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const missing = checklistItemCodes.filter((code) => !rules.some((rule) => rule.itemCode === code));
  const add = useAddChecklistRule(category, () => {
    setItemCode(null);
    setDescription('');
  });

  if (missing.length === 0) return null;

  return (
    <Card withBorder radius="md" padding="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const parsed = addChecklistRuleSchema.safeParse({ categoryCode: category, itemCode, description });
          if (!parsed.success) {
            setErrors(fieldMessages(parsed.error));
            return;
          }
          setErrors({});
          add.mutate(parsed.data);
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4">
            Add an item to {categoryName}
          </Title>
          {add.error && <Alert color="error">{add.error.message}</Alert>}
          <Group align="start" gap="sm" wrap="wrap">
            <Select
              label="Item"
              placeholder="Choose an item"
              data={missing.map((code) => ({ value: code, label: `${code}: ${checklistItemLabels[code]}` }))}
              value={itemCode}
              error={errors.itemCode}
              onChange={(value) => {
                setItemCode(value);
                if (value && !description)
                  setDescription(checklistItemLabels[value as keyof typeof checklistItemLabels]);
              }}
              searchable
              style={{ flex: '1 1 260px' }}
            />
            <TextInput
              label="Description shown to applicants"
              value={description}
              error={errors.description}
              onChange={(event) => setDescription(event.currentTarget.value)}
              style={{ flex: '2 1 320px' }}
            />
          </Group>
          <Group>
            <Button type="submit" leftSection={<IconPlus size={16} />} loading={add.isPending}>
              Add item
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
