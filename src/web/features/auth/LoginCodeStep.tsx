import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { LoginCodeForm } from '../../../contract/access';
import type { Session, LoginCodeStep as Step } from '../../../contract/auth';
import { OTP_LENGTH, OTP_VALID_MINUTES } from '../../../contract/one-time-codes';
import { useAlert } from '../../lib/alert';
import { ApiError } from '../../lib/api';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import { signInWithCode } from '../../lib/session';

// The field's rules are the contract's (six digits), fetched with zod on the first submit, as the
// login form's are.
const codeResolver = lazyZodResolver<LoginCodeForm>(() =>
  import('../../../contract/access').then((contract) => contract.loginCodeFormSchema),
);

/**
 * The second step of signing in to an account that too many wrong passwords have locked (issue 23):
 * the right password was given, and the server e-mailed a code instead of opening a session. The
 * code signs in and ends the lock; resetting the password is the other way in.
 */
export function LoginCodeStep({
  step,
  onSignedIn,
  onBack,
}: {
  step: Step;
  onSignedIn: (session: Session) => void;
  onBack: () => void;
}) {
  const { showAlert, clearAlert } = useAlert();
  // After success the page reloads into the signed-in app; the button stays busy until it does.
  const [signedIn, setSignedIn] = useState(false);
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<LoginCodeForm>({ resolver: codeResolver, defaultValues: { otp_code: '' } });

  const onSubmit = handleSubmit(async ({ otp_code }) => {
    clearAlert();
    try {
      const session = await signInWithCode(step.id, otp_code);
      setSignedIn(true);
      onSignedIn(session);
    } catch (error) {
      showAlert({
        status: 'error',
        message: error instanceof ApiError ? error.message : 'Sign-in failed. Please try again.',
      });
    }
  });
  const field = register('otp_code');

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Alert color="info" icon={<IconMailCheck />} role="status">
          {step.message}
        </Alert>
        <TextInput
          label="Sign-in code"
          description={`The ${OTP_LENGTH}-digit code from the e-mail. It is valid for ${OTP_VALID_MINUTES} minutes.`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
          required
          autoFocus
          error={errors.otp_code?.message}
          {...field}
          onChange={(event) =>
            // Digits only, so a pasted "123 456" still fills the six places.
            setValue('otp_code', event.currentTarget.value.replace(/\D/g, '').slice(0, OTP_LENGTH), {
              shouldValidate: errors.otp_code !== undefined,
            })
          }
        />
        <Button type="submit" loading={isSubmitting || signedIn} fullWidth size="md">
          Sign in with the code
        </Button>
        <Group justify="space-between" gap="xs">
          <Button variant="subtle" size="compact-sm" onClick={onBack}>
            Back to the password
          </Button>
          <Text size="sm">
            No e-mail?{' '}
            <Anchor component={Link} to="/forgot-password">
              Reset your password
            </Anchor>
          </Text>
        </Group>
      </Stack>
    </form>
  );
}
