import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { memberInvoiceRequestSchema } from '../../../contract/member-records';
import { centsOf, vatIncludedIn } from '../../../contract/money';
import { todayIso } from '../../../contract/profile-sections/fields';
import type { Db } from '../../db/database';
import { type AuditActor, recordAudit } from '../../platform/audit';
import { raiseInvoice } from '../billing/public';
import { findMember } from './find-member';

/**
 * POST admin/members/{memberNo}/invoices: admins bill the member record a one-off charge (a
 * replacement certificate, a penalty), quoted including VAT like every charge. It bills the record
 * and its account if it has one, so the member sees and pays it in the portal once they sign in.
 * Each request is its own invoice: the page asks before sending, and the audit log names who raised it.
 */
export async function raiseMemberInvoice(
  db: Db,
  actor: AuditActor,
  memberNo: string,
  request: z.output<typeof memberInvoiceRequestSchema>,
): Promise<{ invoiceNo: string }> {
  return db.transaction().execute(async (trx) => {
    const member = await findMember(trx, memberNo);
    const cents = centsOf(request.amount);
    const invoice = await raiseInvoice(trx, {
      userId: member.user_id,
      memberId: member.id,
      source: 'OTHER',
      sourceRef: `STAFF-${randomBytes(6).toString('hex').toUpperCase()}`,
      description: request.description,
      lines: [
        { description: request.description, quantity: 1, unitCents: cents, vatCents: vatIncludedIn(cents) },
      ],
      documentDate: todayIso(),
      dueDate: request.dueDate,
    });
    await recordAudit(trx, {
      actor,
      action: 'member.invoice-raised',
      subjectType: 'member_register',
      subjectId: member.member_no,
      details: {
        invoiceNo: invoice.invoice_no,
        description: request.description,
        amount: request.amount,
        dueDate: request.dueDate,
      },
    });
    return { invoiceNo: invoice.invoice_no };
  });
}
