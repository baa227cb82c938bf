import { randomBytes } from 'node:crypto';
import { applicationIn, userIdOf } from '../features/application-documents/test-support';
import { waiveChecklist } from '../features/applications/test-support';
import { pdfOfSize, scanForm, validDetails } from '../features/licences/test-support';
import { memberWithProfile } from '../features/profile/sections/test-support';
import { createSession } from '../platform/sessions';
import { nowIso } from '../platform/time';
import { DEMO_PASSWORD, demo, type TestApp } from '../test-support/harness';
import type { Caller } from './access-classes';
import { createMatrixEntries, type MatrixEntries } from './matrix-entries';

/** Submitted and decided now; a released one carries the member number it assigned. */
const decidedNow = (memberNo: string | null) => {
  const now = nowIso();
  return { submittedAt: now, decidedAt: now, memberNo };
};

/** Member A's records, which every owner route is called on; B is a member with records of their own. */
export interface MatrixRecords extends MatrixEntries {
  userIdA: number;
  /** A's profile code (PR-…), as the routes that name a profile take it. */
  profileCodeA: string;
  memberNoA: string;
  invoiceNo: string;
  receiptNo: string;
  paymentReference: string;
  /** A's application in Released (letters and certificate) and one in Rejected (the rejection letter). */
  releasedApplicationCode: string;
  rejectedApplicationCode: string;
  cpdCertificateNo: string;
  /** A's upgrade, approved, so both of its documents exist. */
  upgradeCode: string;
  notificationId: number;
  licenceApplicationNo: string;
  firmUserId: number;
  /** A published demo event, for the event routes that read one. */
  eventNo: string;
  /** An account no route of the matrix may damage: updateUser is aimed at it. */
  otherUserId: number;
}

const demoEmailOf: Partial<Record<Caller, string>> = {
  memberA: demo.member,
  memberB: 'submitted@eik.example',
  approver: demo.approver,
  admin: demo.admin,
  superAdmin: demo.superAdmin,
};

/** A fresh address per sign-in, so the per-address login limit never refuses the matrix. */
const freshIp = () => `10.${[1, 2, 3].map(() => randomBytes(1)[0]).join('.')}`;

/** Signs `caller` in again; the firm is made without a password, so it gets a session directly. */
export async function signIn(t: TestApp, caller: Caller, firmUserId: number): Promise<string | undefined> {
  if (caller === 'visitor') return undefined;
  if (caller === 'firm') return (await createSession(t.db, firmUserId, 60)).token;
  const email = demoEmailOf[caller] as string;
  const response = await t.api('POST', '/api/auth/login', {
    body: { email, password: DEMO_PASSWORD },
    ip: freshIp(),
  });
  if (response.statusCode !== 200) throw new Error(`sign-in of ${email}: ${response.body}`);
  return response.json().data.token as string;
}

/** Creates member A's records through the API where it has one, and reads the seeded ones. */
export async function createMatrixRecords(t: TestApp, tokenA: string): Promise<MatrixRecords> {
  const userIdA = await userIdOf(t, demo.member);
  const profile = await t.db
    .selectFrom('profiles')
    .select(['id', 'profile_id', 'member_no'])
    .where('user_id', '=', userIdA)
    .executeTakeFirstOrThrow();
  const [paidInvoice, openInvoice] = await t.db
    .selectFrom('invoices')
    .select('invoice_no')
    .where('user_id', '=', userIdA)
    .orderBy('id')
    .execute();
  const receipt = await t.db
    .selectFrom('receipts')
    .select('receipt_no')
    .where('user_id', '=', userIdA)
    .executeTakeFirstOrThrow();
  if (!paidInvoice || !openInvoice) throw new Error('matrix fixture: the demo member has no invoices');
  const payment = await t.api('POST', '/api/payments', {
    token: tokenA,
    body: { invoiceNo: openInvoice.invoice_no },
  });
  if (payment.statusCode !== 200) throw new Error(`matrix fixture payment: ${payment.body}`);
  const award = await t.db
    .selectFrom('cpd_awards')
    .select('certificate_no')
    .where('user_id', '=', userIdA)
    .executeTakeFirstOrThrow();
  const notification = await t.db
    .insertInto('notifications')
    .values({
      user_id: userIdA,
      title: 'Matrix',
      message: 'Matrix',
      action: null,
      read_at: null,
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const entries = await createMatrixEntries(t, tokenA, profile.id);
  // A licence needs a complete checklist; the matrix is about who may call, not what is missing.
  await waiveChecklist(t, 'CORPORATE');
  const licence = await t.api('POST', '/api/license', {
    token: tokenA,
    body: { ...validDetails, declaration: true },
  });
  if (licence.statusCode !== 200) throw new Error(`matrix fixture licence: ${licence.body}`);
  const licenceApplicationNo = licence.json().data.licenseApplicationNo as string;
  // The signed scan raises the licence fee invoice, which GET license/proforma/:id draws.
  const scan = await t.api('POST', '/api/license/update', {
    token: tokenA,
    body: scanForm(licenceApplicationNo, pdfOfSize(2_000)),
  });
  if (scan.statusCode !== 200) throw new Error(`matrix fixture licence scan: ${scan.body}`);
  await waiveChecklist(t, 'PROFESSIONAL');
  const upgrade = await t.api('POST', '/api/upgrade/submit', {
    token: tokenA,
    body: { toCategory: 'PROFESSIONAL', amount: 0, memberNo: profile.member_no, requestedDate: '' },
  });
  if (upgrade.statusCode !== 200) throw new Error(`matrix fixture upgrade: ${upgrade.body}`);
  const upgradeCode = upgrade.json().data.code as string;
  // Approved, so the acceptance letter exists as well as the report.
  await t.db
    .updateTable('upgrades')
    .set({ status: 'Approved' })
    .where('upgrade_no', '=', upgradeCode)
    .execute();
  await memberWithProfile(t, 'Corporate');
  const firm = await t.db
    .selectFrom('users')
    .select('id')
    .where('type', '=', 'Corporate')
    .where('email', 'like', 'second.member%')
    .executeTakeFirstOrThrow();
  return {
    ...entries,
    userIdA,
    profileCodeA: profile.profile_id,
    memberNoA: profile.member_no as string,
    invoiceNo: openInvoice.invoice_no,
    receiptNo: receipt.receipt_no,
    paymentReference: payment.json().data.reference,
    releasedApplicationCode: (await applicationIn(t, userIdA, 'Released', decidedNow(profile.member_no)))
      .code,
    rejectedApplicationCode: (await applicationIn(t, userIdA, 'Rejected', decidedNow(null))).code,
    cpdCertificateNo: award.certificate_no,
    notificationId: notification.id,
    licenceApplicationNo,
    upgradeCode,
    firmUserId: firm.id,
    otherUserId: await userIdOf(t, demo.applicant),
    eventNo: (
      await t.db
        .selectFrom('events')
        .select('event_no')
        .where('status', '=', 'Published')
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).event_no,
  };
}
