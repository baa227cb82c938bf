import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Grid, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { homePathFor, type LoginRequest, loginRequestSchema } from '../../../contract/auth';
import { PageAlert } from '../../components/PageAlert';
import { useAlert } from '../../lib/alert';
import { ApiError } from '../../lib/api';
import { signIn } from '../../lib/session';
import { safeRedirect, sessionNote } from '../../lib/session-storage';
import { useSiteSettings } from '../../lib/settings';
import { LoginSideText } from './LoginSideText';

/** The portal's front door (spec 1 §2 "/ (login)"). */
export default function LoginPage() {
  const settings = useSiteSettings();
  const { showAlert, clearAlert } = useAlert();
  const [params] = useSearchParams();
  const [note] = useState(sessionNote);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    clearAlert();
    try {
      const session = await signIn(values.email, values.password);
      // A full reload (spec 1 §4) starts the signed-in app from a clean state.
      window.location.assign(safeRedirect(params.get('redirect')) ?? homePathFor(session.user));
    } catch (error) {
      showAlert({
        status: 'error',
        message: error instanceof ApiError ? error.message : 'Sign-in failed. Please try again.',
      });
    }
  });

  return (
    <Grid gap="xl" py={{ base: 'md', md: 'xl' }} align="stretch">
      <Grid.Col span={{ base: 12, md: 6 }} order={{ base: 1, md: 2 }}>
        <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="md">
          <Title order={1} size="h2" mb={4}>
            Sign in
          </Title>
          <Text c="dimmed" size="sm" mb="lg">
            {settings.minor_settings.login_caption}
          </Text>
          {note && (
            <Alert color="info" icon={<IconInfoCircle />} mb="md" role="status">
              {note}
            </Alert>
          )}
          <PageAlert />
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="md">
              <TextInput
                label="Email"
                type="email"
                autoComplete="username"
                required
                error={errors.email?.message}
                {...register('email')}
              />
              <PasswordInput
                label="Password"
                autoComplete="current-password"
                required
                error={errors.password?.message}
                {...register('password')}
              />
              <Button type="submit" loading={isSubmitting} fullWidth size="md">
                Login
              </Button>
            </Stack>
          </form>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }} order={{ base: 2, md: 1 }}>
        <LoginSideText inactivityLogout={settings.minor_settings.inactivityLogout} />
      </Grid.Col>
    </Grid>
  );
}
