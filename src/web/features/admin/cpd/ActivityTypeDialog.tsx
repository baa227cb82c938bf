import { Modal, NumberInput, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useState } from 'react';
import {
  type AdminCpdActivityType,
  CPD_POINTS_LIMIT,
  cpdActivityTypeInputSchema,
  cpdRecordMessages,
} from '../../../../contract/cpd-records';
import { fieldMessages } from '../../../lib/field-messages';
import { toastFailure, toastSuccess } from '../admin-toasts';
import { DialogActions } from '../lookups/RowActions';
import { useSaveActivityType } from './cpd-rules-api';

type Cap = number | null;

/** Empty means no cap; a number field's text is read as a number otherwise. */
const capOf = (value: string | number): Cap => (value === '' ? null : Number(value));

/** Adds a CPD activity type or changes one's name, kind and points rules. */
export function ActivityTypeDialog({
  type,
  onClose,
}: {
  type: AdminCpdActivityType | null;
  onClose: () => void;
}) {
  const [form, setForm] = useState({
    name: type?.name ?? '',
    structured: type?.structured ?? true,
    pointsPerHour: (type?.pointsPerHour ?? 1) as number | string,
    maxPointsPerActivity: (type?.maxPointsPerActivity ?? '') as number | string,
    maxPointsPerYear: (type?.maxPointsPerYear ?? '') as number | string,
    active: type?.active ?? true,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<typeof form>) => setForm((previous) => ({ ...previous, ...patch }));
  const save = useSaveActivityType(type?.id ?? null, {
    onSuccess: () => {
      toastSuccess(cpdRecordMessages.typeSaved);
      onClose();
    },
    onError: toastFailure,
  });

  const submit = () => {
    const parsed = cpdActivityTypeInputSchema.safeParse({
      ...form,
      pointsPerHour: form.pointsPerHour === '' ? Number.NaN : Number(form.pointsPerHour),
      maxPointsPerActivity: capOf(form.maxPointsPerActivity),
      maxPointsPerYear: capOf(form.maxPointsPerYear),
    });
    setErrors(fieldMessages(parsed.error));
    if (parsed.success) save.mutate(parsed.data);
  };

  return (
    <Modal opened onClose={onClose} title={type ? `Edit ${type.name}` : 'Add activity type'} centered>
      <Stack gap="sm">
        <TextInput
          label="Name"
          value={form.name}
          onChange={(event) => set({ name: event.currentTarget.value })}
          error={errors.name}
          required
        />
        <Switch
          label="Structured CPD"
          description="Courses, seminars, workshops: counts towards the structured minimum"
          checked={form.structured}
          onChange={(event) => set({ structured: event.currentTarget.checked })}
        />
        <NumberInput
          label="Points per hour"
          value={form.pointsPerHour}
          onChange={(value) => set({ pointsPerHour: value })}
          min={0}
          max={CPD_POINTS_LIMIT}
          decimalScale={2}
          error={errors.pointsPerHour}
          required
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <NumberInput
            label="Maximum points per activity"
            description="Empty: no cap"
            value={form.maxPointsPerActivity}
            onChange={(value) => set({ maxPointsPerActivity: value })}
            min={0}
            max={CPD_POINTS_LIMIT}
            decimalScale={2}
            error={errors.maxPointsPerActivity}
          />
          <NumberInput
            label="Maximum points per year"
            description="Empty: no cap"
            value={form.maxPointsPerYear}
            onChange={(value) => set({ maxPointsPerYear: value })}
            min={0}
            max={CPD_POINTS_LIMIT}
            decimalScale={2}
            error={errors.maxPointsPerYear}
          />
        </SimpleGrid>
        <Switch
          label="Active"
          description="Inactive types are no longer offered to members; their records stay"
          checked={form.active}
          onChange={(event) => set({ active: event.currentTarget.checked })}
        />
        <DialogActions busy={save.isPending} onCancel={onClose} onSave={submit} />
      </Stack>
    </Modal>
  );
}
