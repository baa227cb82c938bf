import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationMessages, type ReviewDetail } from '../../../contract/applications';
import { reviewDecisionMessages } from '../../../contract/review-decisions';
import { demo, startTestApp, type TestApp } from '../../test-support/harness';
import {
  newApplicant,
  payApplicationFee,
  submitApplication,
  type TestApplicant,
  waiveChecklist,
} from '../applications/test-support';
import { reviewCalls } from './test-support';

let t: TestApp;
let approver: string;

beforeAll(async () => {
  t = await startTestApp();
  approver = await t.login(demo.approver);
  await waiveChecklist(t, 'GRADUATE');
  await waiveChecklist(t, 'TECHNICIAN');
});
afterAll(async () => {
  await t?.close();
});

const { base, move, moveOk, submitted, applicantView } = reviewCalls(
  () => t,
  () => approver,
);

describe('who may review', () => {
  it('refuses members (403) and visitors (401) on every review endpoint', async () => {
    const applicant = await submitted();
    const member = await t.login(demo.member);
    const calls = [
      ['GET', '/api/review/applications'],
      ['GET', base(applicant.code)],
      ['GET', `${base(applicant.code)}/profile`],
      ['POST', `${base(applicant.code)}/transition`],
      ['POST', `${base(applicant.code)}/comments`],
    ] as const;
    for (const [method, url] of calls) {
      const body = method === 'POST' ? { action: 'advance', comment: 'x' } : undefined;
      expect((await t.api(method, url, { token: member, body })).statusCode, url).toBe(403);
      expect((await t.api(method, url, { token: applicant.token, body })).statusCode, url).toBe(403);
      expect((await t.api(method, url, { body })).statusCode, url).toBe(401);
    }
    expect(
      await t.db
        .selectFrom('applications')
        .select('status')
        .where('application_no', '=', applicant.code)
        .executeTakeFirst(),
    ).toEqual({ status: 'Open' });
    const admin = await t.login(demo.admin);
    expect((await t.api('GET', base(applicant.code), { token: admin })).statusCode).toBe(200);
  });
});

describe('the queue', () => {
  it('opens on the work waiting; finished applications are a filter away', async () => {
    const waiting = await submitted();
    const rejected = await submitted();
    await moveOk(rejected.code, 'reject', 'Not eligible.');
    const codesOf = async (query: string) =>
      (await t.api('GET', `/api/review/applications?${query}`, { token: approver }))
        .json()
        .data.items.map((item: { code: string }) => item.code);
    expect(await codesOf(`term=${waiting.code}`)).toEqual([waiting.code]);
    expect(await codesOf(`term=${rejected.code}`)).toEqual([]);
    const queue = (await t.api('GET', '/api/review/applications', { token: approver })).json().data;
    expect(
      queue.items.every((item: { status: string }) => !['Released', 'Rejected', 'New'].includes(item.status)),
    ).toBe(true);
    expect(await codesOf(`view=finished&term=${rejected.code}`)).toEqual([rejected.code]);
    expect(await codesOf(`view=finished&term=${waiting.code}`)).toEqual([]);
    expect(await codesOf(`view=all&term=${rejected.code}`)).toEqual([rejected.code]);
    expect(await codesOf(`status=Rejected&term=${rejected.code}`)).toEqual([rejected.code]);
  });

  it('filters by status, category and term, leaving unsubmitted applications out by default', async () => {
    const graduate = await submitted('GRADUATE');
    const technician = await submitted('TECHNICIAN');
    const unsubmitted = await newApplicant(t, 'TECHNICIAN');
    const queue = async (query: string) =>
      (await t.api('GET', `/api/review/applications?${query}`, { token: approver })).json().data;
    const all = await queue('');
    const codes = all.items.map((item: { code: string }) => item.code);
    expect(codes).toEqual(expect.arrayContaining([graduate.code, technician.code]));
    expect(codes).not.toContain(unsubmitted.code);
    expect((await queue('category=TECHNICIAN')).items.map((item: { code: string }) => item.code)).toEqual([
      technician.code,
    ]);
    expect((await queue('status=New')).items.map((item: { code: string }) => item.code)).toContain(
      unsubmitted.code,
    );
    expect((await queue(`term=${graduate.code.toLowerCase()}`)).items).toMatchObject([
      { code: graduate.code, paid: true },
    ]);
    expect((await queue(`term=${encodeURIComponent(graduate.email.split('@')[0] ?? '')}`)).total).toBe(1);
    const none = await queue('term=nobody-of-that-name');
    expect(none).toMatchObject({ items: [], total: 0, page: 1 });
    // The term is matched literally: a % or _ is no wildcard that would list every application.
    for (const wildcard of ['%25', '_']) expect((await queue(`term=${wildcard}`)).total).toBe(0);
  });
});

describe('the state machine', () => {
  it('refuses to verify an unpaid application, and moves once it is paid', async () => {
    const applicant = await submitted('GRADUATE', false);
    const refused = await move(applicant.code, 'advance');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(applicationMessages.notPaid);
    await payApplicationFee(t, applicant);
    expect((await moveOk(applicant.code, 'advance')).status).toBe('Verified');
  });

  it('answers 409 to every step the machine does not allow', async () => {
    const applicant = await submitted();
    expect((await move(applicant.code, 'release', 'because')).statusCode).toBe(409);
    await moveOk(applicant.code, 'advance');
    await moveOk(applicant.code, 'advance');
    expect((await move(applicant.code, 'return', 'fix it')).statusCode).toBe(409);
    await moveOk(applicant.code, 'advance');
    await moveOk(applicant.code, 'reject', 'Does not meet the academic requirement.');
    for (const action of ['advance', 'return', 'release', 'reject']) {
      expect((await move(applicant.code, action, 'again')).statusCode, action).toBe(409);
    }
    const unsubmitted = await newApplicant(t);
    expect((await move(unsubmitted.code, 'advance')).statusCode).toBe(409);
    expect((await move('APP-999999', 'advance')).statusCode).toBe(404);
  });

  it('rejects from every review stage, an unpaid application too, only with a reason', async () => {
    const unpaid = await submitted('GRADUATE', false);
    const bare = await move(unpaid.code, 'reject', '  ');
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toBe(reviewDecisionMessages.rejectReasonRequired);
    expect((await applicantView(unpaid)).status).toBe('Open');
    const rejected = await moveOk(unpaid.code, 'reject', 'The fee was never paid.');
    expect(rejected).toMatchObject({ status: 'Rejected', allowedActions: [] });
    expect((await applicantView(unpaid)).membershipComments).toMatchObject([
      { comment: 'The fee was never paid.' },
    ]);
    for (const stages of [1, 2, 3]) {
      const applicant = await submitted();
      for (let step = 1; step < stages; step += 1) await moveOk(applicant.code, 'advance');
      const before = (await t.api('GET', base(applicant.code), { token: approver })).json().data;
      expect(before.allowedActions, before.status).toContain('reject');
      const detail = await moveOk(applicant.code, 'reject', `Rejected at ${before.status}.`);
      expect(detail.history.at(-1)).toMatchObject({ from: before.status, to: 'Rejected' });
    }
  });

  it('returns for correction only with a visible comment; the applicant re-submits on the same invoice', async () => {
    const applicant = await submitted();
    expect((await move(applicant.code, 'return', '')).statusCode).toBe(400);
    expect((await move(applicant.code, 'return', 'Attach your degree.', true)).statusCode).toBe(400);
    const detail = await moveOk(applicant.code, 'return', 'Attach your degree certificate.');
    expect(detail.status).toBe('New');
    const view = await applicantView(applicant);
    expect(view).toMatchObject({ status: 'New', Resubmission: true, Submitted: true });
    expect(view.membershipComments).toMatchObject([{ comment: 'Attach your degree certificate.' }]);
    // A minute later, as far as the one-code-a-minute limit is concerned.
    await t.db.deleteFrom('rate_limits').where('key', 'like', 'otp-send%').execute();
    expect((await submitApplication(t, applicant)).statusCode).toBe(200);
    const invoices = await t.db
      .selectFrom('invoices')
      .select('id')
      .where('user_id', '=', applicant.userId)
      .execute();
    expect(invoices).toHaveLength(1);
    expect((await applicantView(applicant)).status).toBe('Open');
  });
});

describe('comments', () => {
  it('never shows hidden comments to the applicant, in the list or in notices', async () => {
    const applicant = await submitted();
    const hidden = 'Staff only: check the referee letter with the university.';
    await t.api('POST', `${base(applicant.code)}/comments`, {
      token: approver,
      body: { comment: hidden, hiddenFromApplicant: true },
    });
    await t.api('POST', `${base(applicant.code)}/comments`, {
      token: approver,
      body: { comment: 'Thank you, your documents are clear.' },
    });
    await moveOk(applicant.code, 'advance', 'Internal: fee reconciled by hand.', true);
    const detail = (await t.api('GET', base(applicant.code), { token: approver })).json()
      .data as ReviewDetail;
    expect(detail.comments.filter((comment) => comment.hiddenFromApplicant)).toHaveLength(2);
    const answers = [
      (await t.api('GET', '/api/application', { token: applicant.token })).body,
      (await t.api('GET', '/api/notifications', { token: applicant.token })).body,
    ];
    const mail = await t.db
      .selectFrom('outbox')
      .select('body_text')
      .where('recipient', '=', applicant.email)
      .execute();
    for (const text of [...answers, ...mail.map((row) => row.body_text)]) {
      expect(text).not.toContain('Staff only');
      expect(text).not.toContain('Internal:');
    }
    expect(answers[0]).toContain('your documents are clear');
  });
});

describe('release', () => {
  async function release(applicant: TestApplicant): Promise<ReviewDetail> {
    for (const _ of ['Verified', 'Committee Review', 'Board Review']) await moveOk(applicant.code, 'advance');
    return moveOk(applicant.code, 'release', 'Welcome to the Institution.');
  }

  it('assigns the next free member number of the category and makes the member record', async () => {
    const first = await submitted();
    const second = await submitted();
    // An account phone from before phones were stored in E.164 reaches the register in E.164.
    await t.db
      .updateTable('users')
      .set({ phone_no: '0799 123 456' })
      .where('id', '=', first.userId)
      .execute();
    const one = await release(first);
    const two = await release(second);
    // The demo register holds G/2307 already: the series continues after it.
    expect(one.assignedMemberNo).toMatch(/^G\/\d+$/);
    const numbers = [one.assignedMemberNo, two.assignedMemberNo].map((no) => Number(no?.slice(2)));
    expect(numbers[0]).toBeGreaterThan(2307);
    expect(numbers[1]).toBe((numbers[0] ?? 0) + 1);
    const register = await t.db
      .selectFrom('member_register')
      .selectAll()
      .where('user_id', '=', first.userId)
      .executeTakeFirstOrThrow();
    expect(register).toMatchObject({
      member_no: one.assignedMemberNo,
      category: 'GRADUATE',
      status: 'Active',
      email: first.email,
      phone: '+254799123456',
    });
    const profile = await t.db
      .selectFrom('profiles')
      .select('member_no')
      .where('user_id', '=', first.userId)
      .executeTakeFirstOrThrow();
    expect(profile.member_no).toBe(one.assignedMemberNo);
    expect(await applicantView(first)).toMatchObject({
      status: 'Released',
      assignedMemberNo: one.assignedMemberNo,
    });
    // The queue names the member number, so staff can open the new member's page from it.
    const queue = await t.api('GET', `/api/review/applications?status=Released&term=${first.code}`, {
      token: approver,
    });
    expect(queue.json().data.items).toEqual([
      expect.objectContaining({ code: first.code, assignedMemberNo: one.assignedMemberNo }),
    ]);
  });

  it('gives applications released at the same moment different numbers', async () => {
    const applicants = await Promise.all([
      submitted('TECHNICIAN'),
      submitted('TECHNICIAN'),
      submitted('TECHNICIAN'),
    ]);
    for (const applicant of applicants) {
      for (const _ of ['Verified', 'Committee Review', 'Board Review'])
        await moveOk(applicant.code, 'advance');
    }
    const released = await Promise.all(
      applicants.map((applicant) => move(applicant.code, 'release', 'Welcome.')),
    );
    const numbers = released.map((response) => response.json().data.assignedMemberNo);
    expect(new Set(numbers).size).toBe(3);
    expect(numbers.every((no: string) => no.startsWith('T/'))).toBe(true);
  });

  it('records every transition with its actor and tells the applicant each time', async () => {
    const applicant = await submitted();
    const detail = await release(applicant);
    expect(detail.history.map((step) => `${step.from}>${step.to}`)).toEqual([
      'New>Open',
      'Open>Verified',
      'Verified>Committee Review',
      'Committee Review>Board Review',
      'Board Review>Released',
    ]);
    expect(detail.history.slice(1).every((step) => step.actor === 'Amina Hassan')).toBe(true);
    const notices = (await t.api('GET', '/api/notifications', { token: applicant.token })).json().data;
    expect(notices).toHaveLength(5);
    expect(notices[0].message).toContain(detail.assignedMemberNo);
    expect(JSON.stringify(notices)).not.toMatch(/Committee|Board/);
  });

  it('shows the applicant the whole profile read-only', async () => {
    const applicant = await submitted();
    const response = await t.api('GET', `${base(applicant.code)}/profile`, { token: approver });
    expect(response.statusCode).toBe(200);
    const profile = response.json().data;
    expect(profile.bio).toMatchObject({ FirstName: 'AKINYI' });
    expect(profile.firmBio).toBeNull();
    expect(profile.sections.map((section: { path: string }) => section.path)).toContain('referee');
    expect(profile.sections.map((section: { path: string }) => section.path)).not.toContain('directors');
  });

  it("names the bio's coded values: nationality, county, discipline and category", async () => {
    const applicant = await submitted();
    const county = await t.db.selectFrom('counties').selectAll().limit(1).executeTakeFirstOrThrow();
    const discipline = await t.db.selectFrom('disciplines').selectAll().limit(1).executeTakeFirstOrThrow();
    const country = await t.db
      .selectFrom('countries')
      .selectAll()
      .where('code', '=', 'KE')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('profiles')
      .set({ county_no: county.county_no, discipline: discipline.code, nationality: 'KE' })
      .where('user_id', '=', applicant.userId)
      .execute();
    const profile = (await t.api('GET', `${base(applicant.code)}/profile`, { token: approver })).json().data;
    expect(profile.bio).toMatchObject({ Nationality: 'KE', county: String(county.county_no) });
    expect(profile.names).toEqual({
      Nationality: country.display_name,
      county: county.county_name,
      Discipline: discipline.name,
      MemberShipType: (
        await t.db
          .selectFrom('membership_categories')
          .select('description')
          .where('code', '=', 'GRADUATE')
          .executeTakeFirstOrThrow()
      ).description,
    });
  });
});

describe('the demo', () => {
  it('has an application waiting in the queue, with its fee invoiced and its submission recorded', async () => {
    const queue = (await t.api('GET', '/api/review/applications?status=Open', { token: approver })).json()
      .data;
    const demoItem = queue.items.find((item: { email: string }) => item.email === 'submitted@eik.example');
    expect(demoItem).toMatchObject({ applicantName: 'FAITH NJOROGE', category: 'GRADUATE', paid: false });
    const detail = (await t.api('GET', base(demoItem.code), { token: approver })).json().data as ReviewDetail;
    expect(detail.payment).toMatchObject({
      amount: 2000,
      paid: 0,
      invoiceNo: expect.stringMatching(/^INV-/),
    });
    expect(detail.history).toMatchObject([{ from: 'New', to: 'Open', actor: 'FAITH NJOROGE' }]);
  });
});
