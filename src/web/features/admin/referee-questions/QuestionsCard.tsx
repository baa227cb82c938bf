import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  Paper,
  Stack,
  Switch,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowDown, IconArrowUp, IconPencil, IconPlus } from '@tabler/icons-react';
import { useId, useState } from 'react';
import {
  type AdminRefereeQuestion,
  refereeQuestionMessages,
  type UpdateRefereeQuestionRequest,
} from '../../../../contract/referee-questions';
import { useAlert } from '../../../lib/alert';
import { ApiError } from '../../../lib/api';
import { QuestionDialog } from './QuestionDialog';
import { useQuestionnaireChanges } from './questionnaire-query';

const failure = (error: unknown) =>
  error instanceof ApiError ? error.message : 'The change could not be saved. Please try again.';

type Dialog = { mode: 'add' } | { mode: 'edit'; question: AdminRefereeQuestion; position: number };

/**
 * The questions in the order referees see them: reword (dialog), switch on or off (switching off
 * asks first), move up or down, and Add. A table on wide screens, one card per question on a phone.
 */
export function QuestionsCard({ questions }: { questions: AdminRefereeQuestion[] }) {
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const headingId = useId();
  const { add, update } = useQuestionnaireChanges();
  const { showAlert, clearAlert } = useAlert();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [switchingOff, setSwitchingOff] = useState<{ id: number; position: number } | null>(null);

  const change = (request: UpdateRefereeQuestionRequest) => {
    clearAlert();
    update.mutate(request, {
      onSuccess: (saved) => showAlert({ status: 'success', message: saved.message }),
      onError: (error) => showAlert({ status: 'error', message: failure(error) }),
      onSettled: () => setSwitchingOff(null),
    });
  };
  const save = async (question: string) => {
    if (!dialog) return;
    const saved =
      dialog.mode === 'add'
        ? await add.mutateAsync({ question })
        : await update.mutateAsync({ id: dialog.question.id, question });
    setDialog(null);
    showAlert({ status: 'success', message: saved.message });
  };

  const controls = (question: AdminRefereeQuestion, index: number) => {
    const position = index + 1;
    return (
      <Group gap={4} wrap="nowrap">
        <Switch
          aria-label={`Question ${position} active`}
          checked={question.active}
          disabled={update.isPending}
          onChange={(event) => {
            if (event.currentTarget.checked) change({ id: question.id, active: true });
            else setSwitchingOff({ id: question.id, position });
          }}
          mr="xs"
        />
        <Tooltip label="Edit the wording">
          <ActionIcon
            variant="subtle"
            aria-label={`Edit question ${position}`}
            onClick={() => {
              clearAlert();
              setDialog({ mode: 'edit', question, position });
            }}
          >
            <IconPencil size={18} />
          </ActionIcon>
        </Tooltip>
        <ActionIcon
          variant="subtle"
          aria-label={`Move question ${position} up`}
          disabled={index === 0 || update.isPending}
          onClick={() => change({ id: question.id, move: 'up' })}
        >
          <IconArrowUp size={18} />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          aria-label={`Move question ${position} down`}
          disabled={index === questions.length - 1 || update.isPending}
          onClick={() => change({ id: question.id, move: 'down' })}
        >
          <IconArrowDown size={18} />
        </ActionIcon>
      </Group>
    );
  };

  const wording = (question: AdminRefereeQuestion) => (
    <Stack gap={2}>
      <Text size="sm" c={question.active ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
        {question.question}
      </Text>
      {!question.active && (
        <Badge variant="light" color="gray" radius="sm" w="fit-content">
          Not asked
        </Badge>
      )}
    </Stack>
  );

  return (
    <Card
      withBorder
      radius="md"
      padding={narrow ? 'sm' : 'lg'}
      component="section"
      aria-labelledby={headingId}
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div style={{ flex: '1 1 220px' }}>
            <Title order={2} size="h4" id={headingId}>
              Questions
            </Title>
            <Text size="sm" c="dimmed">
              Referees answer the active questions in this order. A question is switched off, never deleted,
              so answers already given keep their meaning.
            </Text>
          </div>
          <Button
            leftSection={<IconPlus size={16} />}
            fullWidth={narrow}
            onClick={() => {
              clearAlert();
              setDialog({ mode: 'add' });
            }}
          >
            Add question
          </Button>
        </Group>

        {narrow ? (
          <Stack
            gap="xs"
            component="ol"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-labelledby={headingId}
          >
            {questions.map((question, index) => (
              <Paper key={question.id} component="li" withBorder radius="sm" p="sm">
                <Group gap="xs" align="flex-start" wrap="nowrap">
                  <Text fw={600} size="sm">
                    {index + 1}.
                  </Text>
                  {wording(question)}
                </Group>
                <Group justify="flex-end" mt="xs">
                  {controls(question, index)}
                </Group>
              </Paper>
            ))}
          </Stack>
        ) : (
          <Table verticalSpacing="sm" highlightOnHover aria-labelledby={headingId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={48}>#</Table.Th>
                <Table.Th>Question</Table.Th>
                <Table.Th w={200}>Active and order</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {questions.map((question, index) => (
                <Table.Tr key={question.id}>
                  <Table.Td>{index + 1}</Table.Td>
                  <Table.Td>{wording(question)}</Table.Td>
                  <Table.Td>{controls(question, index)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>

      {dialog && (
        <QuestionDialog
          key={dialog.mode === 'add' ? 'add' : `edit-${dialog.question.id}`}
          title={dialog.mode === 'add' ? 'Add a question' : `Edit question ${dialog.position}`}
          initial={dialog.mode === 'add' ? '' : dialog.question.question}
          rewording={dialog.mode === 'edit'}
          fullScreen={narrow}
          onClose={() => setDialog(null)}
          onSave={save}
        />
      )}

      <Modal
        opened={switchingOff !== null}
        onClose={() => setSwitchingOff(null)}
        title={`Switch off question ${switchingOff?.position ?? ''}?`}
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="md">
          <Text>{refereeQuestionMessages.confirmSwitchOff}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setSwitchingOff(null)}>
              Cancel
            </Button>
            <Button
              color="error"
              loading={update.isPending}
              onClick={() => switchingOff && change({ id: switchingOff.id, active: false })}
            >
              Switch off
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
