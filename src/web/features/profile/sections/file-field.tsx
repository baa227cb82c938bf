import { Anchor, FileInput, Text } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { z } from 'zod';
import { documentUrl, uploadLimits, uploadMessages } from '../../../../contract/uploads';

/**
 * The PDF of a section with files (README "Sections with files"): the form keeps the chosen File in
 * `attachment` and whether the entry already has a stored one in `attached`. The browser warns with
 * the server's messages before sending; the server decides the kind from the content again.
 */

const isPdf = (file: File) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name);

/** Adds `attachment` (File or null) and `attached` to a section's create schema, with the spec's file rules. */
export function withPdfFile<S extends z.ZodObject>(schema: S) {
  return schema
    .extend({
      attached: z.boolean().default(false),
      attachment: z.instanceof(File).nullable().default(null),
    })
    .superRefine(
      (value, context) => {
        const { attached, attachment } = value as { attached?: boolean; attachment?: File | null };
        const report = (message: string) =>
          context.addIssue({ code: 'custom', message, path: ['attachment'], input: attachment });
        if (!attachment) {
          if (!attached) report(uploadMessages.attachmentRequired);
        } else if (attachment.size > uploadLimits.attachment) report(uploadMessages.attachmentTooLarge);
        else if (!isPdf(attachment)) report(uploadMessages.notAPdf);
      },
      { when: () => true },
    );
}

/** A file's name without its extension, to fill a file-name field. */
export const baseName = (file: File) => file.name.replace(/\.[A-Za-z0-9]{1,10}$/, '');

/** The PDF input; `onPicked` hears the chosen file (attachments fill fileName from it). */
export function PdfFileField({
  label,
  stored,
  onPicked,
}: {
  label: string;
  /** The stored document's id when editing an entry that has one. */
  stored: string | null;
  onPicked?: (file: File) => void;
}) {
  const { control } = useFormContext();
  return (
    <>
      <Controller
        name="attachment"
        control={control}
        render={({ field, fieldState }) => (
          <FileInput
            label={label}
            placeholder={stored ? 'Keep the current file' : 'Choose a PDF'}
            accept="application/pdf"
            withAsterisk={!stored}
            clearable
            value={(field.value as File | null | undefined) ?? null}
            onChange={(file) => {
              field.onChange(file);
              if (file) onPicked?.(file);
            }}
            error={fieldState.error?.message}
          />
        )}
      />
      {stored && (
        <Text size="sm">
          Current file:{' '}
          <Anchor href={documentUrl(stored)} download>
            Download
          </Anchor>
        </Text>
      )}
    </>
  );
}
