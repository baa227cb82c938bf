import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type ActivateRequest, activateRequestSchema, OTP_LENGTH } from '../../../contract/access';
import { hints } from '../../../contract/common';
import { ApiError } from '../../lib/api';
import { placeServerErrors } from '../../lib/server-errors';
import { enterHome, signInWith } from '../../lib/session';
import { activate } from './activation-api';

export interface PendingActivation {
  /** The opaque handle of the code (from the request answer or the e-mailed link). */
  id: string;
  email: string;
  /** The server's answer to the request (where the code went, masked), or what the link page says. */
  message: string;
}

interface Props {
  pending: PendingActivation | null;
  onClose(): void;
}

/**
 * Step two of activation (spec 1 §2): e-mail, activation code, password and confirmation. Success
 * stores the session as sign-in does and opens the member's dashboard with a full reload.
 */
export function ActivationCodeDialog({ pending, onClose }: Props) {
  return (
    <Modal
      opened={pending !== null}
      onClose={onClose}
      title="Activate your account"
      size="md"
      closeOnClickOutside={false}
      fullScreen={false}
    >
      {pending && <CodeForm pending={pending} onCancel={onClose} />}
    </Modal>
  );
}

/** The fields the code step shows; a server message for another is left to the alert. */
const codeFormFields = ['email', 'otp_code', 'password', 'confirmPassword'] as const;

function CodeForm({ pending, onCancel }: { pending: PendingActivation; onCancel(): void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ActivateRequest>({
    resolver: zodResolver(activateRequestSchema),
    defaultValues: { id: pending.id, email: pending.email, otp_code: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const session = await activate(values);
      signInWith(session);
      enterHome(session.user);
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setFailure('Activation failed. Please try again.');
        return;
      }
      placeServerErrors(error, setError, codeFormFields);
      setFailure(error.message);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Alert color="info" icon={<IconInfoCircle />} role="status">
          {pending.message}
        </Alert>
        {failure && (
          <Alert color="error" role="alert">
            {failure}
          </Alert>
        )}
        <input type="hidden" {...register('id')} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <TextInput
          label="Activation Code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
          required
          data-autofocus
          error={errors.otp_code?.message}
          {...register('otp_code')}
        />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          required
          description={hints.newPassword}
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordInput
          label="Confirm Password"
          autoComplete="new-password"
          required
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Text size="xs" c="dimmed">
          Didn't get a code? It may take a minute, and may be in your junk folder. Close this dialog to
          request a new one.
        </Text>
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Activate
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
