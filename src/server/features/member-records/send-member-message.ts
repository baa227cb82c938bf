import type { z } from 'zod';
import { type memberMessageRequestSchema, memberRecordMessages } from '../../../contract/member-records';
import type { AppContext } from '../../context';
import { type AuditActor, recordAudit } from '../../platform/audit';
import { badRequest } from '../../platform/errors';
import { sendNotice } from '../access/public';
import { findMember } from './find-member';

/**
 * POST admin/members/{memberNo}/messages: admins write to the member, by e-mail to the address the
 * register holds or by SMS to its phone, through the outbox like every message the portal sends
 * (so it is retried, and listed in the message log and on the member page). Never to a contact
 * typed in the moment: the register's are the member's (decisions.md "The member register ...").
 */
export async function sendMemberMessage(
  context: AppContext,
  actor: AuditActor,
  memberNo: string,
  message: z.output<typeof memberMessageRequestSchema>,
): Promise<{ recipient: string }> {
  return context.db.transaction().execute(async (trx) => {
    const member = await findMember(trx, memberNo);
    const recipient = message.channel === 'email' ? member.email : member.phone;
    if (!recipient)
      throw badRequest(
        message.channel === 'email' ? memberRecordMessages.noEmail : memberRecordMessages.noPhone,
      );
    const inTransaction = { ...context, db: trx };
    if (message.channel === 'email') {
      const paragraphs = message.text
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean);
      // No "if you did not ask for this" footer: the body wrote to the member on purpose.
      await sendNotice(inTransaction, { email: recipient }, message.subject, paragraphs, '', undefined, '');
    } else {
      await sendNotice(inTransaction, { phone: recipient }, '', [], message.text);
    }
    await recordAudit(trx, {
      actor,
      action: 'member.message-sent',
      subjectType: 'member_register',
      subjectId: member.member_no,
      details: { channel: message.channel, recipient, subject: message.subject || null },
    });
    return { recipient };
  });
}
