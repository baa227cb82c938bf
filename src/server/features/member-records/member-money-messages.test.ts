import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../contract/common';
import { MEMBER_SMS_MAX, memberRecordMessages } from '../../../contract/member-records';
import { todayIso } from '../../../contract/profile-sections/fields';
import { addDays } from '../../platform/time';
import { demo, startTestApp, type TestApp } from '../../test-support/harness';
import { addMemberWithAccount, addRegisterEntry, callMember } from './test-support';

let t: TestApp;
let call: ReturnType<typeof callMember>;
const tokens = { admin: '', approver: '', member: '' };
beforeAll(async () => {
  t = await startTestApp();
  call = callMember(t);
  for (const role of Object.keys(tokens) as (keyof typeof tokens)[]) tokens[role] = await t.login(demo[role]);
});
afterAll(async () => {
  await t?.close();
});

const charge = (overrides: Record<string, unknown> = {}) => ({
  description: 'Replacement membership certificate',
  amount: 1_500.5,
  dueDate: addDays(todayIso(), 30),
  ...overrides,
});
const raise = (memberNo: string, body: unknown, token = tokens.admin) =>
  call('POST', memberNo, '/invoices', token, body);
const summary = async (memberNo: string) => (await call('GET', memberNo, '', tokens.admin)).json().data;

describe('POST /api/admin/members/:memberNo/invoices (raise an invoice)', () => {
  it('bills a member without an account: the record owes it, and a payment by hand settles it', async () => {
    const { id, memberNo } = await addRegisterEntry(t);
    const response = await raise(memberNo, charge());
    expect(response.statusCode, response.body).toBe(201);
    const { invoiceNo, message } = response.json().data;
    expect(message).toBe(memberRecordMessages.invoiceRaised(invoiceNo, 1_500.5));
    const invoice = await t.db
      .selectFrom('invoices')
      .selectAll()
      .where('invoice_no', '=', invoiceNo)
      .executeTakeFirstOrThrow();
    expect(invoice).toMatchObject({
      user_id: null,
      member_id: id,
      source_type: 'OTHER',
      total_cents: 150_050,
    });
    const before = await summary(memberNo);
    expect(before.balanceLCY).toBe(1_500.5);
    expect(before.openInvoices).toEqual([
      expect.objectContaining({ invoiceNo, purpose: 'Other Payment', owedLCY: 1_500.5 }),
    ]);

    // Post payment on the member page reuses the payments posted by hand.
    const paid = await t.api('POST', '/api/admin/manual-payments', {
      token: tokens.admin,
      body: { invoiceNo, amount: 1_500.5, method: 'Cash', reference: `cash-${memberNo}`, paidOn: todayIso() },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const after = await summary(memberNo);
    expect(after).toMatchObject({ balanceLCY: 0, openInvoices: [] });
    const ledger = (await call('GET', memberNo, '/ledger', tokens.admin)).json().data;
    expect(ledger.items.map((entry: { documentType: string }) => entry.documentType)).toEqual([
      'Receipt',
      'Invoice',
    ]);
    const trail = (await call('GET', memberNo, '/audit', tokens.admin)).json().data;
    expect(trail.items.map((entry: { action: string }) => entry.action)).toEqual([
      'payment.posted-by-hand',
      'member.invoice-raised',
    ]);
  });

  it("bills a member with an account on both keys, so it is in the member's own statement", async () => {
    const member = await addMemberWithAccount(t);
    const { invoiceNo } = (await raise(member.memberNo, charge({ amount: 200 }))).json().data;
    const invoice = await t.db
      .selectFrom('invoices')
      .select(['user_id', 'member_id'])
      .where('invoice_no', '=', invoiceNo)
      .executeTakeFirstOrThrow();
    expect(invoice).toEqual({ user_id: member.userId, member_id: member.id });
  });

  it('refuses a missing description, an amount of zero or with three decimals, and a past due date', async () => {
    const { memberNo } = await addRegisterEntry(t);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ description: ' ' }, 'description', memberRecordMessages.invoiceDescriptionRequired],
      [{ amount: 0 }, 'amount', memberRecordMessages.amountPositive],
      [{ amount: 10.005 }, 'amount', memberRecordMessages.amountCents],
      [{ dueDate: addDays(todayIso(), -1) }, 'dueDate', memberRecordMessages.dueDatePast],
      [{ dueDate: 'soon' }, 'dueDate', memberRecordMessages.dueDateInvalid],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await raise(memberNo, charge(overrides));
      expect(response.statusCode, field).toBe(400);
      expect(response.json().errors?.[field], field).toBe(message);
    }
    expect((await summary(memberNo)).openInvoices).toEqual([]);
  });

  it('is for admins: approvers and members 403, an unknown member 404', async () => {
    const { memberNo } = await addRegisterEntry(t);
    expect((await raise(memberNo, charge(), tokens.approver)).statusCode).toBe(403);
    expect((await raise(memberNo, charge(), tokens.member)).statusCode).toBe(403);
    expect((await raise('NO/SUCH', charge())).statusCode).toBe(404);
    expect((await summary(memberNo)).openInvoices).toEqual([]);
  });
});

describe('POST /api/admin/members/:memberNo/messages (send a message)', () => {
  const send = (memberNo: string, body: unknown, token = tokens.admin) =>
    call('POST', memberNo, '/messages', token, body);
  const outboxTo = (recipient: string) =>
    t.db.selectFrom('outbox').selectAll().where('recipient', '=', recipient).orderBy('id', 'desc').execute();

  it('e-mails the address the register holds through the outbox, listed on the page and audited', async () => {
    const { memberNo } = await addRegisterEntry(t, { email: 'reach.me@test.example' });
    const response = await send(memberNo, {
      channel: 'email',
      subject: 'Your CPD record',
      text: 'Dear member,\n\nPlease send us your 2026 CPD returns.',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.message).toBe(
      memberRecordMessages.messageSent('email', 'reach.me@test.example'),
    );
    const [mail] = await outboxTo('reach.me@test.example');
    expect(mail).toMatchObject({ channel: 'email', subject: expect.stringContaining('Your CPD record') });
    expect(mail?.body_text).toContain('Please send us your 2026 CPD returns.');
    expect(mail?.body_text).not.toContain('you can ignore this message');
    const page = (await call('GET', memberNo, '/messages', tokens.admin)).json().data;
    expect(page.items).toEqual([
      expect.objectContaining({ channel: 'email', recipient: 'reach.me@test.example' }),
    ]);
    const trail = (await call('GET', memberNo, '/audit', tokens.admin)).json().data;
    expect(trail.items[0]).toMatchObject({ action: 'member.message-sent', actorEmail: demo.admin });
  });

  it('texts the phone the register holds, within the length of an SMS', async () => {
    const { memberNo } = await addRegisterEntry(t, { phone: '+254799000111' });
    const long = await send(memberNo, { channel: 'sms', text: 'x'.repeat(MEMBER_SMS_MAX + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.text).toBe(memberRecordMessages.smsTooLong);
    expect((await send(memberNo, { channel: 'sms', text: 'Your subscription is due.' })).statusCode).toBe(
      201,
    );
    const [sms] = await outboxTo('+254799000111');
    expect(sms).toMatchObject({ channel: 'sms', subject: null });
    expect(sms?.body_text).toContain('Your subscription is due.');
  });

  it('refuses a channel the register has no contact for, an e-mail without a subject and an empty text', async () => {
    const { memberNo } = await addRegisterEntry(t, { email: null, phone: null });
    const noEmail = await send(memberNo, { channel: 'email', subject: 'Hello', text: 'Hello' });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().message).toBe(memberRecordMessages.noEmail);
    expect((await send(memberNo, { channel: 'sms', text: 'Hello' })).json().message).toBe(
      memberRecordMessages.noPhone,
    );
    const noSubject = await send(memberNo, { channel: 'email', subject: '', text: 'Hello' });
    expect(noSubject.json().errors.subject).toBe(memberRecordMessages.subjectRequired);
    const noText = await send(memberNo, { channel: 'sms', text: '  ' });
    expect(noText.json().errors.text).toBe(memberRecordMessages.textRequired);
  });

  it('is for admins: approvers and members 403', async () => {
    const { memberNo } = await addRegisterEntry(t, { email: 'not.for.approvers@test.example' });
    const body = { channel: 'email', subject: 'Hello', text: 'Hello' };
    expect((await send(memberNo, body, tokens.approver)).statusCode).toBe(403);
    expect((await send(memberNo, body, tokens.member)).statusCode).toBe(403);
    expect(await outboxTo('not.for.approvers@test.example')).toEqual([]);
  });
});

describe('notes and log-in-as on the member page', () => {
  it('staff add notes, signed with their name, newest first; members may not', async () => {
    const { memberNo } = await addRegisterEntry(t);
    const first = await call('POST', memberNo, '/notes', tokens.admin, {
      body: 'Called about the 2025 arrears.',
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toMatchObject({
      body: 'Called about the 2025 arrears.',
      authorName: 'Peter Otieno',
    });
    expect(
      (await call('POST', memberNo, '/notes', tokens.approver, { body: 'Documents verified.' })).statusCode,
    ).toBe(201);
    const member = await call('POST', memberNo, '/notes', tokens.member, { body: 'Let me in' });
    expect(member.statusCode).toBe(403);
    expect(member.json().message).toBe(messages.forbidden);
    const empty = await call('POST', memberNo, '/notes', tokens.admin, { body: ' ' });
    expect(empty.json().errors.body).toBe(memberRecordMessages.noteRequired);
    const notes = (await call('GET', memberNo, '/notes', tokens.approver)).json().data;
    expect(notes.items.map((note: { body: string }) => note.body)).toEqual([
      'Documents verified.',
      'Called about the 2025 arrears.',
    ]);
  });

  it("logs in as the member's account through the admin log-in-as, which the page offers only with an account", async () => {
    const { memberNo } = await addRegisterEntry(t);
    expect((await summary(memberNo)).account).toBeNull();
    const member = await addMemberWithAccount(t);
    const { account } = await summary(member.memberNo);
    expect(account).toMatchObject({ userId: member.userId, canLogInAs: true });
    const admin = await t.login(demo.admin);
    const response = await t.api('POST', '/api/admin/loginas', {
      token: admin,
      body: { id: account.userId },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.user.id).toBe(member.userId);
  });
});
