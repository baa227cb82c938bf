import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  type MemberEntry,
  memberEntryUpdateSchema,
  memberRecordMessages,
} from '../../../../contract/member-records';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { NativeSelectField } from '../../../components/form-fields';
import { placeServerErrors } from '../../../lib/server-errors';
import { useCategories } from '../../review/public';
import { toastFailure, toastSuccess } from '../admin-toasts';
import { useUpdateEntry } from './member-api';

type Values = z.input<typeof memberEntryUpdateSchema>;
type Parsed = z.output<typeof memberEntryUpdateSchema>;

const valuesOf = (entry: MemberEntry): Values => ({
  firstName: entry.firstName,
  secondName: entry.secondName ?? '',
  lastName: entry.lastName,
  idNumber: entry.idNumber,
  email: entry.email ?? '',
  phone: entry.phone ?? '',
  category: entry.category,
});

/**
 * Corrects the register entry and adds missing contacts without re-importing a file (issue 24). The
 * register's rules are checked here and again by the server, which also refuses another entry's e-mail.
 */
export function EditEntryDialog({ entry, onClose }: { entry: MemberEntry; onClose: () => void }) {
  const update = useUpdateEntry(entry.memberNo);
  const categories = useCategories();
  const [pending, setPending] = useState<Parsed | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(memberEntryUpdateSchema),
    defaultValues: valuesOf(entry),
    mode: 'onTouched',
  });
  const choices = (categories.data ?? []).map((category) => ({
    value: category.Code,
    label: `${category.Description} (${category.Code})`,
  }));
  // The entry's own category stays selectable while the list loads or if it was retired since.
  if (!choices.some((choice) => choice.value === entry.category))
    choices.unshift({ value: entry.category, label: entry.category });

  const confirm = async () => {
    if (!pending) return;
    try {
      const answer = await update.mutateAsync(pending);
      toastSuccess(answer.message);
      onClose();
    } catch (error) {
      setPending(null);
      if (placeServerErrors(error, setError) === 0) toastFailure(error);
    }
  };

  return (
    <>
      <Modal
        opened={pending === null}
        onClose={onClose}
        title={`Edit entry ${entry.memberNo}`}
        centered
        size="lg"
      >
        <form noValidate onSubmit={handleSubmit(setPending)}>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label="First name"
                withAsterisk
                error={errors.firstName?.message}
                {...register('firstName')}
              />
              <TextInput label="Second name" error={errors.secondName?.message} {...register('secondName')} />
              <TextInput
                label="Last name"
                withAsterisk
                error={errors.lastName?.message}
                {...register('lastName')}
              />
              <TextInput
                label="ID / Passport"
                withAsterisk
                error={errors.idNumber?.message}
                {...register('idNumber')}
              />
              <TextInput
                label="E-mail"
                type="email"
                description="Activation codes and messages go here"
                error={errors.email?.message}
                {...register('email')}
              />
              <TextInput
                label="Phone"
                type="tel"
                description="e.g. 0712 345 678 or +254 712 345 678"
                error={errors.phone?.message}
                {...register('phone')}
              />
            </SimpleGrid>
            {/* Controlled: the choices arrive after the form, and an uncontrolled select would show
                the first of them rather than the entry's category. */}
            <NativeSelectField
              control={control}
              name="category"
              label="Category"
              withAsterisk
              data={choices}
            />
            <Text size="xs" c="dimmed">
              Names are kept in capitals. The account’s own sign-in e-mail is changed in User Settings.
            </Text>
            <Group justify="flex-end" gap="sm" mt="xs">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit">Save</Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <ConfirmDialog
        opened={pending !== null}
        question={memberRecordMessages.confirmEntry(entry.memberNo)}
        confirmLabel="Save"
        dismissLabel="Back"
        busy={update.isPending}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      />
    </>
  );
}
