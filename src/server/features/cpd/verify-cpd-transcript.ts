import { cpdTranscriptMessages, isCpdTranscriptNo } from '../../../contract/cpd-compliance';
import type { CpdTranscriptVerification } from '../../../contract/cpd-compliance-schemas';
import type { AppContext } from '../../context';
import { notFound } from '../../platform/errors';
import { issuerOf } from '../../platform/pdf/issuer';
import { consumeRateLimit } from '../../platform/rate-limit';

/**
 * GET cpd-transcript-verify/{transcriptNo} (public; the transcript's QR code opens it): the number,
 * member, period and totals as the transcript said them when issued. The random number is the
 * secret, guessing slowed by the per-address limit of the paper checks; nothing private leaves.
 */
export async function verifyCpdTranscript(
  context: AppContext,
  transcriptNo: string,
  clientIp: string,
): Promise<CpdTranscriptVerification> {
  const { db } = context;
  await consumeRateLimit(db, 'cpdCertificateChecksPerAddress', clientIp);
  const number = transcriptNo.trim().toUpperCase();
  const row = isCpdTranscriptNo(number)
    ? await db
        .selectFrom('cpd_transcripts')
        .selectAll()
        .where('transcript_no', '=', number)
        .executeTakeFirst()
    : undefined;
  if (!row) throw notFound(cpdTranscriptMessages.notFound);
  return {
    transcriptNo: row.transcript_no,
    memberName: row.member_name,
    memberNo: row.member_no,
    fromYear: row.from_year,
    toYear: row.to_year,
    totalPoints: Number(row.total_points),
    structuredPoints: Number(row.structured_points),
    issuedOn: row.issued_at,
    issuer: (await issuerOf(db)).name,
  };
}
