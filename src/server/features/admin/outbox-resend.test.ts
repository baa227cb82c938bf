import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../../contract/common';
import { type OutboxMessageDetail, outboxMessages } from '../../../contract/outbox';
import { enqueueEmail } from '../../platform/outbox';
import { demo, startTestApp, type TestApp } from '../../test-support/harness';

let t: TestApp;
const tokens = { superAdmin: '', admin: '', approver: '', member: '' };

beforeAll(async () => {
  t = await startTestApp();
  for (const role of Object.keys(tokens) as (keyof typeof tokens)[]) tokens[role] = await t.login(demo[role]);
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.db.deleteFrom('outbox').execute();
  await t.db.deleteFrom('audit_log').where('action', 'like', 'outbox.%').execute();
});

/** Queues an e-mail and sets it to `status` as the worker would leave it; answers its id. */
async function queued(status: 'pending' | 'failed' | 'sent', subject = 'Invoice raised'): Promise<number> {
  await enqueueEmail(t.db, {
    to: 'member@eik.example',
    subject,
    text: `Body of ${subject}`,
    html: `<p onclick="alert(1)">Body of ${subject}</p>`,
  });
  const { id } = await t.db.selectFrom('outbox').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
  if (status === 'failed') {
    await t.db
      .updateTable('outbox')
      .set({
        status,
        attempts: 90,
        last_error: 'connect ECONNREFUSED',
        failing_since: '2026-01-01T00:00:00Z',
      })
      .where('id', '=', id)
      .execute();
  }
  if (status === 'sent') {
    await t.db
      .updateTable('outbox')
      .set({ status, attempts: 1, sent_at: '2026-01-02T00:00:00Z' })
      .where('id', '=', id)
      .execute();
  }
  return id;
}

const row = (id: number) =>
  t.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const auditRows = () =>
  t.db.selectFrom('audit_log').selectAll().where('action', 'like', 'outbox.%').orderBy('id').execute();

describe('GET /api/admin/outbox/:id', () => {
  it('shows an admin the message with its text body, never its HTML', async () => {
    const id = await queued('failed');
    const response = await t.api('GET', `/api/admin/outbox/${id}`, { token: tokens.admin });
    expect(response.statusCode).toBe(200);
    const message: OutboxMessageDetail = response.json().data;
    expect(message).toMatchObject({
      id,
      recipient: 'member@eik.example',
      subject: 'Invoice raised',
      body_text: 'Body of Invoice raised',
      status: 'failed',
      attempts: 90,
      last_error: 'connect ECONNREFUSED',
      failing_since: '2026-01-01T00:00:00Z',
      secret: false,
    });
    expect(response.body).not.toContain('onclick');
  });

  it('withholds the body of a message carrying a code or a one-use link', async () => {
    const reset = await t.api('POST', '/api/auth/password-reset', { body: { email: demo.member } });
    expect(reset.statusCode).toBe(200);
    const { id, body_text } = await t.db
      .selectFrom('outbox')
      .select(['id', 'body_text'])
      .where('subject', 'like', '%reset your password%')
      .executeTakeFirstOrThrow();
    expect(body_text).toContain('/password/');
    const response = await t.api('GET', `/api/admin/outbox/${id}`, { token: tokens.superAdmin });
    expect(response.json().data).toMatchObject({ secret: true, body_text: null });
    expect(response.body).not.toContain('/password/');

    const list = await t.api('GET', '/api/admin/outbox', { token: tokens.admin });
    expect(list.json().data.items[0]).toMatchObject({ id, secret: true });
  });

  it('answers 404 for a message that does not exist', async () => {
    const response = await t.api('GET', '/api/admin/outbox/999999', { token: tokens.admin });
    expect(response.statusCode).toBe(404);
  });

  it('refuses approvers and members with 403 and visitors with 401', async () => {
    const id = await queued('failed');
    for (const role of ['approver', 'member'] as const) {
      const response = await t.api('GET', `/api/admin/outbox/${id}`, { token: tokens[role] });
      expect(response.statusCode, role).toBe(403);
      expect(response.json()).toEqual({ message: messages.forbidden });
    }
    expect((await t.api('GET', `/api/admin/outbox/${id}`)).statusCode).toBe(401);
  });
});

describe('POST /api/admin/outbox/:id/resend', () => {
  it('puts a failed message back in the queue with a fresh window, audited, and twice is once', async () => {
    const id = await queued('failed');
    const first = await t.api('POST', `/api/admin/outbox/${id}/resend`, { token: tokens.admin });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: outboxMessages.resent, data: { resent: true } });
    expect(await row(id)).toMatchObject({
      status: 'pending',
      attempts: 0,
      last_error: null,
      failing_since: null,
      locked_until: null,
    });

    const second = await t.api('POST', `/api/admin/outbox/${id}/resend`, { token: tokens.admin });
    expect(second.json()).toEqual({ message: outboxMessages.alreadyQueued, data: { resent: false } });
    expect(await t.db.selectFrom('outbox').select('id').execute()).toHaveLength(1);

    const audits = await auditRows();
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: 'outbox.resent',
      subject_type: 'outbox',
      subject_id: String(id),
    });
    expect(JSON.parse(audits[0]?.details ?? '{}')).toMatchObject({
      before: { status: 'failed', attempts: 90 },
      after: { status: 'pending', attempts: 0 },
    });
  });

  it('sends a sent message again', async () => {
    const id = await queued('sent');
    const response = await t.api('POST', `/api/admin/outbox/${id}/resend`, { token: tokens.admin });
    expect(response.json().data).toEqual({ resent: true });
    expect(await row(id)).toMatchObject({ status: 'pending', sent_at: null });
  });

  it('refuses a message carrying a code or one-use link, so an expired code is never mailed again', async () => {
    const id = await queued('failed', 'Your code');
    await t.db.updateTable('outbox').set({ secret: 1 }).where('id', '=', id).execute();
    const response = await t.api('POST', `/api/admin/outbox/${id}/resend`, { token: tokens.admin });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(outboxMessages.secretNotResendable);
    expect((await row(id)).status).toBe('failed');
    expect(await auditRows()).toHaveLength(0);
  });

  it('answers 404 for a message that does not exist', async () => {
    const response = await t.api('POST', '/api/admin/outbox/999999/resend', { token: tokens.admin });
    expect(response.statusCode).toBe(404);
  });

  it('refuses approvers and members with 403 and visitors with 401, changing nothing', async () => {
    const id = await queued('failed');
    for (const role of ['approver', 'member'] as const) {
      const response = await t.api('POST', `/api/admin/outbox/${id}/resend`, { token: tokens[role] });
      expect(response.statusCode, role).toBe(403);
    }
    expect((await t.api('POST', `/api/admin/outbox/${id}/resend`)).statusCode).toBe(401);
    expect((await row(id)).status).toBe('failed');
  });
});

describe('POST /api/admin/outbox/resend-failed', () => {
  it('queues every failed message but the secret ones, in one audit row, and twice is once', async () => {
    const failed = [await queued('failed', 'First'), await queued('failed', 'Second')];
    const code = await queued('failed', 'Code');
    await t.db.updateTable('outbox').set({ secret: 1 }).where('id', '=', code).execute();
    const sent = await queued('sent');

    const response = await t.api('POST', '/api/admin/outbox/resend-failed', {
      token: tokens.admin,
      body: {},
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: outboxMessages.resentAll(2, 1),
      data: { resent: 2, skippedSecret: 1 },
    });
    for (const id of failed) expect((await row(id)).status).toBe('pending');
    expect((await row(code)).status).toBe('failed');
    expect((await row(sent)).status).toBe('sent');

    const again = await t.api('POST', '/api/admin/outbox/resend-failed', { token: tokens.admin, body: {} });
    expect(again.json().data).toEqual({ resent: 0, skippedSecret: 1 });
    expect(await t.db.selectFrom('outbox').select('id').execute()).toHaveLength(4);

    const audits = await auditRows();
    expect(audits).toHaveLength(1);
    expect(JSON.parse(audits[0]?.details ?? '{}')).toMatchObject({
      resent: 2,
      skippedSecret: 1,
      ids: failed,
    });
  });

  it('refuses approvers and members with 403 and visitors with 401', async () => {
    const id = await queued('failed');
    for (const role of ['approver', 'member'] as const) {
      const response = await t.api('POST', '/api/admin/outbox/resend-failed', {
        token: tokens[role],
        body: {},
      });
      expect(response.statusCode, role).toBe(403);
    }
    expect((await t.api('POST', '/api/admin/outbox/resend-failed', { body: {} })).statusCode).toBe(401);
    expect((await row(id)).status).toBe('failed');
  });
});
