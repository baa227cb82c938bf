import { Modal, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import {
  kindsWithParent,
  type LookupEntry,
  type LookupKind,
  lookupAdminMessages,
  lookupCreateSchema,
  lookupLabels,
  lookupUpdateSchema,
} from '../../../../contract/setup-lookups-admin';
import { fieldMessages } from '../../../lib/field-messages';
import { toastFailure, toastSuccess } from '../admin-toasts';
import { useLookupList, useLookupSave } from './lookups-admin-queries';
import { DialogActions } from './RowActions';

interface LookupDialogProps {
  kind: LookupKind;
  /** The value to rename; null adds a new one. */
  entry: LookupEntry | null;
  onClose: () => void;
}

/** Adds or renames one lookup value; a specialization type picks its discipline, a city its county. */
export function LookupDialog({ kind, entry, onClose }: LookupDialogProps) {
  const labels = lookupLabels[kind];
  const parentKind: LookupKind | null = kindsWithParent.includes(kind)
    ? kind === 'cities'
      ? 'counties'
      : 'disciplines'
    : null;
  const parents = useLookupList(parentKind ?? 'counties', parentKind !== null);
  const [code, setCode] = useState(entry?.code ?? '');
  const [description, setDescription] = useState(entry?.description ?? '');
  const [parent, setParent] = useState<string | null>(entry?.parent ?? null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  // A new value's form is checked with the create schema (submit below).
  const save = useLookupSave(kind, entry, {
    onSuccess: () => {
      toastSuccess(entry ? lookupAdminMessages.saved : lookupAdminMessages.added);
      onClose();
    },
    onError: toastFailure,
  });

  const submit = () => {
    const body = { code, description, ...(parent ? { parent } : {}) };
    const parsed = entry ? lookupUpdateSchema.safeParse(body) : lookupCreateSchema.safeParse(body);
    const found = fieldMessages(parsed.error);
    if (parentKind && !parent) found.parent = lookupAdminMessages.parentRequired(labels.parent ?? '');
    setErrors(found);
    if (Object.keys(found).length === 0 && parsed.success) save.mutate(parsed.data);
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={entry ? `Rename ${labels.singular}` : `Add ${labels.singular}`}
      centered
    >
      <Stack gap="sm">
        <TextInput
          label="Code"
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          disabled={entry !== null}
          error={errors.code}
          required
        />
        <TextInput
          label="Description"
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          error={errors.description}
          required
        />
        {parentKind && (
          <Select
            label={labels.parent}
            data={(parents.data ?? []).map((row) => ({
              value: row.code,
              label: `${row.description} (${row.code})`,
            }))}
            value={parent}
            onChange={setParent}
            searchable
            error={errors.parent}
            required
          />
        )}
        <DialogActions busy={save.isPending} onCancel={onClose} onSave={submit} />
      </Stack>
    </Modal>
  );
}
