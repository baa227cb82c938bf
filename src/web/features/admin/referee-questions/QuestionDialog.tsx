import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { addRefereeQuestionSchema, REFEREE_QUESTION_MAX } from '../../../../contract/referee-questions';
import { ApiError } from '../../../lib/api';

const failure = (error: unknown) =>
  error instanceof ApiError ? error.message : 'The change could not be saved. Please try again.';

/**
 * Adds a question or rewords one. Rewording is safe for answers already given: each answer keeps
 * the wording it was given to, so the dialog says so instead of asking for a confirmation.
 */
export function QuestionDialog({
  title,
  initial,
  rewording,
  fullScreen,
  onClose,
  onSave,
}: {
  title: string;
  initial: string;
  rewording: boolean;
  fullScreen: boolean;
  onClose: () => void;
  /** Resolves once saved (the dialog is then closed by the caller); rejects with the server's refusal. */
  onSave: (question: string) => Promise<void>;
}) {
  const [text, setText] = useState(initial);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const parsed = addRefereeQuestionSchema.safeParse({ question: text });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setFieldError(null);
    setServerError(null);
    setSaving(true);
    try {
      await onSave(parsed.data.question);
    } catch (error) {
      setServerError(failure(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      size="lg"
      fullScreen={fullScreen}
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form
        noValidate
        aria-label={title}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          {serverError && (
            <Alert color="error" role="alert" icon={<IconAlertCircle />}>
              {serverError}
            </Alert>
          )}
          <Textarea
            label="Question"
            value={text}
            error={fieldError}
            onChange={(event) => setText(event.currentTarget.value)}
            description={`${text.trim().length} / ${REFEREE_QUESTION_MAX} characters`}
            rows={4}
            resize="vertical"
            data-autofocus
          />
          {rewording && (
            <Text size="sm" c="dimmed">
              Answers already given keep the wording they were given to.
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
