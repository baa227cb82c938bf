import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Application, applicationActions, applicationMessages } from '../../../contract/applications';
import { messages } from '../../../contract/common';
import { startTestApp, type TestApp } from '../../test-support/harness';
import {
  lastCodeSentTo,
  newApplicant,
  payApplicationFee,
  submitApplication,
  type TestApplicant,
  waiveChecklist,
} from './test-support';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function applicationsOf(applicant: TestApplicant): Promise<[Application, ...Application[]]> {
  const response = await t.api('GET', '/api/application', { token: applicant.token });
  expect(response.statusCode, response.body).toBe(200);
  const list = response.json().data;
  expect(list.length).toBeGreaterThan(0);
  return list;
}

const statusOf = async (code: string) =>
  (
    await t.db
      .selectFrom('applications')
      .select('status')
      .where('application_no', '=', code)
      .executeTakeFirstOrThrow()
  ).status;

describe('the applicant before submitting', () => {
  it('lists the new application at the category charge, offering Submit only', async () => {
    const applicant = await newApplicant(t);
    const [application] = await applicationsOf(applicant);
    expect(application).toMatchObject({
      Code: applicant.code,
      AppliedCategory: 'GRADUATE',
      Amount: 2000,
      status: 'New',
      Submitted: false,
      Resubmission: false,
      invoiceNo: null,
      postedReceiptNo: null,
      assignedMemberNo: null,
    });
    const actions = applicationActions(application);
    expect(
      Object.entries(actions)
        .filter(([, shown]) => shown)
        .map(([name]) => name),
    ).toEqual(['submit']);
  });

  it('refuses a submission while the checklist has unpassed items, and changes nothing', async () => {
    const applicant = await newApplicant(t, 'TECHNICIAN');
    const response = await submitApplication(t, applicant).catch((error: Error) => error);
    // The code is asked for first; the submission itself is refused.
    expect(response).not.toBeInstanceOf(Error);
    if (response instanceof Error) return;
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(applicationMessages.checklistIncomplete);
    expect(await statusOf(applicant.code)).toBe('New');
  });

  it("answers 404 for someone else's application and lists only one's own", async () => {
    const owner = await newApplicant(t);
    const other = await newApplicant(t);
    const response = await t.api('POST', '/api/application/submit', {
      token: other.token,
      body: { Code: owner.code, otp: { id: 'x'.repeat(20), otp_code: '123456' } },
    });
    expect(response.statusCode).toBe(404);
    expect((await applicationsOf(other)).map((row) => row.Code)).toEqual([other.code]);
  });

  it('needs the one-time code: a missing code is "Field is required"', async () => {
    const applicant = await newApplicant(t);
    const response = await t.api('POST', '/api/application/submit', {
      token: applicant.token,
      body: { Code: applicant.code, otp: { id: 'handle-of-nothing', otp_code: '' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(applicationMessages.otpRequired);
  });
});

describe('submission with the one-time code', () => {
  beforeAll(async () => {
    await waiveChecklist(t, 'GRADUATE');
  });

  it('sends the code to the applicant only for their own id, by SMS and e-mail', async () => {
    const applicant = await newApplicant(t);
    const sent = await t.api('GET', `/api/auth/send-otp?user_id=${applicant.userId}`, {
      token: applicant.token,
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toMatchObject({ message: applicationMessages.codeSent, id: expect.any(String) });
    const channels = await t.db
      .selectFrom('outbox')
      .select('channel')
      .where('body_text', 'like', `%${await lastCodeSentTo(t, applicant.email)}%`)
      .execute();
    expect(channels.map((row) => row.channel).sort()).toEqual(['email', 'sms']);
  });

  it('says until when the code works and when a new one may be asked for, and how long a refusal holds', async () => {
    const applicant = await newApplicant(t);
    const before = Date.now();
    const sent = await t.api('GET', `/api/auth/send-otp?user_id=${applicant.userId}`, {
      token: applicant.token,
    });
    const { expiresAt, resendAt } = sent.json().data as { expiresAt: string; resendAt: string };
    // Ten minutes to use the code, one before a new one: the page reopens the code entry meanwhile.
    expect(Date.parse(expiresAt) - before).toBeGreaterThanOrEqual(10 * 60_000 - 1000);
    expect(Date.parse(expiresAt) - before).toBeLessThanOrEqual(10 * 60_000 + 5000);
    expect(Date.parse(resendAt) - before).toBeGreaterThanOrEqual(59_000);
    expect(Date.parse(resendAt) - before).toBeLessThanOrEqual(65_000);
    const again = await t.api('GET', `/api/auth/send-otp?user_id=${applicant.userId}`, {
      token: applicant.token,
    });
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(
      /is still valid\. You can ask for a new one in (\d+ seconds|1 minute)\.$/,
    );
    expect(again.json().data.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('keeps the application New on a wrong code, and a code tried five times wrong is void', async () => {
    const applicant = await newApplicant(t);
    const sent = await t.api('GET', `/api/auth/send-otp?user_id=${applicant.userId}`, {
      token: applicant.token,
    });
    const id = sent.json().data.id as string;
    const right = await lastCodeSentTo(t, applicant.email);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await t.api('POST', '/api/application/submit', {
        token: applicant.token,
        body: { Code: applicant.code, otp: { id, otp_code: wrong } },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.otp_code).toBe(messages.otpInvalid);
    }
    const late = await t.api('POST', '/api/application/submit', {
      token: applicant.token,
      body: { Code: applicant.code, otp: { id, otp_code: right } },
    });
    expect(late.statusCode).toBe(400);
    expect(await statusOf(applicant.code)).toBe('New');
  });

  it("refuses another user's code", async () => {
    const applicant = await newApplicant(t);
    const other = await newApplicant(t);
    const sent = await t.api('GET', `/api/auth/send-otp?user_id=${other.userId}`, { token: other.token });
    const response = await t.api('POST', '/api/application/submit', {
      token: applicant.token,
      body: {
        Code: applicant.code,
        otp: { id: sent.json().data.id, otp_code: await lastCodeSentTo(t, other.email) },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(await statusOf(applicant.code)).toBe('New');
  });

  it('opens the application, raises the fee invoice with VAT, records and notifies; once only', async () => {
    const applicant = await newApplicant(t);
    const response = await submitApplication(t, applicant);
    expect(response.statusCode, response.body).toBe(200);
    const submitted = response.json().data;
    expect(submitted).toMatchObject({
      Code: applicant.code,
      status: 'Open',
      documentPath: `/application/document/${applicant.code}`,
    });
    const lines = await t.db
      .selectFrom('invoice_lines')
      .innerJoin('invoices', 'invoices.id', 'invoice_lines.invoice_id')
      .select(['invoices.invoice_no', 'invoices.total_cents', 'invoice_lines.vat_cents'])
      .where('invoices.user_id', '=', applicant.userId)
      .execute();
    expect(lines).toEqual([{ invoice_no: submitted.invoiceNo, total_cents: 200_000, vat_cents: 27_586 }]);
    const [application] = await applicationsOf(applicant);
    expect(application).toMatchObject({ status: 'Open', Submitted: true, invoiceNo: submitted.invoiceNo });
    expect(applicationActions(application)).toMatchObject({
      submit: false,
      file: true,
      invoice: true,
      payNow: true,
      receipt: false,
    });
    const history = await t.db
      .selectFrom('application_transitions')
      .selectAll()
      .where('actor_user_id', '=', applicant.userId)
      .execute();
    expect(history).toMatchObject([
      { from_status: 'New', to_status: 'Open', actor_name: expect.stringContaining('AKINYI') },
    ]);
    const notifications = (await t.api('GET', '/api/notifications', { token: applicant.token })).json().data;
    expect(notifications).toMatchObject([
      { title: `Application ${applicant.code} submitted`, action: '/application', read: false },
    ]);

    const again = await t.api('GET', `/api/auth/send-otp?user_id=${applicant.userId}`, {
      token: applicant.token,
    });
    expect(again.statusCode).toBe(409);
  });

  it('shows the receipt and drops Pay Now once the fee is paid', async () => {
    const applicant = await newApplicant(t);
    expect((await submitApplication(t, applicant)).statusCode).toBe(200);
    const receiptNo = await payApplicationFee(t, applicant);
    const [application] = await applicationsOf(applicant);
    expect(application.postedReceiptNo).toBe(receiptNo);
    expect(applicationActions(application)).toMatchObject({ receipt: true, payNow: false });
  });
});

describe('notifications', () => {
  it('marks one read, then all, and never touches another user’s', async () => {
    const applicant = await newApplicant(t);
    const other = await newApplicant(t);
    await waiveChecklist(t);
    for (const person of [applicant, other])
      expect((await submitApplication(t, person)).statusCode).toBe(200);
    const [mine] = (await t.api('GET', '/api/notifications', { token: applicant.token })).json().data;
    const [theirs] = (await t.api('GET', '/api/notifications', { token: other.token })).json().data;
    await t.api('POST', '/api/notifications/read', { token: applicant.token, body: { id: theirs.id } });
    expect((await t.api('GET', '/api/notifications', { token: other.token })).json().data[0].read).toBe(
      false,
    );
    await t.api('POST', '/api/notifications/read', { token: applicant.token, body: { id: mine.id } });
    expect((await t.api('GET', '/api/notifications', { token: applicant.token })).json().data[0].read).toBe(
      true,
    );
    expect((await t.api('GET', '/api/notifications')).statusCode).toBe(401);
  });
});
