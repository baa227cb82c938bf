import { Anchor, Stack } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import type { z } from 'zod';
import { profileSectionEndpoints } from '../../../../contract/endpoints/profile-sections';
import {
  type AttachmentEntry,
  attachmentSchemas,
  profileSections,
} from '../../../../contract/profile-sections';
import { documentUrl } from '../../../../contract/uploads';
import { SelectField, TextField } from '../../../components/form-fields';
import { useCodeList } from '../../../lib/reference-lists';
import { defineWebSection } from './define';
import { baseName, PdfFileField, withPdfFile } from './file-field';
import { LookupName } from './lookup-name';
import { SectionTable } from './SectionTable';
import { codeOptions } from './setup-queries';

const attachmentFormSchema = withPdfFile(attachmentSchemas.create);
type AttachmentValues = z.input<typeof attachmentFormSchema>;

function AttachmentFields({ entry }: { entry: AttachmentEntry | null }) {
  const types = useCodeList('attachment-types');
  const { getValues, setValue } = useFormContext<AttachmentValues>();
  return (
    <Stack gap="md">
      <SelectField
        name="description"
        label="Description"
        required
        data={codeOptions(types.data)}
        loading={types.isLoading}
      />
      <PdfFileField
        label="Attachment (PDF)"
        stored={entry?.attachment ?? null}
        onPicked={(file) => {
          // The file name defaults to the chosen file's name (spec 2 §3).
          if (!getValues('fileName')) setValue('fileName', baseName(file), { shouldValidate: true });
        }}
      />
      <TextField name="fileName" label="File Name" required />
    </Stack>
  );
}

/** Documents in support of the profile (spec 2 §3 Attachment, §5 Attachments), each a PDF. */
export const attachmentsSection = defineWebSection<AttachmentEntry, AttachmentValues>({
  info: profileSections.attachments,
  endpoints: profileSectionEndpoints.attachments,
  title: 'Attachments',
  schema: attachmentFormSchema,
  blank: { description: '', fileName: '', attached: false, attachment: null },
  valuesOf: (entry) => ({
    description: entry.description,
    fileName: entry.fileName,
    attached: entry.attached,
    attachment: null,
  }),
  columns: [
    {
      header: 'Description',
      cell: (entry) => <LookupName code={entry.description} list="attachment-types" />,
    },
    {
      header: 'File',
      cell: (entry) =>
        entry.attachment ? (
          <Anchor href={documentUrl(entry.attachment)} download>
            {entry.fileName}
          </Anchor>
        ) : (
          entry.fileName
        ),
    },
  ],
  describe: (entry) => entry.fileName,
  Fields: AttachmentFields,
  emptyText: 'No attachments yet. Add the documents your application needs, each as a PDF.',
});

export default function AttachmentsSection() {
  return <SectionTable section={attachmentsSection} />;
}
