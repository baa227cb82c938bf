import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type AdminUser, adminUserMessages, adminUserUpdateSchema } from '../../../../contract/admin-users';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { placeServerErrors } from '../../../lib/server-errors';
import { useUpdateUser } from './user-api';

type Values = z.input<typeof adminUserUpdateSchema>;
type Parsed = z.output<typeof adminUserUpdateSchema>;

const valuesOf = (user: AdminUser): Values => ({
  name: user.name ?? '',
  email: user.email,
  phone_no: user.phone_no ?? '',
  id_number: user.id_number ?? '',
});

const isStaff = (user: AdminUser) => user.is_admin || user.is_approver;

/** A firm's ID number is its tax PIN (spec 1 §2 "/register"). */
const idLabel = (user: AdminUser) => (user.type === 'Corporate' ? 'Tax PIN' : 'ID / Passport');

/** Members are named by their profile; an account name, if given, is shown in its place. */
const nameHint = (user: AdminUser) =>
  isStaff(user) || !user.profile_name
    ? undefined
    : `Leave empty to show the profile's name, ${user.profile_name}.`;

/**
 * The admin user dialog (spec 1 §5) for every kind of account: e-mail and phone required, Save
 * blocked until the form is valid, and one more question before the change is sent. A refusal of
 * the server that names a field (an e-mail or ID number another account uses) shows on that field.
 */
export function EditUserDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const update = useUpdateUser();
  const [pending, setPending] = useState<Parsed | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isValid },
  } = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(adminUserUpdateSchema),
    defaultValues: valuesOf(user),
    mode: 'onChange',
  });

  const confirm = async () => {
    if (!pending) return;
    try {
      await update.mutateAsync({ id: user.id, values: pending });
      onClose();
    } catch (error) {
      setPending(null);
      placeServerErrors(error, setError);
    }
  };

  return (
    <>
      <Modal opened onClose={onClose} title="Edit user" centered>
        <form noValidate onSubmit={handleSubmit(setPending)}>
          <Stack gap="sm">
            <TextInput
              label="Name"
              description={nameHint(user)}
              error={errors.name?.message}
              {...register('name')}
            />
            <TextInput
              label="E-mail"
              type="email"
              withAsterisk
              error={errors.email?.message}
              {...register('email')}
            />
            <TextInput
              label="Phone"
              type="tel"
              withAsterisk
              error={errors.phone_no?.message}
              {...register('phone_no')}
            />
            <TextInput label={idLabel(user)} error={errors.id_number?.message} {...register('id_number')} />
            <Group justify="flex-end" gap="sm" mt="xs">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" disabled={!isValid}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <ConfirmDialog
        opened={pending !== null}
        question={adminUserMessages.confirmUpdate}
        confirmLabel="Update"
        busy={update.isPending}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      />
    </>
  );
}
