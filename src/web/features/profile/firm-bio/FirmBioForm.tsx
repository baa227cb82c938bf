import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { type FieldErrors, FormProvider, useForm } from 'react-hook-form';
import { type FirmBio, firmBioLabels } from '../../../../contract/profile-firm-bio';
import { TextField } from '../../../components/form-fields';
import {
  LeaveWithChangesDialog,
  StickyFormActions,
  useConfirmedCancel,
} from '../../../components/UnsavedChanges';
import { useCurrentUser } from '../../../lib/session';
import { useUnsavedChangesGuard } from '../../../lib/use-unsaved-changes-guard';
import { saveFirmBio } from '../bio/bio-writes';
import { ErrorDialog } from '../bio/ErrorDialog';
import { fieldMessages, labelledProblems, saveProblems } from '../bio/form-problems';
import { FirmImageField } from './FirmImageField';
import {
  type FirmBioFormOutput,
  type FirmBioFormValues,
  firmBioFormSchema,
  firmTextFields,
  valuesOf,
} from './firmBioFormSchema';

export interface FirmBioFormProps {
  /** 'initial': creating the profile, always editable; 'edit' and 'view' work on the stored firm bio. */
  mode: 'initial' | 'edit' | 'view';
  firmBio?: FirmBio | null;
  onSaved: (firmBio: FirmBio) => void | Promise<void>;
  /** Leaves edit mode; asked for only after the member agrees to drop unsaved edits. */
  onCancel?: () => void;
}

/** Name of Body and VAT number are upper-cased as typed; phone and fax numbers keep digits only. */
const fieldOptions: Partial<Record<(typeof firmTextFields)[number], { upper?: true; digits?: true }>> = {
  FirstName: { upper: true },
  VATRegNo: { upper: true },
  PhoneNo: { digits: true },
  PhoneNo2: { digits: true },
  faxNo: { digits: true },
};

/**
 * The firm bio form (spec 2 §2.7, §5 "Firm bio"): the image with its preview and the firm's
 * details in a grid. Email and PIN Reg Number come from the account and are shown disabled. Failed
 * validations, the browser's or the server's, are listed in the 'Something went wrong' dialog.
 */
export function FirmBioForm({ mode, firmBio, onSaved, onCancel }: FirmBioFormProps) {
  const { data: user } = useCurrentUser();
  const readOnly = mode === 'view';
  const isNew = mode === 'initial';
  const hasStoredImage = Boolean(firmBio?.Image);
  const schema = useMemo(() => firmBioFormSchema(hasStoredImage), [hasStoredImage]);
  const form = useForm<FirmBioFormValues, unknown, FirmBioFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: valuesOf(firmBio),
  });
  const {
    handleSubmit,
    reset,
    formState: { isSubmitting, isDirty },
  } = form;
  const dirty = !readOnly && isDirty;
  const guard = useUnsavedChangesGuard(dirty);
  const confirmedCancel = useConfirmedCancel(dirty, () => onCancel?.());
  const [problems, setProblems] = useState<string[]>([]);

  useEffect(() => {
    reset(valuesOf(firmBio));
  }, [firmBio, reset]);

  const onInvalid = (invalid: FieldErrors<FirmBioFormValues>) =>
    setProblems(labelledProblems(fieldMessages(invalid), firmBioLabels));

  const onValid = async (values: FirmBioFormOutput) => {
    const body = new FormData();
    for (const name of firmTextFields) body.append(name, values[name] ?? '');
    if (values.Image) body.append('Image', values.Image, values.Image.name);
    try {
      const saved = await saveFirmBio(body, isNew);
      guard.release();
      await onSaved(saved.firmBio);
    } catch (error) {
      setProblems(
        saveProblems(error, firmBioLabels, 'The firm profile could not be saved. Please try again.'),
      );
    }
  };

  const field = (name: (typeof firmTextFields)[number]) => (
    <TextField
      key={name}
      name={name}
      label={firmBioLabels[name]}
      required={name !== 'Address2'}
      {...fieldOptions[name]}
    />
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={handleSubmit(onValid, onInvalid)} noValidate aria-label="Firm bio">
        <fieldset
          disabled={readOnly || isSubmitting}
          style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}
        >
          <Stack gap="md">
            <FirmImageField stored={firmBio?.Image ?? null} readOnly={readOnly} />
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
              {field('FirstName')}
              <TextInput
                label={firmBioLabels.Email}
                value={firmBio?.Email ?? user?.email ?? ''}
                description="Your account's e-mail"
                disabled
                readOnly
              />
              <TextInput
                label={firmBioLabels.PINRegNo}
                value={firmBio?.PINRegNo ?? user?.id_number ?? ''}
                description="The PIN you registered with"
                disabled
                readOnly
              />
              {field('PhoneNo')}
              {field('PhoneNo2')}
              {field('faxNo')}
              {field('VATRegNo')}
              {field('Address')}
              {field('Address2')}
              {field('houseNo')}
              {field('blockNo')}
              {field('lrNo')}
              {field('streetName')}
              {field('City')}
            </SimpleGrid>
            {!readOnly && (
              <StickyFormActions
                saveLabel={isNew ? 'Create Profile' : 'Save'}
                saving={isSubmitting}
                dirty={dirty}
                onCancel={onCancel && confirmedCancel.cancel}
              />
            )}
          </Stack>
        </fieldset>
        <ErrorDialog problems={problems} onClose={() => setProblems([])} />
        <LeaveWithChangesDialog blocker={guard.blocker} />
        {confirmedCancel.dialog}
      </form>
    </FormProvider>
  );
}
