import { Anchor, FileInput, Text } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { z } from 'zod';
import { isOneOf } from '../../../../contract/file-signatures';
import { documentUrl, type FileKind, uploadLimits, uploadMessages } from '../../../../contract/uploads';
import { checkWhenPicked, chosenFile } from '../../../lib/file-kind';

/**
 * The PDF of a section with files (README "Sections with files"): the form keeps the chosen File in
 * `attachment` and whether the entry already has a stored one in `attached`. The browser warns with
 * the server's messages when a file is picked (its kind read from its first bytes, as the server
 * does); the server decides the kind from the content again.
 */

/** What the browser checks of a section's file before sending (the server checks the content again). */
export interface WebFileRule<Field extends string> {
  /** The form (and multipart) field that carries the File. */
  field: Field;
  accept: string;
  /** The kinds accepted, decided from the content (contract/file-signatures.ts). */
  kinds: readonly FileKind[];
  wrongKind: string;
  choose: string;
}

/** The PDF of certifications, institution memberships and attachments. */
export const pdfFileRule: WebFileRule<'attachment'> = {
  field: 'attachment',
  accept: 'application/pdf',
  kinds: ['pdf'],
  wrongKind: uploadMessages.notAPdf,
  choose: 'Choose a PDF',
};

/** A facility's ownership evidence: a PDF, PNG or JPEG (contract/uploads.ts `evidence`). */
export const evidenceFileRule: WebFileRule<'ownership'> = {
  field: 'ownership',
  accept: 'application/pdf,image/png,image/jpeg',
  kinds: ['pdf', 'png', 'jpeg'],
  wrongKind: uploadMessages.notEvidence,
  choose: 'Choose a file',
};

type FileShape<Field extends string> = { attached: z.ZodDefault<z.ZodBoolean> } & Record<
  Field,
  z.ZodDefault<z.ZodNullable<z.ZodCustom<File, File>>>
>;

/** Adds the File (or null) and `attached` to a section's create schema, with the spec's file rules. */
export function withFile<S extends z.ZodObject, Field extends string>(schema: S, rule: WebFileRule<Field>) {
  const shape = {
    attached: z.boolean().default(false),
    [rule.field]: z.instanceof(File).nullable().default(null),
  } as FileShape<Field>;
  return schema.extend(shape).superRefine(
    (value, context) => {
      const attached = (value as { attached?: boolean }).attached;
      const file = (value as Record<string, unknown>)[rule.field] as File | null | undefined;
      const report = (message: string) =>
        context.addIssue({ code: 'custom', message, path: [rule.field], input: file });
      if (!file) {
        if (!attached) report(uploadMessages.attachmentRequired);
      } else if (file.size > uploadLimits.attachment) report(uploadMessages.attachmentTooLarge);
      else if (!isOneOf(chosenFile(file), rule.kinds)) report(rule.wrongKind);
    },
    { when: () => true },
  );
}

/** Adds `attachment` (a PDF File or null) and `attached` to a section's create schema. */
export const withPdfFile = <S extends z.ZodObject>(schema: S) => withFile(schema, pdfFileRule);

/** A file's name without its extension, to fill a file-name field. */
export const baseName = (file: File) => file.name.replace(/\.[A-Za-z0-9]{1,10}$/, '');

/** A section's file input with a link to the stored file; `onPicked` hears the chosen file. */
export function SectionFileField<Field extends string>({
  rule,
  label,
  stored,
  onPicked,
}: {
  rule: WebFileRule<Field>;
  label: string;
  /** The stored document's id when editing an entry that has one. */
  stored: string | null;
  onPicked?: (file: File) => void;
}) {
  const { control, trigger } = useFormContext();
  return (
    <>
      <Controller
        name={rule.field}
        control={control}
        render={({ field, fieldState }) => (
          <FileInput
            label={label}
            placeholder={stored ? 'Keep the current file' : rule.choose}
            accept={rule.accept}
            withAsterisk={!stored}
            clearable
            value={(field.value as File | null | undefined) ?? null}
            onChange={(file) => {
              field.onChange(file);
              if (file) onPicked?.(file);
              checkWhenPicked(file, () => trigger(rule.field));
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

/** The PDF input of certifications, institution memberships and attachments. */
export const PdfFileField = (props: {
  label: string;
  stored: string | null;
  onPicked?: (file: File) => void;
}) => <SectionFileField rule={pdfFileRule} {...props} />;
