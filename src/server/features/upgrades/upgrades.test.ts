import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewDecisionMessages } from '../../../contract/review-decisions';
import { type Upgrade, upgradeActions, upgradeMessages } from '../../../contract/upgrades';
import { demo, startTestApp, type TestApp } from '../../test-support/harness';
import { newApplicant, waiveChecklist } from '../applications/test-support';
import { newMember, payUpgradeFee, type TestMember } from './test-support';

let t: TestApp;
let approver: string;

beforeAll(async () => {
  t = await startTestApp();
  approver = await t.login(demo.approver);
  await waiveChecklist(t, 'PROFESSIONAL');
  await waiveChecklist(t, 'TECHNOLOGIST');
});
afterAll(async () => {
  await t?.close();
});

const submit = (member: { token: string }, body: Record<string, unknown>) =>
  t.api('POST', '/api/upgrade/submit', { token: member.token, body });

async function submitted(member: TestMember, toCategory = 'PROFESSIONAL'): Promise<Upgrade> {
  const response = await submit(member, {
    toCategory,
    amount: 0,
    memberNo: member.memberNo,
    requestedDate: '',
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}
const move = (code: string, action: string, comment = '', hiddenFromApplicant = false, token = approver) =>
  t.api('POST', `/api/review/upgrades/${code}/transition`, {
    token,
    body: { action, comment, hiddenFromApplicant },
  });
async function myUpgrade(member: TestMember, code: string): Promise<Upgrade> {
  const response = await t.api('GET', '/api/upgrade', { token: member.token });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as Upgrade[]).find((upgrade) => upgrade.code === code) as Upgrade;
}
const document = (member: { token: string }, kind: string, code: string) =>
  t.api('POST', `/api/upgrade/${kind}`, { token: member.token, body: { code } });

describe('upgrade plans', () => {
  it('offers the higher categories with an UPGRADE charge, at that charge, lowest rank first', async () => {
    const member = await newMember(t, 'CORPORATE');
    const response = await t.api('GET', '/api/upgrade/plans', { token: member.token });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual([
      { ToCategory: 'PROFESSIONAL', ToCategoryDescription: 'Professional Engineer', Amount: 11000 },
      { ToCategory: 'CONSULTING', ToCategoryDescription: 'Consulting Engineer', Amount: 100000 },
      { ToCategory: 'FELLOW', ToCategoryDescription: 'Fellow', Amount: 15000 },
    ]);
  });

  it('never offers a category of the same or a lower rank', async () => {
    const technician = await newMember(t, 'TECHNICIAN');
    const plans = (await t.api('GET', '/api/upgrade/plans', { token: technician.token })).json().data;
    const offered = plans.map((plan: { ToCategory: string }) => plan.ToCategory);
    expect(offered).not.toContain('TECHNOLOGIST');
    expect(offered).not.toContain('GRADUATE');
    expect(offered).toContain('CORPORATE');
  });

  it('offers nothing above the highest category, so both plan pages show none', async () => {
    const fellow = await newMember(t, 'FELLOW');
    const response = await t.api('GET', '/api/upgrade/plans', { token: fellow.token });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual([]);
  });

  it('refuses a signed-in person without a member number (403)', async () => {
    const applicant = await newApplicant(t, 'GRADUATE');
    const response = await t.api('GET', '/api/upgrade/plans', { token: applicant.token });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(upgradeMessages.notMember);
  });
});

describe('submitting an upgrade', () => {
  it('refuses non-members (403), a category that is not a plan (400) and an incomplete checklist (400)', async () => {
    const applicant = await newApplicant(t, 'GRADUATE');
    expect((await submit(applicant, { toCategory: 'PROFESSIONAL' })).statusCode).toBe(403);
    const member = await newMember(t, 'CORPORATE');
    for (const toCategory of ['GRADUATE', 'CORPORATE', 'FIRM', 'NOPE']) {
      const response = await submit(member, { toCategory });
      expect(response.statusCode, toCategory).toBe(400);
      expect(response.json().message).toBe(upgradeMessages.notAPlan);
    }
    const incomplete = await submit(member, { toCategory: 'CONSULTING' });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().message).toBe(upgradeMessages.checklistIncomplete);
    expect((await t.api('GET', '/api/upgrade', { token: member.token })).json().data).toEqual([]);
  });

  it('opens the upgrade and raises the invoice at the plan charge, whatever amount the browser sent', async () => {
    const member = await newMember(t, 'CORPORATE');
    const upgrade = await submitted(member);
    expect(upgrade).toMatchObject({
      fromCategory: 'CORPORATE',
      toCategory: 'PROFESSIONAL',
      toCategoryName: 'Professional Engineer',
      amount: 11000,
      status: 'Open',
      subsPeriod: new Date().getUTCFullYear(),
      postedReceiptNo: null,
      membershipComments: [],
    });
    expect(upgrade.code).toMatch(/^UPG\d{6}$/);
    const invoice = await t.db
      .selectFrom('invoices')
      .select(['invoice_no', 'total_cents'])
      .where('source_type', '=', 'UPGRADE')
      .where('source_ref', '=', upgrade.code)
      .executeTakeFirstOrThrow();
    expect(invoice.total_cents).toBe(1_100_000);
    expect(upgrade.proFormaRef).toBe(invoice.invoice_no);
    const notice = await t.db
      .selectFrom('notifications')
      .select('title')
      .where('user_id', '=', member.userId)
      .executeTakeFirst();
    expect(notice?.title).toBe(`Upgrade ${upgrade.code} submitted`);
  });

  it('allows one upgrade waiting for a decision at a time (409)', async () => {
    const member = await newMember(t, 'GRADUATE');
    await submitted(member, 'TECHNOLOGIST');
    const second = await submit(member, { toCategory: 'PROFESSIONAL' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(upgradeMessages.alreadyPending);
    const racer = await newMember(t, 'CORPORATE');
    const raced = await Promise.all([1, 2, 3].map(() => submit(racer, { toCategory: 'PROFESSIONAL' })));
    expect(raced.map((response) => response.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it('shows the receipt once the fee is paid', async () => {
    const member = await newMember(t, 'CORPORATE');
    const upgrade = await submitted(member);
    const receiptNo = await payUpgradeFee(t, member, upgrade.code);
    expect((await myUpgrade(member, upgrade.code)).postedReceiptNo).toBe(receiptNo);
  });
});

describe('the list actions (spec 3 §2.3)', () => {
  const base: Upgrade = {
    code: 'UPG000001',
    fromCategory: 'CORPORATE',
    toCategory: 'PROFESSIONAL',
    fromCategoryName: 'Corporate Member',
    toCategoryName: 'Professional Engineer',
    amount: 11000,
    subsPeriod: 2026,
    status: 'Open',
    membershipComments: [],
    postedReceiptNo: null,
    proFormaRef: null,
    ProfileID: null,
  };
  const comment = {
    displayName: 'Amina',
    commentDate: '2026-01-01',
    comment: 'ok',
    hiddenFromApplicant: false as const,
  };
  const cases: [string, Partial<Upgrade>, Partial<ReturnType<typeof upgradeActions>>][] = [
    ['nothing billed', {}, { receipt: false, proforma: false, payNow: false, report: true }],
    ['billed, unpaid', { proFormaRef: 'INV1' }, { proforma: true, payNow: true, receipt: false }],
    ['paid', { proFormaRef: 'INV1', postedReceiptNo: 'RCT1' }, { receipt: true, payNow: false }],
    ['rejected, unpaid', { proFormaRef: 'INV1', status: 'Rejected' }, { payNow: false }],
    ['Approved', { status: 'Approved' }, { acceptanceLetter: true, comments: true, commentsEnabled: false }],
    ['Committee Review', { status: 'Committee Review' }, { acceptanceLetter: false, comments: true }],
    ['New', { status: 'New', membershipComments: [comment] }, { comments: false }],
    ['Released', { status: 'Released', membershipComments: [comment] }, { comments: false }],
    ['Open', { status: 'Open', membershipComments: [comment] }, { comments: false }],
    [
      'Rejected with a comment',
      { status: 'Rejected', membershipComments: [comment] },
      { comments: true, commentsEnabled: true },
    ],
  ];
  it.each(cases)('%s', (_name, changes, expected) => {
    expect(upgradeActions({ ...base, ...changes })).toMatchObject(expected);
  });
});

describe('the review of upgrades', () => {
  it('refuses members (403) and visitors (401)', async () => {
    const member = await newMember(t, 'CORPORATE');
    const upgrade = await submitted(member);
    for (const [method, url] of [
      ['GET', '/api/review/upgrades'],
      ['GET', `/api/review/upgrades/${upgrade.code}`],
      ['POST', `/api/review/upgrades/${upgrade.code}/transition`],
    ] as const) {
      const body = method === 'POST' ? { action: 'advance' } : undefined;
      expect((await t.api(method, url, { token: member.token, body })).statusCode, url).toBe(403);
      expect((await t.api(method, url, { body })).statusCode, url).toBe(401);
    }
    expect((await myUpgrade(member, upgrade.code)).status).toBe('Open');
  });

  it('refuses steps the state machine does not allow, and committee review before payment (409)', async () => {
    const member = await newMember(t, 'CORPORATE');
    const upgrade = await submitted(member);
    expect((await move(upgrade.code, 'approve')).statusCode).toBe(409);
    const unpaid = await move(upgrade.code, 'advance');
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().message).toBe(upgradeMessages.notPaid);
    await payUpgradeFee(t, member, upgrade.code);
    expect((await move(upgrade.code, 'advance')).statusCode).toBe(200);
    expect((await move(upgrade.code, 'advance')).statusCode).toBe(409);
    expect((await move('UPG999999', 'advance')).statusCode).toBe(404);
  });

  it('rejects from Open (unpaid) and from Committee Review, only with a reason', async () => {
    const member = await newMember(t, 'CORPORATE');
    const unpaid = await submitted(member);
    const bare = await move(unpaid.code, 'reject');
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toBe(reviewDecisionMessages.rejectReasonRequired);
    expect((await myUpgrade(member, unpaid.code)).status).toBe('Open');
    const rejected = await move(unpaid.code, 'reject', 'The fee was never paid.');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data).toMatchObject({ status: 'Rejected', allowedActions: [] });
    // The member may apply again once the rejected one is closed.
    const again = await submitted(member);
    await payUpgradeFee(t, member, again.code);
    expect((await move(again.code, 'advance')).statusCode).toBe(200);
    expect((await move(again.code, 'reject', 'Not enough experience yet.')).statusCode).toBe(200);
    expect((await myUpgrade(member, again.code)).status).toBe('Rejected');
  });

  it('refuses approval while the checklist of the new category fails, unless an override is given', async () => {
    const member = await newMember(t, 'CORPORATE');
    const upgrade = await submitted(member);
    await payUpgradeFee(t, member, upgrade.code);
    expect((await move(upgrade.code, 'advance')).statusCode).toBe(200);
    await t.db
      .updateTable('checklist_rules')
      .set({ active: 1 })
      .where('category_code', '=', 'PROFESSIONAL')
      .execute();
    try {
      const detail = (await t.api('GET', `/api/review/upgrades/${upgrade.code}`, { token: approver })).json()
        .data;
      const failing = detail.checklist
        .filter((item: { pass: boolean }) => !item.pass)
        .map((item: { description: string }) => item.description);
      expect(failing.length).toBeGreaterThan(0);
      const refused = await move(upgrade.code, 'approve', 'Welcome up');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(reviewDecisionMessages.checklistFailing(failing));
      expect((await myUpgrade(member, upgrade.code)).status).toBe('Committee Review');
      const user = t.db.selectFrom('users').select('category').where('id', '=', member.userId);
      expect((await user.executeTakeFirst())?.category).toBe('CORPORATE');

      const approved = await t.api('POST', `/api/review/upgrades/${upgrade.code}/transition`, {
        token: approver,
        body: { action: 'approve', comment: 'Welcome up', checklistOverride: 'CPD record checked by hand.' },
      });
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json().data.comments).toContainEqual(
        expect.objectContaining({
          comment: reviewDecisionMessages.overrideComment(failing, 'CPD record checked by hand.'),
          hiddenFromApplicant: true,
        }),
      );
      const audit = await t.db
        .selectFrom('audit_log')
        .select('details')
        .where('subject_id', '=', upgrade.code)
        .where('action', '=', 'upgrade.approve')
        .executeTakeFirstOrThrow();
      expect(JSON.parse(audit.details ?? '{}').checklistOverride).toEqual({
        reason: 'CPD record checked by hand.',
        failing,
      });
      expect(JSON.stringify(await myUpgrade(member, upgrade.code))).not.toContain('CPD record checked');
    } finally {
      await waiveChecklist(t, 'PROFESSIONAL');
    }
  });

  it("approval changes the member's category everywhere, notifies, audits and issues the letter", async () => {
    const member = await newMember(t, 'CORPORATE');
    const upgrade = await submitted(member);
    expect((await document(member, 'acceptance-letter', upgrade.code)).statusCode).toBe(404);
    await payUpgradeFee(t, member, upgrade.code);
    expect((await move(upgrade.code, 'advance')).statusCode).toBe(200);
    const approved = await move(upgrade.code, 'approve', 'Welcome up');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'Approved', allowedActions: [] });
    const user = await t.db
      .selectFrom('users')
      .select('category')
      .where('id', '=', member.userId)
      .executeTakeFirst();
    expect(user?.category).toBe('PROFESSIONAL');
    const register = await t.db
      .selectFrom('member_register')
      .select('category')
      .where('member_no', '=', member.memberNo)
      .executeTakeFirst();
    expect(register?.category).toBe('PROFESSIONAL');
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('subject_id', '=', upgrade.code)
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['upgrade.advance', 'upgrade.approve']);
    const notices = await t.db
      .selectFrom('notifications')
      .select('title')
      .where('user_id', '=', member.userId)
      .execute();
    expect(notices.map((row) => row.title)).toContain(`Upgrade ${upgrade.code} approved`);
    const letter = await document(member, 'acceptance-letter', upgrade.code);
    expect(letter.statusCode).toBe(200);
    expect(Buffer.from(letter.json().data[0], 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    const plans = (await t.api('GET', '/api/upgrade/plans', { token: member.token })).json().data;
    expect(plans.map((plan: { ToCategory: string }) => plan.ToCategory)).toEqual(['CONSULTING', 'FELLOW']);
    expect((await submit(member, { toCategory: 'CONSULTING' })).statusCode).toBe(400);
  });

  it("answers 404 for someone else's documents, and serves staff", async () => {
    const owner = await newMember(t, 'CORPORATE');
    const other = await newMember(t, 'CORPORATE');
    const upgrade = await submitted(owner);
    expect((await document(owner, 'upgrade-report', upgrade.code)).statusCode).toBe(200);
    expect((await document(other, 'upgrade-report', upgrade.code)).statusCode).toBe(404);
    expect((await document(other, 'upgrade-report', 'UPG999999')).statusCode).toBe(404);
    expect((await document({ token: approver }, 'upgrade-report', upgrade.code)).statusCode).toBe(200);
    const list = (await t.api('GET', '/api/upgrade', { token: other.token })).json().data;
    expect(list).toEqual([]);
  });

  it('never shows the member a comment hidden from them', async () => {
    const member = await newMember(t, 'CORPORATE');
    const upgrade = await submitted(member);
    await payUpgradeFee(t, member, upgrade.code);
    expect((await move(upgrade.code, 'advance', 'Internal: check the CPD record', true)).statusCode).toBe(
      200,
    );
    expect((await move(upgrade.code, 'reject', 'Not enough experience yet')).statusCode).toBe(200);
    const mine = await myUpgrade(member, upgrade.code);
    expect(mine.status).toBe('Rejected');
    expect(mine.membershipComments.map((comment) => comment.comment)).toEqual(['Not enough experience yet']);
    expect(JSON.stringify(mine)).not.toContain('Internal');
    const staffView = (await t.api('GET', `/api/review/upgrades/${upgrade.code}`, { token: approver })).json()
      .data;
    expect(staffView.comments).toHaveLength(2);
    const queue = (await t.api('GET', '/api/review/upgrades?status=Rejected', { token: approver })).json()
      .data;
    expect(queue.map((item: { code: string }) => item.code)).toContain(upgrade.code);
    // Without a status the queue opens on the work waiting; the finished view holds the rejection.
    const codesOf = async (query: string) =>
      (await t.api('GET', `/api/review/upgrades${query}`, { token: approver }))
        .json()
        .data.map((item: { code: string; status: string }) => `${item.code}:${item.status}`);
    const waiting = await codesOf('');
    expect(waiting.every((entry: string) => /:(Open|Committee Review)$/.test(entry))).toBe(true);
    expect(waiting).not.toContain(`${upgrade.code}:Rejected`);
    expect(await codesOf('?view=finished')).toContain(`${upgrade.code}:Rejected`);
    expect(await codesOf('?view=all')).toContain(`${upgrade.code}:Rejected`);
    const emails = await t.db
      .selectFrom('outbox')
      .select('body_text')
      .where('recipient', '=', member.email)
      .execute();
    expect(emails.map((row) => row.body_text).join('\n')).not.toContain('Internal');
  });
});
