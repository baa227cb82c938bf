import { Modal, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { userTypes } from '../../../../contract/auth';
import { lookupAdminEndpoints as declared } from '../../../../contract/endpoints/lookups-admin';
import {
  type AdminCategory,
  type CategoryCreate,
  type CategoryUpdate,
  categoryCreateSchema,
  categoryUpdateSchema,
  lookupAdminMessages,
} from '../../../../contract/setup-lookups-admin';
import { call } from '../../../lib/call';
import { toastFailure, toastSuccess } from '../admin-toasts';
import { categoriesQueryKey } from './lookup-query';
import { DialogActions } from './RowActions';

/** Adds a category (code, type and member number prefix fixed from then on) or edits one. */
export function CategoryDialog({
  category,
  onClose,
}: {
  category: AdminCategory | null;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState({
    Code: category?.Code ?? '',
    Description: category?.Description ?? '',
    categoryType: category?.categoryType ?? 'Individual',
    memberNoPrefix: category?.memberNoPrefix ?? '',
    CanApply: category?.CanApply ?? true,
    entitled: category?.entitled ?? false,
    admissionCoversFirstPeriod: category?.admissionCoversFirstPeriod ?? false,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<typeof form>) => setForm((previous) => ({ ...previous, ...patch }));

  const save = useMutation({
    // A new category's form was checked with the create schema (submit below).
    mutationFn: (body: CategoryUpdate | CategoryCreate) =>
      category
        ? call(declared.updateCategory, { params: { code: category.Code }, body })
        : call(declared.addCategory, { body: body as CategoryCreate }),
    onSuccess: async () => {
      toastSuccess(category ? lookupAdminMessages.saved : lookupAdminMessages.added);
      await queryClient.invalidateQueries({ queryKey: categoriesQueryKey });
      await queryClient.invalidateQueries({ queryKey: ['setup'] });
      onClose();
    },
    onError: toastFailure,
  });

  const submit = () => {
    const parsed = category ? categoryUpdateSchema.safeParse(form) : categoryCreateSchema.safeParse(form);
    const found: Record<string, string> = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
    setErrors(found);
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
        <DialogActions busy={save.isPending} onCancel={onClose} onSave={submit} />
      </Stack>
    </Modal>
  );
}
