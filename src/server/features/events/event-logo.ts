import type { Readable } from 'node:stream';
import { type AdminEvent, EVENT_LOGO_MAX_BYTES, eventMessages } from '../../../contract/events';
import { fileKindMimeTypes, type UploadRule } from '../../../contract/uploads';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { type AuditActor, recordAudit } from '../../platform/audit';
import { AppError, notFound } from '../../platform/errors';
import { type PolicyContext, roleOf } from '../../platform/policies';
import { nowIso } from '../../platform/time';
import type { ReceivedUpload } from '../../platform/uploads';
import { deleteStoredFiles, recordDocuments } from '../documents/public';
import { adminEventOf, findEventByNo } from './event-queries';
import { assertEditable } from './save-event';

/** The multipart file field of POST admin/events/{no}/logo. */
export const LOGO_FIELD = 'file';

export const eventLogoRule: UploadRule = {
  kinds: ['png', 'jpeg'],
  maxBytes: EVENT_LOGO_MAX_BYTES,
  tooLarge: eventMessages.logoTooLarge,
  wrongKind: eventMessages.logoType,
};

/**
 * POST admin/events/{no}/logo: the image (already checked by content and size while it streamed)
 * becomes a document and the event's logo; the logo it replaces is removed once this is committed.
 */
export async function uploadEventLogo(
  context: AppContext,
  staff: AuditActor,
  eventNo: string,
  upload: ReceivedUpload<typeof LOGO_FIELD>,
): Promise<AdminEvent> {
  const { db } = context;
  const file = upload.file(LOGO_FIELD);
  if (!file) throw new AppError(400, eventMessages.logoType, { [LOGO_FIELD]: eventMessages.logoType });
  const event = await findEventByNo(db, eventNo);
  assertEditable(event);
  const { row, replacedKeys } = await db.transaction().execute(async (trx) => {
    const [document] = await recordDocuments(trx, staff.actorId, [file]);
    const updated = await trx
      .updateTable('events')
      .set({ logo_document_id: document!.id, updated_at: nowIso() })
      .where('id', '=', event.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const replaced = event.logo_document_id
      ? await trx
          .deleteFrom('documents')
          .where('id', '=', event.logo_document_id)
          .returning('storage_key')
          .execute()
      : [];
    await recordAudit(trx, {
      actor: staff,
      action: 'event.logo',
      subjectType: 'event',
      subjectId: eventNo,
      details: { document: document!.id, size: file.size },
    });
    return { row: updated, replacedKeys: replaced.map((entry) => entry.storage_key) };
  });
  await deleteStoredFiles(context.files, replacedKeys);
  return adminEventOf(db, row);
}

export interface EventLogo {
  stream: Readable;
  size: number;
  contentType: string;
  /** Anyone may keep a published event's logo; a draft's is for the staff member looking at it. */
  cacheControl: string;
}

/**
 * GET events/{no}/logo: public for published events (the members' list shows it); staff also see
 * the logo of a draft or cancelled event in the editor. Anything else is 404.
 */
export async function openEventLogo(
  context: AppContext,
  reader: UserRow | undefined,
  eventNo: string,
  policy: PolicyContext,
): Promise<EventLogo> {
  const event = await findEventByNo(context.db, eventNo);
  const staff = ['admin', 'super-admin'].includes(roleOf(reader, policy));
  if (!event.logo_document_id || (event.status !== 'Published' && !staff)) throw notFound();
  const document = await context.db
    .selectFrom('documents')
    .select(['kind', 'storage_key'])
    .where('id', '=', event.logo_document_id)
    .executeTakeFirstOrThrow();
  const file = await context.files.get(document.storage_key);
  if (!file) throw new Error(`event ${eventNo}: its logo file is missing from the store`);
  return {
    stream: file.stream,
    size: file.size,
    contentType: fileKindMimeTypes[document.kind],
    cacheControl: event.status === 'Published' ? 'public, max-age=86400' : 'private, no-store',
  };
}
