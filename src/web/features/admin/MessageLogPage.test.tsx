import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type OutboxMessage,
  type OutboxMessageDetail,
  type OutboxPage,
  outboxMessages,
} from '../../../contract/outbox';
import { renderPage } from '../../test-support/render';
import { bodiesSent, data, json, stubApi } from '../../test-support/stub-api';
import MessageLogPage from './MessageLogPage';

afterEach(() => vi.restoreAllMocks());

const message = (overrides: Partial<OutboxMessage> = {}): OutboxMessage => ({
  id: 7,
  channel: 'email',
  recipient: 'jane@example.org',
  subject: 'EIK: your invoice',
  status: 'failed',
  attempts: 96,
  last_error: 'connect ECONNREFUSED 127.0.0.1:25',
  created_at: '2026-11-27T18:00:00.000Z',
  sent_at: null,
  secret: false,
  ...overrides,
});

const detail = (overrides: Partial<OutboxMessageDetail> = {}): OutboxMessageDetail => ({
  ...message(),
  body_text: 'Dear Jane,\n\n<b>Invoice</b> INV-000042 is ready.',
  next_attempt_at: '2026-11-28T18:00:00.000Z',
  failing_since: '2026-11-27T18:00:01.000Z',
  ...overrides,
});

const pageOf = (items: OutboxMessage[]): OutboxPage => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 20,
});

const urls = (spy: ReturnType<typeof stubApi>) => spy.mock.calls.map(([input]) => String(input));

async function openMessage() {
  fireEvent.click(await screen.findByRole('button', { name: 'Open the message to jane@example.org' }));
  return screen.findByRole('dialog', { name: 'Message' });
}

describe('MessageLogPage', () => {
  it('lists messages and takes the status filter from the address (the overview links to failed ones)', async () => {
    const spy = stubApi({ 'GET admin/outbox': () => data(pageOf([message()])) });
    renderPage(<MessageLogPage />, '/admin/messages?status=failed');
    const table = await screen.findByRole('table', { name: 'Message Log' });
    expect(within(table).getAllByRole('row')[1]?.textContent).toContain('jane@example.orgEIK: your invoice');
    expect(urls(spy)).toContain('/api/admin/outbox?page=1&status=failed');
  });

  it('opens a message and shows its text as text, never as HTML', async () => {
    stubApi({
      'GET admin/outbox': () => data(pageOf([message()])),
      'GET admin/outbox/7': () => data(detail()),
    });
    renderPage(<MessageLogPage />, '/admin/messages');
    const dialog = await openMessage();
    const body = await within(dialog).findByLabelText('Message text');
    expect(body.textContent).toContain('<b>Invoice</b> INV-000042 is ready.');
    expect(body.querySelector('b')).toBeNull();
    expect(dialog.textContent).toContain('connect ECONNREFUSED 127.0.0.1:25');
    expect(dialog.textContent).toContain('after 96 attempts');
  });

  it('resends a failed message after confirming, with a toast', async () => {
    const spy = stubApi({
      'GET admin/outbox': () => data(pageOf([message()])),
      'GET admin/outbox/7': () => data(detail()),
      'POST admin/outbox/7/resend': () => json({ message: outboxMessages.resent, data: { resent: true } }),
    });
    renderPage(<MessageLogPage />, '/admin/messages');
    const dialog = await openMessage();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Resend' }));
    const confirm = await screen.findByRole('dialog', { name: 'Resend this message?' });
    expect(bodiesSent(spy, 'POST admin/outbox/7/resend')).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText(outboxMessages.resent)).toBeTruthy();
    expect(bodiesSent(spy, 'POST admin/outbox/7/resend')).toHaveLength(1);
  });

  it('withholds the text of a code message and offers no Resend', async () => {
    stubApi({
      'GET admin/outbox': () => data(pageOf([message({ secret: true })])),
      'GET admin/outbox/7': () => data(detail({ secret: true, body_text: null })),
    });
    renderPage(<MessageLogPage />, '/admin/messages');
    const dialog = await openMessage();
    expect(await within(dialog).findByText(outboxMessages.secretWithheld)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Resend' })).toBeNull();
  });

  it('resends all failed messages after confirming and says how many', async () => {
    const spy = stubApi({
      'GET admin/outbox': () => data(pageOf([message()])),
      'POST admin/outbox/resend-failed': () =>
        json({ message: outboxMessages.resentAll(3, 1), data: { resent: 3, skippedSecret: 1 } }),
    });
    renderPage(<MessageLogPage />, '/admin/messages');
    fireEvent.click(await screen.findByRole('button', { name: 'Resend all failed' }));
    const confirm = await screen.findByRole('dialog', { name: 'Resend all failed messages?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Resend all failed' }));
    expect(await screen.findByText(outboxMessages.resentAll(3, 1))).toBeTruthy();
    expect(bodiesSent(spy, 'POST admin/outbox/resend-failed')).toEqual([{}]);
  });

  it('shows a refusal as a warning toast', async () => {
    stubApi({
      'GET admin/outbox': () => data(pageOf([message()])),
      'GET admin/outbox/7': () => data(detail()),
      'POST admin/outbox/7/resend': () => json({ message: outboxMessages.secretNotResendable }, 409),
    });
    renderPage(<MessageLogPage />, '/admin/messages');
    const dialog = await openMessage();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Resend' }));
    const confirm = await screen.findByRole('dialog', { name: 'Resend this message?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(screen.getByText(outboxMessages.secretNotResendable)).toBeTruthy());
  });

  it('shows cards on a phone instead of a table', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({ matches: true, media: query, addEventListener: () => {}, removeEventListener: () => {} }) as never,
    );
    stubApi({ 'GET admin/outbox': () => data(pageOf([message()])) });
    renderPage(<MessageLogPage />, '/admin/messages');
    const cards = await screen.findByRole('list', { name: 'Messages' });
    expect(within(cards).getByText('jane@example.org')).toBeTruthy();
    expect(within(cards).getByRole('button', { name: 'Open the message to jane@example.org' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
