import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { OTP_LENGTH } from '../../../contract/access';
import { applicationMessages } from '../../../contract/applications';
import { ApiError } from '../../lib/api';
import { applicationRoutes, useSendSubmissionCode, useSubmitApplication } from './application-queries';
import {
  forgetSubmissionCode,
  minutesLeft,
  type PendingSubmissionCode,
  rememberSubmissionCode,
} from './pending-submission-code';

export type VerifyState = 'waiting' | 'failed';

const secondsUntil = (iso: string) => Math.max(0, Math.ceil((Date.parse(iso) - Date.now()) / 1000));

/** Seconds until `until` (the server's time for the next code), ticking down to 0. */
function useCountdown(until: string) {
  const [left, setLeft] = useState(() => secondsUntil(until));
  useEffect(() => {
    setLeft(secondsUntil(until));
    const timer = setInterval(() => setLeft(secondsUntil(until)), 1000);
    return () => clearInterval(timer);
  }, [until]);
  return left;
}

/**
 * The one-time code that signs a submission (spec 2 §4 items 2, 3, 5): submits with the handle
 * send-otp answered, opens the application document on success, and on a refused code stays open
 * with the server's message and the verify state 'failed'. Reopened for a code that still works, it
 * says so; Resend becomes available at the time the server named.
 */
export function SubmitOtpDialog({
  code,
  userId,
  pending: first,
  reopened = false,
  onClose,
}: {
  code: string;
  userId: number;
  pending: PendingSubmissionCode;
  reopened?: boolean;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const [pending, setPending] = useState(first);
  const handle = pending.handle;
  const [otp, setOtp] = useState('');
  const [required, setRequired] = useState(false);
  const [verifyState, setVerifyState] = useState<VerifyState>('waiting');
  const [notice, setNotice] = useState<string>(() =>
    reopened ? applicationMessages.codeStillValid(minutesLeft(first)) : applicationMessages.codeSent,
  );
  const wait = useCountdown(pending.resendAt);

  const submit = useSubmitApplication();
  const resend = useSendSubmissionCode({
    onSuccess: (answer) => {
      rememberSubmissionCode(code, answer);
      setPending(answer);
      setNotice(answer.message);
      setOtp('');
      submit.reset();
      setVerifyState('waiting');
    },
    onError: (error) => {
      // Refused for the wait: the server says how long it still holds, so the button counts that down.
      const seconds = error instanceof ApiError ? Number(error.data.retryAfterSeconds) : Number.NaN;
      if (seconds > 0) {
        setPending((now) => ({ ...now, resendAt: new Date(Date.now() + seconds * 1000).toISOString() }));
      }
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
        onSuccess: (submitted) => {
          forgetSubmissionCode(code);
          navigate(applicationRoutes.file(submitted.Code));
        },
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
              {wait > 0 ? `Resend code in ${wait} s` : 'Resend code'}
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
