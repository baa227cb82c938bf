import { Modal, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import {
  CPD_POINTS_LIMIT,
  type CpdRequirement,
  cpdRecordMessages,
  cpdRequirementCreateSchema,
  cpdRequirementUpdateSchema,
} from '../../../../contract/cpd-records';
import type { Option } from '../../../components/form-fields';
import { fieldMessages } from '../../../lib/field-messages';
import { toastFailure, toastSuccess } from '../admin-toasts';
import { DialogActions } from '../lookups/RowActions';
import { useSaveRequirement } from './cpd-rules-api';

const numberOf = (value: string | number) => (value === '' ? Number.NaN : Number(value));

/**
 * Sets the points a membership category must earn in a CPD year, of which a minimum structured; an
 * existing requirement keeps its category and year.
 */
export function RequirementDialog({
  requirement,
  year,
  categories,
  categoryName,
  onClose,
}: {
  requirement: CpdRequirement | null;
  /** The CPD year a new requirement is for. */
  year: number;
  categories: readonly Option[];
  categoryName: (code: string) => string;
  onClose: () => void;
}) {
  const [form, setForm] = useState({
    category: requirement?.category ?? '',
    totalPoints: (requirement?.totalPoints ?? '') as number | string,
    minStructuredPoints: (requirement?.minStructuredPoints ?? 0) as number | string,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<typeof form>) => setForm((previous) => ({ ...previous, ...patch }));
  const save = useSaveRequirement(requirement?.id ?? null, {
    onSuccess: () => {
      toastSuccess(cpdRecordMessages.requirementSaved);
      onClose();
    },
    onError: toastFailure,
  });

  const submit = () => {
    const figures = {
      totalPoints: numberOf(form.totalPoints),
      minStructuredPoints: numberOf(form.minStructuredPoints),
    };
    const parsed = requirement
      ? cpdRequirementUpdateSchema.safeParse(figures)
      : cpdRequirementCreateSchema.safeParse({ ...figures, category: form.category, year });
    setErrors(fieldMessages(parsed.error));
    if (parsed.success) save.mutate(parsed.data);
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={
        requirement ? `Edit the requirement of ${categoryName(requirement.category)}` : 'Add requirement'
      }
      centered
    >
      <Stack gap="sm">
        {requirement ? (
          <TextInput label="Category" value={categoryName(requirement.category)} disabled />
        ) : (
          <Select
            label="Category"
            data={[...categories]}
            value={form.category || null}
            onChange={(value) => set({ category: value ?? '' })}
            error={errors.category}
            searchable
            required
          />
        )}
        <TextInput label="CPD year" value={String(requirement?.year ?? year)} disabled />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <NumberInput
            label="Points a year"
            value={form.totalPoints}
            onChange={(value) => set({ totalPoints: value })}
            min={0}
            max={CPD_POINTS_LIMIT}
            decimalScale={2}
            error={errors.totalPoints}
            required
          />
          <NumberInput
            label="Of which structured, at least"
            value={form.minStructuredPoints}
            onChange={(value) => set({ minStructuredPoints: value })}
            min={0}
            max={CPD_POINTS_LIMIT}
            decimalScale={2}
            error={errors.minStructuredPoints}
            required
          />
        </SimpleGrid>
        <DialogActions busy={save.isPending} onCancel={onClose} onSave={submit} />
      </Stack>
    </Modal>
  );
}
