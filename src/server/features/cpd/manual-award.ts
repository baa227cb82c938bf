import { type CpdAward, cpdMessages, type ManualAward } from '../../../contract/cpd';
import type { AppContext } from '../../context';
import { type AuditActor, recordAudit } from '../../platform/audit';
import { isUniqueViolation, notFound } from '../../platform/errors';
import { nowIso } from '../../platform/time';
import type { NewAward, OnAwarded } from './award-attendance';
import { newCertificateNo } from './certificate-numbers';
import { holderOfMemberNo, toCpdAward } from './cpd-records';

/**
 * POST admin/cpd/awards: points recorded by hand for a member of the register (an outside course,
 * a paper…), with a certificate number of their own like any attendance award.
 */
export async function recordManualAward(
  context: Pick<AppContext, 'db'>,
  actor: AuditActor | null,
  input: ManualAward,
  onAwarded?: OnAwarded,
): Promise<CpdAward> {
  const { db } = context;
  const holder = await holderOfMemberNo(db, input.memberNo);
  if (!holder) throw notFound(cpdMessages.memberNotFound);
  const period = Number(input.eventDate.slice(0, 4));
  for (let attempt = 1; ; attempt++) {
    const award: NewAward = {
      certificate_no: newCertificateNo(period),
      user_id: holder.userId,
      member_no: holder.memberNo,
      event_id: null,
      booking_id: null,
      description: input.description,
      provider: input.provider,
      location: input.location,
      event_date: input.eventDate,
      end_date: input.endDate,
      points: input.points,
      period,
      source: 'MANUAL',
      awarded_by: actor?.actorId ?? null,
      created_at: nowIso(),
    };
    try {
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('cpd_awards').values(award).execute();
        await recordAudit(trx, {
          actor,
          action: 'cpd.manual-award',
          subjectType: 'cpd-award',
          subjectId: award.certificate_no,
          details: { memberNo: holder.memberNo, points: award.points },
        });
        await onAwarded?.(trx, award);
      });
      return toCpdAward({
        ...award,
        id: 0,
        event_no: null,
        awarded_by: actor?.actorId ?? null,
        member_no: holder.memberNo,
        event_id: null,
        booking_id: null,
      });
    } catch (error) {
      // Only the random certificate number can clash; draw another.
      if (!isUniqueViolation(error) || attempt >= 5) throw error;
    }
  }
}
