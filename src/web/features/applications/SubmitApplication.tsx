import { Alert, Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { type Application, applicationMessages } from '../../../contract/applications';
import { useCurrentUser } from '../../lib/session';
import { useChecklist } from '../checklist/public';
import { useSendSubmissionCode } from './application-queries';
import {
  type PendingSubmissionCode,
  rememberSubmissionCode,
  stillValidSubmissionCode,
} from './pending-submission-code';
import { SubmitOtpDialog } from './SubmitOtpDialog';

/** spec 2 §4 item 1: only a profile that passes every checklist item may be submitted. */
function useChecklistComplete() {
  const checklist = useChecklist();
  return {
    known: checklist.isSuccess,
    complete: checklist.isSuccess && checklist.data.every((item) => item.pass),
  };
}

/**
 * Submit or 're-Submit' (spec 2 §4 items 1–3): asks for confirmation, sends a one-time code to the
 * applicant and opens the code dialog that makes the submission. While a code sent earlier still
 * works, Submit reopens its dialog directly.
 */
export function SubmitApplication({ application }: { application: Application }) {
  const { data: user } = useCurrentUser();
  const checklist = useChecklistComplete();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState<{ code: PendingSubmissionCode; reopened: boolean } | null>(null);
  const label = application.Resubmission ? 're-Submit' : 'Submit';

  const sendCode = useSendSubmissionCode({
    onSuccess: (answer) => {
      rememberSubmissionCode(application.Code, answer);
      setConfirming(false);
      setPending({ code: answer, reopened: false });
    },
  });

  return (
    <>
      <Stack gap={4} align="flex-start">
        <Button
          size="xs"
          leftSection={<IconSend size={16} />}
          disabled={!checklist.complete || !user}
          onClick={() => {
            // A code sent earlier still works: reopen its entry rather than ask for another one,
            // which the resend wait would refuse (issue 28 item 5).
            const kept = stillValidSubmissionCode(application.Code);
            if (kept) {
              setPending({ code: kept, reopened: true });
              return;
            }
            sendCode.reset();
            setConfirming(true);
          }}
          aria-label={`${label} ${application.Code}`}
        >
          {label}
        </Button>
        {checklist.known && !checklist.complete && (
          <Text size="xs" c="dimmed" maw={240}>
            {applicationMessages.checklistIncomplete}{' '}
            <Anchor component={Link} to="/checklist" size="xs">
              Open the checklist
            </Anchor>
          </Text>
        )}
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={`${label} application`}
        size={350}
      >
        <Stack gap="md">
          <Text size="sm">{applicationMessages.confirmSubmit}</Text>
          {sendCode.isError && (
            <Alert color="error" role="alert" py="xs">
              {sendCode.error.message}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button loading={sendCode.isPending} onClick={() => user && sendCode.mutate(user.id)}>
              Submit
            </Button>
          </Group>
        </Stack>
      </Modal>
      {pending && user && (
        <SubmitOtpDialog
          code={application.Code}
          userId={user.id}
          pending={pending.code}
          reopened={pending.reopened}
          onClose={() => setPending(null)}
        />
      )}
    </>
  );
}
