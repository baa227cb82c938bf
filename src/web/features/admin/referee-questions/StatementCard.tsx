import { Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useId, useState } from 'react';
import {
  CONFIRMATION_STATEMENT_MAX,
  confirmationStatementSchema,
} from '../../../../contract/referee-questions';
import { useAlert } from '../../../lib/alert';
import { ApiError } from '../../../lib/api';
import { useQuestionnaireChanges } from './questionnaire-query';

const failure = (error: unknown) =>
  error instanceof ApiError ? error.message : 'The change could not be saved. Please try again.';

/** The statement a referee confirms above the questions; saved as a whole. */
export function StatementCard({ statement }: { statement: string }) {
  const headingId = useId();
  const { saveStatement } = useQuestionnaireChanges();
  const { showAlert, clearAlert } = useAlert();
  const [text, setText] = useState(statement);
  const [error, setError] = useState<string | null>(null);

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const parsed = confirmationStatementSchema.safeParse({ confirmationStatement: text });
          if (!parsed.success) {
            setError(parsed.error.issues[0]?.message ?? null);
            return;
          }
          setError(null);
          clearAlert();
          saveStatement.mutate(parsed.data, {
            onSuccess: (saved) => {
              setText(saved.confirmationStatement);
              showAlert({ status: 'success', message: saved.message });
            },
            onError: (failed) => showAlert({ status: 'error', message: failure(failed) }),
          });
        }}
      >
        <Stack gap="sm">
          <div>
            <Title order={2} size="h4" id={headingId}>
              Confirmation statement
            </Title>
            <Text size="sm" c="dimmed">
              Shown above the questions; a referee who accepts confirms it.
            </Text>
          </div>
          <Textarea
            aria-labelledby={headingId}
            value={text}
            error={error}
            onChange={(event) => setText(event.currentTarget.value)}
            description={`${text.trim().length} / ${CONFIRMATION_STATEMENT_MAX} characters`}
            rows={8}
            resize="vertical"
          />
          <Group justify="flex-end">
            <Button type="submit" loading={saveStatement.isPending} disabled={text === statement}>
              Save statement
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
