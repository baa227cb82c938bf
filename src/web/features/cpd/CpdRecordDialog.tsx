import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, FileInput, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  activityPoints,
  CPD_HOURS_MAX,
  type CpdActivityType,
  type CpdRecord,
  type CpdRecordInput,
  cpdRecordInputSchema,
  cpdRecordMessages,
} from '../../../contract/cpd-records';
import { isOneOf } from '../../../contract/file-signatures';
import { documentUrl, uploadRules } from '../../../contract/uploads';
import { DateField, SelectField, TextAreaField, TextField } from '../../components/form-fields';
import { NumberField } from '../../components/number-field';
import { chosenFile, readFileKind } from '../../lib/file-kind';
import { hasFieldErrors, placeServerErrors } from '../../lib/server-errors';
import { formatPoints } from './cpd-progress-text';
import { useSaveCpdRecord } from './cpd-record-save';

const evidenceRule = uploadRules.evidence;

/** What is wrong with a picked evidence file, read from its content as the server does; null if nothing. */
export async function evidenceProblem(file: File): Promise<string | null> {
  if (file.size > evidenceRule.maxBytes) return evidenceRule.tooLarge;
  await readFileKind(file);
  return isOneOf(chosenFile(file), evidenceRule.kinds) ? null : evidenceRule.wrongKind;
}

const valuesOf = (record: CpdRecord | null): CpdRecordInput => ({
  activityTypeId: record?.activityTypeId ?? (null as unknown as number),
  title: record?.title ?? '',
  provider: record?.provider ?? '',
  startDate: record?.startDate ?? '',
  endDate: record?.endDate ?? '',
  hours: record?.hours ?? (undefined as unknown as number),
  reflection: record?.reflection ?? '',
});

interface CpdRecordDialogProps {
  /** The record to change; null logs a new one. */
  record: CpdRecord | null;
  types: readonly CpdActivityType[];
  onClose: () => void;
}

/**
 * Log CPD (issue 30): the activity, its hours and a short reflection, with its evidence (a PDF or an
 * image, checked by its content as soon as it is picked). Saved as a draft; the member submits it
 * from the list once the evidence is there.
 */
export default function CpdRecordDialog({ record, types, onClose }: CpdRecordDialogProps) {
  const [evidence, setEvidence] = useState<File | null>(null);
  const [evidenceError, setEvidenceError] = useState<string | null>(null);
  // The record once stored: a refused upload then changes it rather than logging it twice.
  const stored = useRef<number | null>(record?.id ?? null);
  const form = useForm<CpdRecordInput>({
    resolver: zodResolver(cpdRecordInputSchema),
    defaultValues: valuesOf(record),
    mode: 'onTouched',
  });
  const save = useSaveCpdRecord({
    onSuccess: () => {
      notifications.show({
        color: 'success',
        message: record ? cpdRecordMessages.updated : cpdRecordMessages.created,
      });
      onClose();
    },
    onError: (error) => placeServerErrors(error, form.setError),
  });

  const pick = (file: File | null) => {
    setEvidence(file);
    setEvidenceError(null);
    if (file)
      void evidenceProblem(file).then((problem) => {
        setEvidenceError(problem);
        if (problem) setEvidence(null);
      });
  };

  const typeId = form.watch('activityTypeId');
  const hours = form.watch('hours');
  const type = types.find((candidate) => candidate.id === typeId);
  const estimate = type && typeof hours === 'number' && hours > 0 ? activityPoints(hours, type) : null;

  const submit = form.handleSubmit((input) => {
    if (evidenceError) return;
    save.mutate({
      id: stored.current,
      input,
      evidence,
      onStored: (saved) => {
        stored.current = saved.id;
      },
    });
  });
  const control = form.control;

  return (
    <Modal opened onClose={onClose} title={record ? 'Edit CPD record' : 'Log CPD'} size="lg" centered>
      <form noValidate onSubmit={submit} aria-label={record ? 'Edit CPD record' : 'Log CPD'}>
        <Stack gap="sm">
          <SelectField
            control={control}
            name="activityTypeId"
            label="Activity type"
            required
            numeric
            searchable={false}
            data={types.map((candidate) => ({ value: String(candidate.id), label: candidate.name }))}
          />
          <TextField control={control} name="title" label="Title" required />
          <TextField control={control} name="provider" label="Provider" required />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <DateField control={control} name="startDate" label="Start date" required />
            <DateField control={control} name="endDate" label="End date" required />
            <NumberField
              control={control}
              name="hours"
              label="Hours"
              required
              min={0}
              max={CPD_HOURS_MAX}
              decimalScale={2}
            />
          </SimpleGrid>
          {estimate !== null && (
            <Text size="sm" data-testid="cpd-points-estimate">
              {formatPoints(estimate)} points under the {type?.name} rules
              {type?.maxPointsPerActivity !== null
                ? ` (at most ${formatPoints(type?.maxPointsPerActivity ?? 0)} per activity)`
                : ''}
            </Text>
          )}
          <TextAreaField
            control={control}
            name="reflection"
            label="Reflection"
            max={2000}
            description="What you learnt and how you will use it"
          />
          <FileInput
            label="Evidence"
            description="A PDF or an image (PNG or JPEG), at most 10 MB: a certificate, an attendance letter, slides"
            placeholder={record?.evidence ? 'Keep the current file' : 'Choose a file'}
            accept="application/pdf,image/png,image/jpeg"
            clearable
            value={evidence}
            onChange={pick}
            error={evidenceError}
            leftSection={<IconUpload size={16} />}
          />
          {record?.evidence && (
            <Text size="sm">
              Current evidence:{' '}
              <Anchor href={documentUrl(record.evidence.id)} download>
                {record.evidence.name}
              </Anchor>
            </Text>
          )}
          {save.isError && !hasFieldErrors(save.error) && (
            <Alert color="error" role="alert" icon={<IconAlertCircle />}>
              {save.error.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
