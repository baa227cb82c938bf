import type { Generated } from 'kysely';

/** A transcript of a Foreign certification (migration 0012): its description and its PDF's document. */
export interface ProfileCertificationTranscriptsTable {
  id: Generated<number>;
  /** profile_certifications.id; the transcript goes with its certification. */
  certification_id: number;
  description: string;
  /** documents.id of the PDF, owned by the profile's user. */
  document_id: string;
  created_at: string;
}
