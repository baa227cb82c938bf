import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { newPasswordRequestSchema } from '../../../../contract/access';
import { PasswordFields } from '../../../components/PasswordFields';
import { PublicPanel } from '../../../components/PublicPanel';
import { useAlert } from '../../../lib/alert';
import { ApiError } from '../../../lib/api';
import type { LoginNotice } from '../../auth/public';
import { resetPassword } from './password-api';

type NewPasswordInput = z.input<typeof newPasswordRequestSchema>;
type NewPasswordOutput = z.output<typeof newPasswordRequestSchema>;

/** /password/:code (spec 1 §2): the reset link; the route code goes to the server as the token. */
export default function ResetPasswordPage() {
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const { showAlert, clearAlert } = useAlert();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordInput, unknown, NewPasswordOutput>({
    resolver: zodResolver(newPasswordRequestSchema),
    defaultValues: { password: '', confirmPassword: '', token: code },
  });

  const onSubmit = handleSubmit(async (values) => {
    clearAlert();
    try {
      const answer = await resetPassword({ ...values, token: code });
      // The login page shows the success message (spec 1 §4: success alert, then login).
      navigate('/', { replace: true, state: { notice: answer.message } satisfies LoginNotice });
    } catch (error) {
      showAlert({
        status: 'error',
        message:
          error instanceof ApiError ? error.message : 'The password could not be changed. Please try again.',
      });
    }
  });

  return (
    <PublicPanel title="Set a new password" intro="Choose the password you will sign in with from now on.">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <PasswordFields
            register={register}
            errors={errors}
            labels={{ password: 'New password', confirmPassword: 'Confirm password' }}
          />
          <Button type="submit" loading={isSubmitting} fullWidth size="md">
            Set password
          </Button>
          <Text size="sm" ta="center">
            Link expired?{' '}
            <Anchor component={Link} to="/forgot-password">
              Request a new one
            </Anchor>
          </Text>
        </Stack>
      </form>
    </PublicPanel>
  );
}
