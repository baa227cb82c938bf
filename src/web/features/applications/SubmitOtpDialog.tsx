import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { OTP_LENGTH } from '../../../contract/access';
import { applicationMessages } from '../../../contract/applications';
import { OTP_RESEND_WAIT_SECONDS } from '../../../contract/common';
import { ApiError } from '../../lib/api';
import { applicationRoutes, useSendSubmissionCode, useSubmitApplication } from './application-queries';

export type VerifyState = 'waiting' | 'failed';

function useCountdown(from: number, restartKey: unknown) {
  const [left, setLeft] = useState(from);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new code (restartKey) restarts the wait.
  useEffect(() => {
    setLeft(from);
    const timer = setInterval(() => setLeft((value) => Math.max(0, value - 1)), 1000);
    return () => clearInterval(timer);
  }, [from, restartKey]);
  return left;
}

/**
 * The one-time code that signs a submission (spec 2 §4 items 2, 3, 5): submits with the handle
 * send-otp answered, opens the application document on success, and on a refused code stays open
 * with the server's message and the verify state 'failed'.
 */
export function SubmitOtpDialog({
  code,
  userId,
  handle: firstHandle,
  onClose,
}: {
  code: string;
  userId: number;
  handle: string;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const [handle, setHandle] = useState(firstHandle);
  const [otp, setOtp] = useState('');
  const [required, setRequired] = useState(false);
  const [verifyState, setVerifyState] = useState<VerifyState>('waiting');
  const [notice, setNotice] = useState<string>(applicationMessages.codeSent);
  const wait = useCountdown(OTP_RESEND_WAIT_SECONDS, handle);

  const submit = useSubmitApplication();
  const resend = useSendSubmissionCode({
    onSuccess: (answer) => {
      setHandle(answer.id);
      setNotice(answer.message);
      setOtp('');
      submit.reset();
      setVerifyState('waiting');
    },
  });

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (otp.trim() === '') {
      setRequired(true);
      return;
    }
    submit.mutate(
      { Code: code, otp: { id: handle, otp_code: otp.trim() } },
      {
        onSuccess: (submitted) => navigate(applicationRoutes.file(submitted.Code)),
        onError: () => setVerifyState('failed'),
      },
    );
  };

  const failure = submit.error ?? resend.error;
  const fieldError =
    (required && otp.trim() === '' && applicationMessages.otpRequired) ||
    (submit.error instanceof ApiError ? submit.error.errors.otp_code : undefined);
  const busy = submit.isPending || submit.isSuccess;
  // The alert already says what the server said; the field then only turns red.
  const inputError = fieldError && fieldError === failure?.message ? true : fieldError || undefined;

  return (
    <Modal
      opened
      onClose={onClose}
      title="Confirm with a one-time code"
      size={350}
      data-verify-state={verifyState}
      closeOnClickOutside={false}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm">{notice}</Text>
          {failure && (
            <Alert color="error" role="alert" icon={<IconAlertCircle />} py="xs">
              {failure.message}
            </Alert>
          )}
          <TextInput
            label="One-time code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            required
            data-autofocus
            value={otp}
            error={inputError}
            onChange={(event) => setOtp(event.currentTarget.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
            styles={{ input: { letterSpacing: '0.4em', fontVariantNumeric: 'tabular-nums' } }}
          />
          <Group justify="space-between" gap="sm">
            <Button
              variant="default"
              onClick={() => resend.mutate(userId)}
              loading={resend.isPending}
              disabled={wait > 0 || busy}
            >
              {wait > 0 ? `Resend in ${wait} s` : 'Resend'}
            </Button>
            <Button type="submit" loading={busy}>
              Verify and submit
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
