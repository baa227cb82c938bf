import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpdReviewMessages } from '../../../contract/cpd-review';
import { currentYear } from '../../../contract/portal-time';
import { demo, startTestApp, type TestApp } from '../../test-support/harness';
import { evidenceForm, pdfBytes } from '../cpd/test-support';
import { newMember, type TestMember } from '../upgrades/test-support';

let t: TestApp;
let admin: string;
let approver: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login(demo.admin);
  approver = await t.login(demo.approver);
});
afterAll(async () => {
  await t?.close();
});

const lastYear = currentYear() - 1;

/** A submitted record of `member`, with evidence, in `year`. */
async function submitted(member: TestMember, title = 'Bridge design course', hours = 6) {
  const created = await t.api('POST', '/api/cpd/records', {
    token: member.token,
    body: {
      activityTypeId: await courseTypeId(),
      title,
      provider: 'EIK Training',
      startDate: `${lastYear}-03-01`,
      endDate: `${lastYear}-03-02`,
      hours,
      reflection: 'Load combinations.',
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().data.id as number;
  const evidence = await t.api('POST', `/api/cpd/records/${id}/evidence`, {
    token: member.token,
    body: evidenceForm(pdfBytes()),
  });
  expect(evidence.statusCode, evidence.body).toBe(200);
  const submit = await t.api('POST', `/api/cpd/records/${id}/submit`, { token: member.token });
  expect(submit.statusCode, submit.body).toBe(200);
  return id;
}

async function courseTypeId(): Promise<number> {
  const row = await t.db
    .selectFrom('cpd_activity_types')
    .select('id')
    .where('name', '=', 'Courses')
    .executeTakeFirstOrThrow();
  return row.id;
}

const outboxTo = (recipient: string | null) =>
  t.db
    .selectFrom('outbox')
    .select(['channel', 'subject', 'body_text'])
    .where('recipient', '=', recipient ?? '')
    .orderBy('id')
    .execute();

async function phoneOf(userId: number) {
  const row = await t.db
    .selectFrom('users')
    .select('phone_no')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.phone_no;
}

describe('the verification queue', () => {
  it('lists submitted records oldest first, filtered by member, to approvers and admins only', async () => {
    const member = await newMember(t, 'CORPORATE');
    const first = await submitted(member, 'First course');
    const second = await submitted(member, 'Second course');
    const queue = await t.api('GET', `/api/admin/cpd/review?member=${encodeURIComponent(member.memberNo)}`, {
      token: approver,
    });
    expect(queue.statusCode, queue.body).toBe(200);
    const page = queue.json().data;
    expect(page.items.map((row: { id: number }) => row.id)).toEqual([first, second]);
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(page.items[0]).toMatchObject({ memberNo: member.memberNo, status: 'submitted', points: 6 });
    expect(page.items[0].evidence).not.toBeNull();

    const byMember = await t.api('GET', '/api/admin/cpd/review', { token: member.token });
    expect(byMember.statusCode).toBe(403);
    const detail = await t.api('GET', `/api/admin/cpd/review/${first}`, { token: admin });
    expect(detail.json().data).toMatchObject({ id: first, title: 'First course', pointsByCurrentRules: 6 });
  });

  it('approves with the points submitted, tells the member, audits before and after', async () => {
    const member = await newMember(t, 'CORPORATE');
    await t.db.updateTable('users').set({ sms_updates: 1 }).where('id', '=', member.userId).execute();
    const id = await submitted(member);
    const approved = await t.api('POST', `/api/admin/cpd/review/${id}/approve`, { token: approver });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      message: cpdReviewMessages.approved,
      data: { status: 'verified', points: 6, editable: false },
    });
    expect(approved.json().data.reviewedBy).toBeTruthy();

    const mail = await outboxTo(member.email);
    expect(mail.some((row) => row.subject?.includes('CPD record verified'))).toBe(true);
    const sms = await outboxTo(await phoneOf(member.userId));
    expect(sms.some((row) => row.channel === 'sms' && row.body_text.includes('was verified'))).toBe(true);

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('subject_type', '=', 'cpd-record')
      .where('subject_id', '=', String(id))
      .executeTakeFirstOrThrow();
    expect(audit.action).toBe('cpd-record.verified');
    expect(JSON.parse(audit.details ?? '{}')).toMatchObject({
      before: { status: 'submitted' },
      after: { status: 'verified', points: 6 },
    });

    const progress = await t.api('GET', `/api/cpd/progress?year=${lastYear}`, { token: member.token });
    expect(progress.json().data.earned).toBeGreaterThanOrEqual(6);
  });

  it('sends no SMS to a member who takes no SMS updates', async () => {
    const member = await newMember(t, 'CORPORATE');
    await t.db.updateTable('users').set({ sms_updates: 0 }).where('id', '=', member.userId).execute();
    const id = await submitted(member);
    await t.api('POST', `/api/admin/cpd/review/${id}/approve`, { token: approver });
    expect(await outboxTo(await phoneOf(member.userId))).toEqual([]);
  });

  it('rejects with a reason, and asks for more evidence that the member replaces and submits again', async () => {
    const member = await newMember(t, 'CORPORATE');
    const id = await submitted(member);
    const noReason = await t.api('POST', `/api/admin/cpd/review/${id}/reject`, { token: approver, body: {} });
    expect(noReason.statusCode).toBe(400);

    const asked = await t.api('POST', `/api/admin/cpd/review/${id}/request-evidence`, {
      token: approver,
      body: { note: 'The certificate is not legible.' },
    });
    expect(asked.json().data).toMatchObject({
      status: 'more-evidence-requested',
      reviewNote: 'The certificate is not legible.',
    });
    const mine = await t.api('GET', `/api/cpd/records?year=${lastYear}`, { token: member.token });
    expect(mine.json().data[0]).toMatchObject({ status: 'more-evidence-requested', editable: true });

    await t.api('POST', `/api/cpd/records/${id}/evidence`, {
      token: member.token,
      body: evidenceForm(pdfBytes(2_000)),
    });
    const again = await t.api('POST', `/api/cpd/records/${id}/submit`, { token: member.token });
    expect(again.json().data.status).toBe('submitted');

    const rejected = await t.api('POST', `/api/admin/cpd/review/${id}/reject`, {
      token: admin,
      body: { reason: 'Not engineering CPD.' },
    });
    expect(rejected.json().data).toMatchObject({ status: 'rejected', reviewNote: 'Not engineering CPD.' });
    const mail = await outboxTo(member.email);
    expect(mail.some((row) => row.body_text.includes('Not engineering CPD.'))).toBe(true);
  });

  it('lets one of two staff deciding the same record win; the other hears 409', async () => {
    const member = await newMember(t, 'CORPORATE');
    const id = await submitted(member);
    const [one, two] = await Promise.all([
      t.api('POST', `/api/admin/cpd/review/${id}/approve`, { token: approver }),
      t.api('POST', `/api/admin/cpd/review/${id}/reject`, { token: admin, body: { reason: 'Duplicate.' } }),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    const loser = one.statusCode === 409 ? one : two;
    expect(loser.json().message).toBe(cpdReviewMessages.notAwaiting);
    const audits = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('subject_type', '=', 'cpd-record')
      .where('subject_id', '=', String(id))
      .execute();
    expect(audits).toHaveLength(1);
  });

  it('answers 404 for a record that does not exist and 409 for a draft', async () => {
    const missing = await t.api('POST', '/api/admin/cpd/review/999999/approve', { token: approver });
    expect(missing.statusCode).toBe(404);
    const member = await newMember(t, 'CORPORATE');
    const draft = await t.api('POST', '/api/cpd/records', {
      token: member.token,
      body: {
        activityTypeId: await courseTypeId(),
        title: 'Draft',
        provider: 'EIK',
        startDate: `${lastYear}-01-10`,
        endDate: `${lastYear}-01-10`,
        hours: 1,
      },
    });
    const refused = await t.api('POST', `/api/admin/cpd/review/${draft.json().data.id}/approve`, {
      token: approver,
    });
    expect(refused.statusCode).toBe(409);
  });
});
