import {
  Alert,
  Anchor,
  Button,
  Divider,
  Grid,
  Group,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { LoginCodeStep as CodeStep, LoginRequest, Session } from '../../../contract/auth';
import { homePathFor } from '../../../contract/home-path';
import { encodeRouteValue } from '../../../contract/route-values';
import { safeRedirect } from '../../../contract/safe-redirect';
import { PageAlert } from '../../components/PageAlert';
import { useAlert } from '../../lib/alert';
import { ApiError } from '../../lib/api';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import { signIn } from '../../lib/session';
import { sessionNote } from '../../lib/session-storage';
import { useSiteSettings } from '../../lib/settings';
import { useBrowserValue } from '../../lib/use-browser-value';
import { keptCodeRoute, rememberCodeRoute, requestVerificationCode } from '../access/public';
import { LoginCodeStep } from './LoginCodeStep';
import { LoginSideText } from './LoginSideText';
import { forgetCodeStep, keepCodeStep, keptCodeStep } from './pending-login-code';

/** What another page may hand the login page through the router state, e.g. after a password reset. */
export interface LoginNotice {
  notice?: string;
}

// The form's rules are loginRequestSchema's, fetched with zod on the first submit (see lazyZodResolver).
const loginResolver = lazyZodResolver<LoginRequest>(() =>
  import('../../../contract/auth').then((contract) => contract.loginRequestSchema),
);

const failure = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);

/** The portal's front door (spec 1 §2 "/ (login)"). */
export default function LoginPage() {
  const settings = useSiteSettings();
  const { showAlert, clearAlert } = useAlert();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const location = useLocation();
  const notice = (location.state as LoginNotice | null)?.notice;
  const note = useBrowserValue(sessionNote, null);
  /** Set when the server refused an unverified account with the right password (spec 1 §4). */
  const [unverified, setUnverified] = useState<LoginRequest | null>(null);
  const [requestingCode, setRequestingCode] = useState(false);
  /** Set when a code went out a moment ago and this tab still knows its code page (decision 0039). */
  const [codeStillWorks, setCodeStillWorks] = useState<{ message: string; route: string } | null>(null);
  /** Set when the right password met an account locked by wrong ones: a code was e-mailed (issue 23). */
  const [codeStep, setCodeStep] = useState<CodeStep | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginRequest>({
    resolver: loginResolver,
    defaultValues: { email: '', password: '' },
  });

  // A full reload (spec 1 §4) starts the signed-in app from a clean state.
  const enter = (session: Session) =>
    window.location.assign(safeRedirect(params.get('redirect')) ?? homePathFor(session.user));

  const onSubmit = handleSubmit(async (values) => {
    clearAlert();
    setUnverified(null);
    setCodeStillWorks(null);
    try {
      const answer = await signIn(values.email, values.password);
      if ('code_required' in answer) {
        keepCodeStep(answer);
        setCodeStep(answer);
      } else {
        forgetCodeStep();
        enter(answer);
      }
    } catch (error) {
      // The right password again within the code's five minutes: back to the code already e-mailed.
      const kept = error instanceof ApiError && error.status === 429 ? keptCodeStep(values.email) : null;
      if (kept) {
        setCodeStep({ ...kept, message: failure(error, kept.message) });
        return;
      }
      if (error instanceof ApiError && typeof error.data.email === 'string') {
        setUnverified({ email: error.data.email, password: values.password });
      }
      showAlert({ status: 'error', message: failure(error, 'Sign-in failed. Please try again.') });
    }
  });

  /**
   * 'verify account': a new code for the refused account, then the Otp page. Within the resend wait
   * the server refuses a new one; the code sent then still works, so the page it was sent for (at
   * registration or an earlier Verify account in this tab) is offered beside the true wait.
   */
  async function verifyAccount() {
    if (!unverified) return;
    clearAlert();
    setCodeStillWorks(null);
    setRequestingCode(true);
    try {
      const pending = await requestVerificationCode(unverified);
      const route = `/otp/${encodeRouteValue(pending)}`;
      rememberCodeRoute(unverified.email, route);
      navigate(route);
    } catch (error) {
      setRequestingCode(false);
      const route =
        error instanceof ApiError && error.status === 429 ? keptCodeRoute(unverified.email) : null;
      if (route) {
        setCodeStillWorks({ message: failure(error, ''), route });
        return;
      }
      showAlert({
        status: 'error',
        message: failure(error, 'The code could not be sent. Please try again.'),
      });
    }
  }

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
          {notice && (
            <Alert color="success" icon={<IconCircleCheck />} mb="md" role="status">
              {notice}
            </Alert>
          )}
          {note && (
            <Alert color="info" icon={<IconInfoCircle />} mb="md" role="status">
              {note}
            </Alert>
          )}
          <PageAlert />
          {codeStillWorks && (
            <Alert color="info" icon={<IconInfoCircle />} mb="md" role="alert" title="Your code still works">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{codeStillWorks.message}</Text>
                <Button size="xs" component={Link} to={codeStillWorks.route}>
                  Enter the code
                </Button>
              </Stack>
            </Alert>
          )}
          {unverified && (
            <Group gap="xs" mb="md" wrap="wrap">
              <Text size="sm">Did not get a code, or has it expired?</Text>
              <Button
                variant="light"
                size="compact-sm"
                onClick={() => void verifyAccount()}
                loading={requestingCode}
              >
                Verify account
              </Button>
            </Group>
          )}
          {codeStep ? (
            <LoginCodeStep
              step={codeStep}
              onSignedIn={(session) => {
                forgetCodeStep();
                enter(session);
              }}
              onBack={() => {
                clearAlert();
                setCodeStep(null);
              }}
            />
          ) : (
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
                <div>
                  <PasswordInput
                    label="Password"
                    autoComplete="current-password"
                    required
                    error={errors.password?.message}
                    {...register('password')}
                  />
                  <Group justify="flex-end" mt={6}>
                    <Anchor component={Link} to="/forgot-password" size="sm">
                      Forgot password?
                    </Anchor>
                  </Group>
                </div>
                <Button type="submit" loading={isSubmitting} fullWidth size="md">
                  Login
                </Button>
              </Stack>
            </form>
          )}
          <Divider my="lg" label="New here or already a member?" labelPosition="center" />
          <SimpleGrid cols={{ base: 1, xs: settings.minor_settings.registration ? 2 : 1 }} spacing="sm">
            <Button component={Link} to="/activate" variant="outline">
              Activate Account
            </Button>
            {settings.minor_settings.registration && (
              <Button component={Link} to="/categories" variant="light">
                Register As Member
              </Button>
            )}
          </SimpleGrid>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }} order={{ base: 2, md: 1 }}>
        <LoginSideText
          inactivityLogout={settings.minor_settings.inactivityLogout}
          registration={settings.minor_settings.registration}
        />
      </Grid.Col>
    </Grid>
  );
}
