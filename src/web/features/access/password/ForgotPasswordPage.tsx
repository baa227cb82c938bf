import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { passwordResetRequestSchema } from '../../../../contract/access';
import { messages } from '../../../../contract/common';
import { PublicPanel } from '../../../components/PublicPanel';
import { useAlert } from '../../../lib/alert';
import { ApiError } from '../../../lib/api';
import { requestPasswordReset } from './password-api';

type ResetInput = z.input<typeof passwordResetRequestSchema>;
type ResetOutput = z.output<typeof passwordResetRequestSchema>;

/** /forgot-password (spec 1 §2): a reset link by e-mail; the answer never says whether the account exists. */
export default function ForgotPasswordPage() {
  const { showAlert, clearAlert } = useAlert();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetInput, unknown, ResetOutput>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    clearAlert();
    try {
      const answer = await requestPasswordReset(values);
      showAlert({ status: 'success', message: answer.message });
    } catch (error) {
      showAlert({
        status: 'error',
        message: error instanceof ApiError ? error.message : messages.requestFailed,
      });
    }
  });

  return (
    <PublicPanel
      title="Forgot password"
      intro="Enter the e-mail of your account and we will send you a link to set a new password."
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            {...register('email')}
          />
          <Button type="submit" loading={isSubmitting} fullWidth size="md">
            Reset
          </Button>
          <Text size="sm" ta="center">
            <Anchor component={Link} to="/">
              Back to login
            </Anchor>
          </Text>
        </Stack>
      </form>
    </PublicPanel>
  );
}
