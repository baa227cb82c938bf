import type { Kysely } from 'kysely';
import {
  type CertificationEntry,
  type CertificationTranscript,
  MAX_TRANSCRIPTS,
  sectionMessages,
} from '../../../../contract/profile-sections';
import type { AppContext } from '../../../context';
import type { Database } from '../../../db/schema';
import { conflict, notFound } from '../../../platform/errors';
import { nowIso } from '../../../platform/time';
import type { ReceivedFile } from '../../../platform/uploads';
import { forgetDocuments, recordDocuments } from '../../documents/public';
import { lockProfile } from './entries';
import { deleteReplacedFiles } from './entry-documents';
import type { HeldRecords } from './section';

/**
 * The transcripts of Foreign certifications (spec 2 §2.4): a description and a PDF each, in
 * profile_certification_transcripts (migration 0012). Each PDF is recorded as the user's document, so
 * it downloads at documentUrl(id) for its owner (and staff) only. The certification's own entry number
 * names the entry; someone else's entry, or a transcript of another entry, reads as absent (404).
 */

interface CertificationRow {
  id: number;
  category: string;
}

/** The transcripts of some certification rows, each list in the order added. */
async function transcriptsOf(
  db: Kysely<Database>,
  certificationIds: number[],
): Promise<Map<number, CertificationTranscript[]>> {
  const byCertification = new Map<number, CertificationTranscript[]>();
  if (certificationIds.length === 0) return byCertification;
  const rows = await db
    .selectFrom('profile_certification_transcripts')
    .select(['id', 'certification_id', 'description', 'document_id'])
    .where('certification_id', 'in', certificationIds)
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const list = byCertification.get(row.certification_id) ?? [];
    list.push({ id: row.id, description: row.description, attachment: row.document_id });
    byCertification.set(row.certification_id, list);
  }
  return byCertification;
}

/**
 * The certifications section's held records: the answered entries carry their transcripts (Foreign
 * entries only; a Foreign entry with transcripts cannot become Local), and removing an entry forgets
 * the transcripts' documents.
 */
export const certificationTranscripts: HeldRecords<CertificationRow, CertificationEntry> = {
  async entries(db, rows, entries) {
    const held = await transcriptsOf(
      db,
      rows.filter((row) => row.category === 'Foreign').map((row) => row.id),
    );
    return entries.map((entry, index) => ({ ...entry, transcripts: held.get(rows[index]!.id) ?? [] }));
  },
  async documentIds(db, row) {
    const rows = await db
      .selectFrom('profile_certification_transcripts')
      .select('document_id')
      .where('certification_id', '=', row.id)
      .execute();
    return rows.map((transcript) => transcript.document_id);
  },
};

/** Whether a profile's certification has transcripts (it may then not become Local). */
export async function hasTranscripts(db: Kysely<Database>, profileRowId: number, entryNo: number) {
  const found = await db
    .selectFrom('profile_certification_transcripts')
    .innerJoin(
      'profile_certifications',
      'profile_certifications.id',
      'profile_certification_transcripts.certification_id',
    )
    .select('profile_certification_transcripts.id')
    .where('profile_certifications.profile_id', '=', profileRowId)
    .where('profile_certifications.entry_no', '=', entryNo)
    .limit(1)
    .executeTakeFirst();
  return found !== undefined;
}

/** The caller's certification with this entry number, in a write that has locked the profile; else 404. */
async function ownCertification(
  db: Kysely<Database>,
  userId: number,
  entryNo: number,
): Promise<CertificationRow> {
  const profileRowId = await lockProfile(db, userId);
  const row = await db
    .selectFrom('profile_certifications')
    .select(['id', 'category'])
    .where('profile_id', '=', profileRowId)
    .where('entry_no', '=', entryNo)
    .executeTakeFirst();
  if (!row) throw notFound(sectionMessages.entryNotFound);
  return row;
}

/**
 * POST /api/profile/certification/transcripts: adds a transcript to one of the caller's Foreign
 * certifications (409 for a Local one). The file is already stored; it becomes the user's document in
 * the same transaction, so a refused request leaves no document (the route deletes the file).
 */
export async function addTranscript(
  context: AppContext,
  userId: number,
  input: { EntryNo: number; description: string },
  file: ReceivedFile,
): Promise<CertificationTranscript> {
  return context.db.transaction().execute(async (trx) => {
    const certification = await ownCertification(trx, userId, input.EntryNo);
    if (certification.category !== 'Foreign') throw conflict(sectionMessages.transcriptsForeignOnly);
    const held = await trx
      .selectFrom('profile_certification_transcripts')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('certification_id', '=', certification.id)
      .executeTakeFirstOrThrow();
    // A bound on what one qualification may store: its transcripts are a handful of documents.
    if (Number(held.count) >= MAX_TRANSCRIPTS) throw conflict(sectionMessages.transcriptsLimit);
    const [document] = await recordDocuments(trx, userId, [file]);
    const row = await trx
      .insertInto('profile_certification_transcripts')
      .values({
        certification_id: certification.id,
        description: input.description,
        document_id: document!.id,
        created_at: nowIso(),
      })
      .returning(['id', 'description', 'document_id'])
      .executeTakeFirstOrThrow();
    return { id: row.id, description: row.description, attachment: row.document_id };
  });
}

/**
 * POST /api/profile/certification/transcripts/remove: deletes one transcript of one of the caller's
 * certifications and forgets its document; the file is deleted once that has committed.
 */
export async function removeTranscript(
  context: AppContext,
  userId: number,
  input: { EntryNo: number; transcriptId: number },
): Promise<void> {
  const forgotten = await context.db.transaction().execute(async (trx) => {
    const certification = await ownCertification(trx, userId, input.EntryNo);
    const transcript = await trx
      .deleteFrom('profile_certification_transcripts')
      .where('id', '=', input.transcriptId)
      .where('certification_id', '=', certification.id)
      .returning('document_id')
      .executeTakeFirst();
    if (!transcript) throw notFound(sectionMessages.transcriptNotFound);
    return forgetDocuments(trx, userId, [transcript.document_id]);
  });
  await deleteReplacedFiles(context.files, forgotten);
}
