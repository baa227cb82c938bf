import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link, useParams, useSearchParams } from 'react-router';
import { z } from 'zod';
import { OTP_LENGTH, type PendingCode, pendingCodeSchema } from '../../../../contract/access';
import { messages } from '../../../../contract/common';
import { decodeRouteText, decodeRouteValue, maskPhone } from '../../../../contract/route-values';
import { PublicPanel } from '../../../components/PublicPanel';
import { useAlert } from '../../../lib/alert';
import { ApiError } from '../../../lib/api';
import { enterHome, signInWith } from '../../../lib/session';
import { RouteProblem } from '../apply/RouteProblem';
import { useResendOtp, useVerifyOtp } from './verification-api';

/**
 * The form only insists on a value ('Field is required'); Verify OTP stays disabled until there are
 * six digits, so the contract's "incorrect or expired" message is left to the server's answer.
 */
const otpFormSchema = z.object({ otp_code: z.string().trim().min(1, messages.fieldRequired) });
type OtpForm = z.input<typeof otpFormSchema>;
const complete = new RegExp(`^\\d{${OTP_LENGTH}}$`);

/** ?verify= carries the code base64-encoded (spec 1 §2); anything that is not six digits is ignored. */
export function codeFromQuery(encoded: string | null): string {
  const code = decodeRouteText(encoded) ?? '';
  return complete.test(code) ? code : '';
}

const failure = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';

function Otp({ pending, prefill }: { pending: PendingCode; prefill: string }) {
  const { showAlert, clearAlert } = useAlert();
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    formState: { errors },
  } = useForm<OtpForm>({
    resolver: zodResolver(otpFormSchema),
    defaultValues: { otp_code: prefill },
  });
  const code = watch('otp_code');

  const verify = useVerifyOtp(pending.id, {
    onMutate: clearAlert,
    onSuccess: (session) => {
      signInWith(session);
      enterHome(session.user, messages.otpVerified);
    },
    onError: (error) => showAlert({ status: 'error', message: failure(error) }),
  });
  const resend = useResendOtp(pending.id, {
    onMutate: clearAlert,
    onSuccess: (answer) => showAlert({ status: 'success', message: answer.message }),
    onError: (error) => showAlert({ status: 'error', message: failure(error) }),
  });

  const field = register('otp_code');
  const onSubmit = handleSubmit((values) => verify.mutate(values.otp_code));
  // After success the page reloads into the signed-in app; keep the button busy until it does.
  const verifying = verify.isPending || verify.isSuccess;

  return (
    <PublicPanel
      title="Verify your account"
      intro={
        // No phone: the phone had a code a moment ago, so this one went by e-mail only (issue 28).
        pending.phone_no
          ? `We have sent a ${OTP_LENGTH}-digit code to ${maskPhone(pending.phone_no)} and to your e-mail. Enter it below to verify your account.`
          : `We have sent a ${OTP_LENGTH}-digit code to your e-mail. Enter it below to verify your account.`
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Verification code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            placeholder="••••••"
            required
            autoFocus={!prefill}
            size="lg"
            styles={{ input: { letterSpacing: '0.5em', fontVariantNumeric: 'tabular-nums', maxWidth: 260 } }}
            error={errors.otp_code?.message}
            {...field}
            onChange={(event) => {
              // Digits only, so a pasted "123 456" or "123-456" still fills the six places.
              // Checked as the value changes, not on blur: an error appearing on blur would move the
              // buttons from under a pointer that is just clicking Resend OTP.
              setValue('otp_code', event.currentTarget.value.replace(/\D/g, '').slice(0, OTP_LENGTH), {
                shouldValidate: true,
                shouldDirty: true,
              });
            }}
          />
          <Group gap="sm">
            <Button type="submit" disabled={!complete.test(code ?? '')} loading={verifying}>
              Verify OTP
            </Button>
            <Button
              variant="default"
              onClick={() => resend.mutate()}
              loading={resend.isPending}
              disabled={verifying}
            >
              Resend OTP
            </Button>
          </Group>
          <Text size="sm" c="dimmed">
            The code is valid for 10 minutes. Wrong number or e-mail?{' '}
            <Anchor component={Link} to="/categories">
              Register again
            </Anchor>{' '}
            or{' '}
            <Anchor component={Link} to="/">
              go to login
            </Anchor>
            .
          </Text>
        </Stack>
      </form>
    </PublicPanel>
  );
}

/** /otp/:id (spec 1 §2): the six-digit code that verifies a new account and signs it in. */
export default function OtpPage() {
  const params = useParams();
  const [query] = useSearchParams();
  const pending = params.id ? decodeRouteValue(params.id, pendingCodeSchema) : null;
  if (!pending) {
    return (
      <RouteProblem
        title="This verification link does not work"
        message="The address of this page is incomplete or has been changed, so we cannot tell which account to verify. Sign in with your e-mail and password: an unverified account is offered a new code there."
        to="/"
        action="Go to login"
      />
    );
  }
  return <Otp key={params.id} pending={pending} prefill={codeFromQuery(query.get('verify'))} />;
}
