import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../contract/common';
import type { OutboxPage } from '../../../contract/outbox';
import type { StaffOverview } from '../../../contract/staff-overview';
import { enqueueEmail, enqueueSms } from '../../platform/outbox';
import { demo, startTestApp, type TestApp } from '../../test-support/harness';

let t: TestApp;
const tokens = { superAdmin: '', admin: '', approver: '', member: '', firm: '' };

beforeAll(async () => {
  t = await startTestApp();
  for (const role of Object.keys(tokens) as (keyof typeof tokens)[]) tokens[role] = await t.login(demo[role]);
  await enqueueEmail(t.db, {
    to: 'applicant@eik.example',
    subject: 'Welcome to the portal',
    text: 'Secret body text 123',
    html: '<p>Secret body text 123</p>',
  });
  await enqueueEmail(t.db, { to: 'member@eik.example', subject: 'Invoice raised', text: 'Invoice body' });
  await enqueueSms(t.db, { to: '0712345678', text: 'Your code is 424242' });
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/admin/outbox', () => {
  it('is open to the admin and the super-admin', async () => {
    for (const role of ['admin', 'superAdmin'] as const) {
      const response = await t.api('GET', '/api/admin/outbox', { token: tokens[role] });
      expect(response.statusCode, role).toBe(200);
    }
  });

  it('refuses approvers and members with 403 and visitors with 401', async () => {
    for (const role of ['approver', 'member', 'firm'] as const) {
      const response = await t.api('GET', '/api/admin/outbox', { token: tokens[role] });
      expect(response.statusCode, role).toBe(403);
      expect(response.json()).toEqual({ message: messages.forbidden });
    }
    const visitor = await t.api('GET', '/api/admin/outbox');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ message: messages.notSignedIn });
  });

  it('lists queued messages, newest first, without their bodies', async () => {
    const response = await t.api('GET', '/api/admin/outbox', { token: tokens.admin });
    const page: OutboxPage = response.json().data;
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(page.items.map((item) => item.channel)).toEqual(['sms', 'email', 'email']);
    expect(page.items[2]).toMatchObject({
      recipient: 'applicant@eik.example',
      subject: 'Welcome to the portal',
      status: 'pending',
      attempts: 0,
      last_error: null,
      sent_at: null,
    });
    expect(response.body).not.toContain('Secret body text');
    expect(response.body).not.toContain('424242');
  });

  it('filters by channel and status and pages', async () => {
    const emails = await t.api('GET', '/api/admin/outbox?channel=email', { token: tokens.admin });
    expect(emails.json().data.total).toBe(2);
    expect(emails.json().data.items.every((item: { channel: string }) => item.channel === 'email')).toBe(
      true,
    );

    const sent = await t.api('GET', '/api/admin/outbox?status=sent', { token: tokens.admin });
    expect(sent.json().data).toMatchObject({ total: 0, items: [] });

    const second = await t.api('GET', '/api/admin/outbox?page=2', { token: tokens.admin });
    expect(second.json().data).toMatchObject({ total: 3, page: 2, items: [] });

    const invalid = await t.api('GET', '/api/admin/outbox?status=lost', { token: tokens.admin });
    expect(invalid.statusCode).toBe(400);
  });
});

describe('GET /api/admin/overview', () => {
  it('is open to approvers and admins', async () => {
    for (const role of ['approver', 'admin', 'superAdmin'] as const) {
      const response = await t.api('GET', '/api/admin/overview', { token: tokens[role] });
      expect(response.statusCode, role).toBe(200);
    }
    const overview: StaffOverview = (
      await t.api('GET', '/api/admin/overview', { token: tokens.approver })
    ).json().data;
    expect(overview.accounts).toEqual({ users: 7, profiles: 2, staff: 3, applicantsWithoutProfile: 2 });
    expect(overview.messages).toEqual({ pending: 3, failed: 0 });
  });

  it('refuses members with 403 and visitors with 401', async () => {
    expect((await t.api('GET', '/api/admin/overview', { token: tokens.member })).statusCode).toBe(403);
    expect((await t.api('GET', '/api/admin/overview', { token: tokens.firm })).statusCode).toBe(403);
    expect((await t.api('GET', '/api/admin/overview')).statusCode).toBe(401);
  });
});
