import { z } from 'zod';

/**
 * Uploaded files: the kinds the portal accepts, the limits and the messages the spec fixes
 * (spec 1 §5, spec 2 §5). The server decides a file's kind from its first bytes, never from its
 * name or declared type; the web forms use the same limits and messages to warn before sending.
 */

export const fileKinds = ['pdf', 'png', 'jpeg'] as const;
export type FileKind = (typeof fileKinds)[number];

/** The Content-Type a stored file of each kind is served with. */
export const fileKindMimeTypes: Record<FileKind, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
};

/** The extension a download of each kind gets, whatever the uploaded name said. */
export const fileKindExtensions: Record<FileKind, string> = { pdf: 'pdf', png: 'png', jpeg: 'jpg' };

export const uploadLimits = {
  /** decisions.md "Profile picture limit": one limit, 2,000,000 bytes. */
  profilePicture: 2_000_000,
  /** ID attachment, certifications, institution membership, attachments: 10,000,000 bytes. */
  attachment: 10_000_000,
} as const;

export const uploadMessages = {
  profilePictureRequired: 'Profile Picture is required',
  profilePictureTooLarge: 'Profile Picture should be less than 2MB',
  notAnImage: 'Attachment must be an image',
  attachmentRequired: 'Attachment is required',
  attachmentTooLarge: 'Attachment should be less than 10MB',
  notAPdf: 'Attachment must be a Pdf',
  idNotAPdf: 'Attachment must be a Pdf with both sides',
  /** Not fixed by the spec (facility evidence has only the required and size rules): what the content check says. */
  notEvidence: 'Attachment must be a PDF, PNG or JPEG file',
  /** Not fixed by the spec: a file in a field the form does not have, or more files than it takes. */
  unexpectedFile: 'This form does not take that file.',
  /** Not fixed by the spec: a text field of an upload form longer than the server reads. */
  formTooLarge: 'The upload is too large.',
  /** Not fixed by the spec: a multipart body sent to an address that takes JSON. */
  formNotTaken: 'This address takes JSON, not a form upload.',
  /** Not fixed by the spec: a multipart body the parser cannot read (no boundary, cut short). */
  unreadableForm: 'The form could not be read. Please send it again.',
} as const;

/** What one file field of a form accepts. */
export interface UploadRule {
  /** The kinds accepted, decided from the file's content. */
  kinds: readonly FileKind[];
  /** The largest accepted size in bytes (inclusive). */
  maxBytes: number;
  /** Answered with 413 when the file is larger than maxBytes. */
  tooLarge: string;
  /** Answered with 400 when the content is not one of `kinds`. */
  wrongKind: string;
  /** How many files the field takes; 1 unless said otherwise. */
  maxFiles?: number;
}

/** The profile's file fields (spec 1 §5, spec 2 §5). */
export const uploadRules = {
  profilePicture: {
    kinds: ['png', 'jpeg'],
    maxBytes: uploadLimits.profilePicture,
    tooLarge: uploadMessages.profilePictureTooLarge,
    wrongKind: uploadMessages.notAnImage,
  },
  idAttachment: {
    kinds: ['pdf'],
    maxBytes: uploadLimits.attachment,
    tooLarge: uploadMessages.attachmentTooLarge,
    wrongKind: uploadMessages.idNotAPdf,
  },
  /** Certification files, transcripts, institution membership and profile attachments. */
  pdfAttachment: {
    kinds: ['pdf'],
    maxBytes: uploadLimits.attachment,
    tooLarge: uploadMessages.attachmentTooLarge,
    wrongKind: uploadMessages.notAPdf,
  },
  /** A facility's ownership evidence: a scanned document or a photo. */
  evidence: {
    kinds: ['pdf', 'png', 'jpeg'],
    maxBytes: uploadLimits.attachment,
    tooLarge: uploadMessages.attachmentTooLarge,
    wrongKind: uploadMessages.notEvidence,
  },
} as const satisfies Record<string, UploadRule>;

/** A stored document as other records show it; the file itself is at `documentUrl(id)`. */
export const documentRefSchema = z.object({
  /** Opaque random id. */
  id: z.string(),
  kind: z.enum(fileKinds),
  /** The uploaded name made safe, with the extension of `kind`. */
  name: z.string(),
  size: z.number().int(),
});
export type DocumentRef = z.infer<typeof documentRefSchema>;

/** Where a document downloads (its owner and staff only); `inline` shows it in the browser instead. */
export const documentUrl = (id: string, disposition: 'attachment' | 'inline' = 'attachment'): string =>
  `/api/documents/${encodeURIComponent(id)}${disposition === 'inline' ? '?disposition=inline' : ''}`;
