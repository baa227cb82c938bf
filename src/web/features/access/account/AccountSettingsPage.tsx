import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Group, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type NotificationFlags, setPasswordRequestSchema } from '../../../../contract/access';
import type { AuthUser } from '../../../../contract/auth';
import { PasswordFields } from '../../../components/PasswordFields';
import { useAlert } from '../../../lib/alert';
import { ApiError } from '../../../lib/api';
import { useCurrentUser } from '../../../lib/session';
import { AccountActivityCard } from './AccountActivityCard';
import { useSaveNotificationFlags, useSetPassword } from './account-queries';

type SetPasswordInput = z.input<typeof setPasswordRequestSchema>;
type SetPasswordOutput = z.output<typeof setPasswordRequestSchema>;

const failure = (error: unknown) =>
  error instanceof ApiError ? error.message : 'The change could not be saved. Please try again.';

function PasswordCard() {
  const setPassword = useSetPassword();
  const { showAlert, clearAlert } = useAlert();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SetPasswordInput, unknown, SetPasswordOutput>({
    resolver: zodResolver(setPasswordRequestSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    clearAlert();
    try {
      const answer = await setPassword.mutateAsync(values);
      reset();
      showAlert({ status: 'success', message: answer.message });
    } catch (error) {
      showAlert({ status: 'error', message: failure(error) });
    }
  });

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="password-title">
      <Title order={2} size="h4" id="password-title">
        Change password
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Other devices signed in to your account are signed out when the password changes.
      </Text>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <PasswordFields
            register={register}
            errors={errors}
            labels={{ password: 'New Password', confirmPassword: 'Confirm Password' }}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={isSubmitting}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

const flagLabels: { key: keyof NotificationFlags; label: string; description: string }[] = [
  {
    key: 'email_reminders',
    label: 'E-mail reminders',
    description: 'Reminders by e-mail, such as subscription renewals and unpaid invoices.',
  },
  {
    key: 'email_updates',
    label: 'E-mail updates',
    description: 'News, events and announcements by e-mail.',
  },
  {
    key: 'sms_reminders',
    label: 'SMS reminders',
    description: 'Reminders by text message to your phone.',
  },
  {
    key: 'sms_updates',
    label: 'SMS updates',
    description: 'News, events and announcements by text message.',
  },
];

const flagsOf = (user: AuthUser | null | undefined): NotificationFlags => ({
  email_reminders: user?.email_reminders ?? false,
  email_updates: user?.email_updates ?? false,
  sms_reminders: user?.sms_reminders ?? false,
  sms_updates: user?.sms_updates ?? false,
});

function NotificationsCard() {
  const { data: user } = useCurrentUser();
  const saveFlags = useSaveNotificationFlags();
  const { showAlert, clearAlert } = useAlert();
  const [flags, setFlags] = useState<NotificationFlags>(() => flagsOf(user));
  const [saving, setSaving] = useState(false);
  useEffect(() => setFlags(flagsOf(user)), [user]);
  const saved = flagsOf(user);
  const changed = flagLabels.some(({ key }) => flags[key] !== saved[key]);

  async function save() {
    clearAlert();
    setSaving(true);
    try {
      const answer = await saveFlags.mutateAsync(flags);
      showAlert({ status: 'success', message: answer.message });
    } catch (error) {
      showAlert({ status: 'error', message: failure(error) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="notifications-title">
      <Title order={2} size="h4" id="notifications-title">
        Notifications
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Choose how the institute may contact you.
      </Text>
      <Stack gap="md">
        {flagLabels.map(({ key, label, description }) => (
          <Switch
            key={key}
            label={label}
            description={description}
            checked={flags[key]}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              setFlags((current) => ({ ...current, [key]: checked }));
            }}
          />
        ))}
        <Group justify="flex-end">
          <Button onClick={() => void save()} loading={saving} disabled={!changed}>
            Save preferences
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * /dashboard/Settings (spec 1 §2): the signed-in user's password and notification preferences, and
 * the account's activity, with what staff did on the member's behalf marked.
 */
export default function AccountSettingsPage() {
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Account Settings
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <PasswordCard />
        <NotificationsCard />
      </SimpleGrid>
      <AccountActivityCard />
    </Stack>
  );
}
