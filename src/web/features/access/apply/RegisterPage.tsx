import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowLeft, IconInfoCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { registerRequestSchema } from '../../../../contract/access';
import type { UserType } from '../../../../contract/auth';
import { messages } from '../../../../contract/messages';
import { encodeRouteValue } from '../../../../contract/route-values';
import { PasswordFields } from '../../../components/PasswordFields';
import { PublicPanel } from '../../../components/PublicPanel';
import { useAlert } from '../../../lib/alert';
import { ApiError } from '../../../lib/api';
import { placeServerErrors } from '../../../lib/server-errors';
import { registrationFoundClosed } from '../../../lib/settings';
import {
  applicationDisclaimerQuery,
  keptCodeRoute,
  registerAccount,
  rememberCodeRoute,
  useCategories,
} from './apply-api';
import { CategoryRoute } from './CategoryRoute';
import { RegistrationOpenOnly } from './RegistrationOpenOnly';

type RegisterInput = z.input<typeof registerRequestSchema>;
type RegisterOutput = z.output<typeof registerRequestSchema>;
const fields = ['email', 'phone', 'id_number', 'password', 'confirmPassword'] as const;

const resolver = zodResolver(registerRequestSchema);

function Register({ type, code }: { type: UserType; code: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { showAlert, clearAlert } = useAlert();
  const category = useCategories(type).data?.find((entry) => entry.Code === code);
  const [consent, setConsent] = useState<{ text: string; values: RegisterOutput } | null>(null);
  const [registering, setRegistering] = useState(false);
  const [already, setAlready] = useState<{ message: string; codeRoute: string | null } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterInput, unknown, RegisterOutput>({
    resolver,
    defaultValues: {
      email: '',
      phone: '',
      id_number: '',
      password: '',
      confirmPassword: '',
      category: code,
      type,
    },
  });

  async function send(values: RegisterOutput) {
    setRegistering(true);
    try {
      const pending = await registerAccount(values);
      const route = `/otp/${encodeRouteValue(pending)}`;
      rememberCodeRoute(values.email, route);
      navigate(route);
    } catch (error) {
      setConsent(null);
      // Registered a moment ago with this e-mail and password: the code sent then still works.
      if (error instanceof ApiError && error.status === 409 && error.data.retryAfterSeconds !== undefined) {
        setAlready({ message: error.message, codeRoute: keptCodeRoute(values.email) });
        return;
      }
      if (!(error instanceof ApiError)) {
        showAlert({ status: 'error', message: 'Registration failed. Please try again.' });
        return;
      }
      if (error.message === messages.registrationClosed) {
        // Closed while the form was open: the page becomes the closed page, which says so.
        registrationFoundClosed(queryClient);
        return;
      }
      if (placeServerErrors(error, setError, fields) === 0)
        showAlert({ status: 'error', message: error.message });
    } finally {
      setRegistering(false);
    }
  }

  const onSubmit = handleSubmit(async (values) => {
    clearAlert();
    setAlready(null);
    try {
      // The 'Application' declaration, when the body has one, is agreed to before the account exists.
      const disclaimer = (await queryClient.fetchQuery(applicationDisclaimerQuery)).find(
        (entry) => entry.disclaimerType === 'Application',
      );
      if (disclaimer) {
        setConsent({ text: disclaimer.description, values });
        return;
      }
    } catch (error) {
      showAlert({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      return;
    }
    await send(values);
  });

  const firm = type === 'Corporate';
  return (
    <PublicPanel
      title={firm ? 'Register your firm' : 'Create your account'}
      intro={
        category
          ? `Applying for ${category.Description}. We send a code to your phone and e-mail to verify the account.`
          : 'We send a code to your phone and e-mail to verify the account.'
      }
    >
      {already && (
        <Alert
          color="info"
          role="alert"
          icon={<IconInfoCircle />}
          title="You have already registered"
          mb="md"
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{already.message}</Text>
            <Group gap="sm">
              {already.codeRoute && (
                <Button size="xs" component={Link} to={already.codeRoute}>
                  Enter the code
                </Button>
              )}
              <Button size="xs" variant="default" component={Link} to="/">
                Sign in
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
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
          <TextInput
            label="Phone number"
            description="e.g. 0712 345 678 or +254 712 345 678"
            type="tel"
            autoComplete="tel"
            required
            error={errors.phone?.message}
            {...register('phone')}
          />
          <TextInput
            label={firm ? 'KRA PIN of the firm' : 'ID or passport number'}
            description={firm ? 'A letter, 9 digits and a letter, e.g. A123456789B' : undefined}
            autoCapitalize={firm ? 'characters' : undefined}
            autoComplete="off"
            required
            error={errors.id_number?.message}
            {...register('id_number')}
          />
          <PasswordFields register={register} errors={errors} />
          <Group justify="space-between" mt="sm" gap="sm">
            <Button
              component={Link}
              to={`/signup/${type}/${encodeURIComponent(code)}`}
              variant="subtle"
              leftSection={<IconArrowLeft size={16} />}
            >
              Back
            </Button>
            <Button type="submit" loading={isSubmitting || registering}>
              Register
            </Button>
          </Group>
          <Text size="sm" c="dimmed" ta="center">
            Already registered?{' '}
            <Anchor component={Link} to="/">
              Sign in
            </Anchor>
          </Text>
        </Stack>
      </form>
      <Modal
        opened={consent !== null}
        onClose={() => {
          if (!registering) setConsent(null);
        }}
        title="Declaration"
        size="lg"
      >
        <Stack gap="sm">
          {consent?.text.split(/\n{2,}/).map((paragraph) => (
            <Text key={paragraph} size="sm">
              {paragraph}
            </Text>
          ))}
        </Stack>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => navigate('/')} disabled={registering}>
            Disagree
          </Button>
          <Button loading={registering} onClick={() => consent && void send(consent.values)}>
            Agree
          </Button>
        </Group>
      </Modal>
    </PublicPanel>
  );
}

/** /register/:type/:code (spec 1 §2): the account of a new applicant; a code follows by SMS and e-mail. */
export default function RegisterPage() {
  return (
    <RegistrationOpenOnly>
      <CategoryRoute render={(type, code) => <Register key={`${type}/${code}`} type={type} code={code} />} />
    </RegistrationOpenOnly>
  );
}
