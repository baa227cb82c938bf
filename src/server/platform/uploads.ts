import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { issuePathToField } from '../../contract/common';
import { type FileKind, fileKindExtensions, type UploadRule, uploadMessages } from '../../contract/uploads';
import { AppError, badRequest } from './errors';
import { SNIFF_BYTES, sniffFileKind } from './file-types';
import {
  addValue,
  asUnreadableForm,
  capBody,
  FIELD_LIMITS,
  FORM_OVERHEAD_BYTES,
  readableParts,
} from './multipart';
import { type FileStore, FileTooLargeError, type StoredFile } from './storage';

/** The upload routes' config lives with the multipart reading; the routes import it from here. */
export { streamingUploads } from './multipart';

/** A file an upload stored. */
export interface ReceivedFile {
  /** The form field it came in. */
  field: string;
  /** The file store's key. */
  key: string;
  size: number;
  sha256: string;
  /** Decided from the content. */
  kind: FileKind;
  /** The uploaded name made safe (see safeFileName), with the extension of `kind`. */
  name: string;
}

/** The file fields of a form, each with its rule (contract/uploads.ts `uploadRules`). */
export type UploadRules<Field extends string = string> = Record<Field, UploadRule>;

export interface ReceivedUpload<Field extends string = string> {
  /** Text fields as sent: a string each (an array when a name repeats), for the caller's zod schema. */
  fields: Record<string, unknown>;
  /** Every stored file, in the order received. */
  files: ReceivedFile[];
  /** The file of a one-file field, or undefined when none was sent. */
  file(field: Field): ReceivedFile | undefined;
  /** The files of a field (several when its rule's maxFiles allows). */
  filesOf(field: Field): ReceivedFile[];
  /** Deletes every stored file of this upload (when what should have used them failed). */
  discard(): Promise<void>;
}

class WrongKindError extends Error {}
/** The part had no content at all. */
class EmptyFileError extends Error {}

/**
 * Yields `source` unchanged, after checking its first bytes: throws WrongKindError unless they are
 * one of `allowed`. `onKind` hears the detected kind before any byte is passed on.
 */
async function* sniffed(
  source: AsyncIterable<Uint8Array>,
  allowed: readonly FileKind[],
  onKind: (kind: FileKind) => void,
): AsyncGenerator<Uint8Array> {
  let head = Buffer.alloc(0);
  let decided = false;
  const decide = () => {
    const kind = sniffFileKind(head, allowed);
    if (!kind) throw new WrongKindError();
    onKind(kind);
    decided = true;
  };
  for await (const chunk of source) {
    if (decided) {
      yield chunk;
      continue;
    }
    head = Buffer.concat([head, chunk]);
    if (head.length < SNIFF_BYTES) continue;
    decide();
    yield head;
  }
  if (!decided) {
    if (head.length === 0) throw new EmptyFileError();
    decide();
    yield head;
  }
}

/** Reads a stream to its end; true when it had no bytes at all. */
async function isEmpty(stream: AsyncIterable<Uint8Array>): Promise<boolean> {
  let empty = true;
  for await (const chunk of stream) if (chunk.byteLength > 0) empty = false;
  return empty;
}

const refuse = (status: number, field: string, message: string) =>
  new AppError(status, message, { [field]: message });

/**
 * Reads a multipart/form-data request part by part, streaming each file into `store`:
 * - a file field not in `rules`, or more files in a field than its `maxFiles` (default 1): 400;
 * - a file whose first bytes are not one of its rule's kinds: 400 with the rule's `wrongKind`;
 * - a file larger than its rule's `maxBytes`: 413 with the rule's `tooLarge`, found while it streams;
 * - a file input left empty (no file name and no content, as browsers send it) is skipped.
 * On any failure every file this request already stored is deleted before the error is thrown, and
 * the file being received is never kept. Text fields come back as they are, for the caller to
 * validate (parseUploadFields). The route must set `config: streamingUploads`.
 */
export async function receiveUpload<Field extends string>(
  request: FastifyRequest,
  store: FileStore,
  rules: UploadRules<Field>,
): Promise<ReceivedUpload<Field>> {
  if (!request.routeOptions.config.streamUploads) {
    throw new Error(`${request.routeOptions.url} must set config: streamingUploads to receive uploads`);
  }
  const ruleOf = (field: string): UploadRule | undefined =>
    Object.hasOwn(rules, field) ? rules[field as Field] : undefined;
  const allRules: UploadRule[] = Object.values(rules);
  const largest = Math.max(0, ...allRules.map((rule) => rule.maxBytes));
  const fileCount = allRules.reduce((sum, rule) => sum + (rule.maxFiles ?? 1), 0);

  const fields: Record<string, unknown> = {};
  const files: ReceivedFile[] = [];
  const discard = async () => {
    const stored = files.splice(0);
    await Promise.all(
      stored.map((file) =>
        store.delete(file.key).catch((error: unknown) => {
          request.log.error({ err: error }, 'could not delete an uploaded file');
        }),
      ),
    );
  };

  try {
    // The parser's own file limit sits one byte above the largest rule, so the rule is what refuses.
    const parts = readableParts(
      request.parts({ limits: { ...FIELD_LIMITS, fileSize: largest + 1, files: fileCount + 1 } }),
    );
    capBody(request, bodyLimitOf(allRules));
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated || part.fieldnameTruncated) {
          throw refuse(413, part.fieldname, uploadMessages.formTooLarge);
        }
        addValue(fields, part.fieldname, part.value);
        continue;
      }
      const field = part.fieldname;
      const rule = ruleOf(field);
      if (!rule || files.filter((file) => file.field === field).length >= (rule.maxFiles ?? 1)) {
        // An empty file input the route does not expect is skipped like any empty one.
        if (!part.filename && (await isEmpty(part.file))) continue;
        part.file.destroy();
        throw refuse(400, field, uploadMessages.unexpectedFile);
      }
      let kind: FileKind | undefined;
      let stored: StoredFile;
      try {
        stored = await store.put(
          sniffed(part.file, rule.kinds, (detected) => {
            kind = detected;
          }),
          { maxBytes: rule.maxBytes },
        );
      } catch (error) {
        // An empty file input: browsers send the part with no file name and no content.
        if (error instanceof EmptyFileError && !part.filename) continue;
        if (error instanceof WrongKindError || error instanceof EmptyFileError) {
          throw refuse(400, field, rule.wrongKind);
        }
        if (error instanceof FileTooLargeError) throw refuse(413, field, rule.tooLarge);
        // The parser failed the file's own stream (the body ended inside the file): not the store's fault.
        if (part.file.errored === error) throw asUnreadableForm(error);
        throw error;
      }
      // A part may carry content without any file name (API clients): it gets a neutral name.
      files.push({ field, ...stored, kind: kind!, name: safeFileName(part.filename ?? '', kind!) });
      // Belt and braces: had the parser cut the file short, the stored copy would be incomplete.
      if (part.file.truncated) throw refuse(413, field, rule.tooLarge);
    }
  } catch (error) {
    await discard();
    throw error;
  }

  return {
    fields,
    files,
    file: (field) => files.find((file) => file.field === field),
    filesOf: (field) => files.filter((file) => file.field === field),
    discard,
  };
}

/** The most an upload form may weigh: every file its rules take at their largest, and its fields. */
const bodyLimitOf = (rules: readonly UploadRule[]) =>
  rules.reduce((sum, rule) => sum + rule.maxBytes * (rule.maxFiles ?? 1), FORM_OVERHEAD_BYTES);

/**
 * receiveUpload, then `handler`; when the handler fails (invalid fields, a refused change, a failed
 * transaction) the stored files are deleted before the error goes on. What the handler returns is
 * returned; the files it recorded (e.g. with recordDocuments) stay.
 */
export async function withUpload<Field extends string, T>(
  request: FastifyRequest,
  store: FileStore,
  rules: UploadRules<Field>,
  handler: (upload: ReceivedUpload<Field>) => Promise<T>,
): Promise<T> {
  const upload = await receiveUpload(request, store, rules);
  try {
    return await handler(upload);
  } catch (error) {
    await upload.discard();
    throw error;
  }
}

/**
 * Validates an upload's text fields with a zod schema. A failure is a 400 shaped like a route's
 * schema failure: the first message, and `errors` by field.
 */
export function parseUploadFields<S extends z.ZodType>(
  schema: S,
  fields: Record<string, unknown>,
): z.output<S> {
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    errors[issuePathToField(issue.path)] ??= issue.message;
  }
  throw badRequest(result.error.issues[0]?.message ?? 'Invalid request', errors);
}

/**
 * A file name safe to show and to put in a Content-Disposition header: no folders, no control or
 * reserved characters, at most 100 characters, and the extension of the detected kind (a PNG sent as
 * "scan.pdf" is named "scan.png").
 */
export function safeFileName(uploaded: string, kind: FileKind): string {
  const base = (uploaded.split(/[/\\]/).pop() ?? '')
    .normalize('NFC')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f-\u009f"*:<>?|;`$%]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\.[A-Za-z0-9]{1,10}$/, '')
    .replace(/^[.\s]+/, '')
    .slice(0, 100)
    .trim();
  return `${base || 'document'}.${fileKindExtensions[kind]}`;
}
