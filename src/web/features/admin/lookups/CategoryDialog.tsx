import { Modal, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useState } from 'react';
import { userTypes } from '../../../../contract/auth';
import {
  type AdminCategory,
  categoryCreateSchema,
  categoryUpdateSchema,
  lookupAdminMessages,
} from '../../../../contract/setup-lookups-admin';
import { fieldMessages } from '../../../lib/field-messages';
import { toastFailure, toastSuccess } from '../admin-toasts';
import { useCategorySave } from './lookups-admin-queries';
import { DialogActions } from './RowActions';

/** Adds a category (code, type and member number prefix fixed from then on) or edits one. */
export function CategoryDialog({
  category,
  onClose,
}: {
  category: AdminCategory | null;
  onClose: () => void;
}) {
  const [form, setForm] = useState({
    Code: category?.Code ?? '',
    Description: category?.Description ?? '',
    categoryType: category?.categoryType ?? 'Individual',
    memberNoPrefix: category?.memberNoPrefix ?? '',
    CanApply: category?.CanApply ?? true,
    entitled: category?.entitled ?? false,
    admissionCoversFirstPeriod: category?.admissionCoversFirstPeriod ?? false,
    cpdCountsForStanding: category?.cpdCountsForStanding ?? false,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<typeof form>) => setForm((previous) => ({ ...previous, ...patch }));

  // A new category's form is checked with the create schema (submit below).
  const save = useCategorySave(category, {
    onSuccess: () => {
      toastSuccess(category ? lookupAdminMessages.saved : lookupAdminMessages.added);
      onClose();
    },
    onError: toastFailure,
  });

  const submit = () => {
    const parsed = category ? categoryUpdateSchema.safeParse(form) : categoryCreateSchema.safeParse(form);
    setErrors(fieldMessages(parsed.error));
    if (parsed.success) save.mutate(parsed.data);
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={category ? `Edit ${category.Description}` : 'Add category'}
      centered
    >
      <Stack gap="sm">
        <TextInput
          label="Code"
          value={form.Code}
          onChange={(event) => set({ Code: event.currentTarget.value })}
          disabled={category !== null}
          error={errors.Code}
          required
        />
        <TextInput
          label="Description"
          value={form.Description}
          onChange={(event) => set({ Description: event.currentTarget.value })}
          error={errors.Description}
          required
        />
        <Select
          label="Type"
          data={[...userTypes]}
          value={form.categoryType}
          onChange={(value) => value && set({ categoryType: value as (typeof userTypes)[number] })}
          disabled={category !== null}
          allowDeselect={false}
        />
        <TextInput
          label="Member number prefix"
          value={form.memberNoPrefix}
          onChange={(event) => set({ memberNoPrefix: event.currentTarget.value })}
          disabled={category !== null}
          error={errors.memberNoPrefix}
          required
        />
        <Switch
          label="Can apply"
          checked={form.CanApply}
          onChange={(event) => set({ CanApply: event.currentTarget.checked })}
        />
        <Switch
          label="Entitled to titles"
          checked={form.entitled}
          onChange={(event) => set({ entitled: event.currentTarget.checked })}
        />
        <Switch
          label="Admission fee covers the first subscription period"
          description="A member admitted during a period gets no subscription invoice for it"
          checked={form.admissionCoversFirstPeriod}
          onChange={(event) => set({ admissionCoversFirstPeriod: event.currentTarget.checked })}
        />
        <Switch
          label="CPD counts for good standing"
          description="A member whose CPD for the previous year did not meet the requirement is not in good standing"
          checked={form.cpdCountsForStanding}
          onChange={(event) => set({ cpdCountsForStanding: event.currentTarget.checked })}
        />
        <DialogActions busy={save.isPending} onCancel={onClose} onSave={submit} />
      </Stack>
    </Modal>
  );
}
