import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CpdReviewRecord, cpdReviewMessages } from '../../../../contract/cpd-review';
import { renderPage } from '../../../test-support/render';
import { failure, ok, stubApi } from '../events/event-test-fixtures';
import CpdReviewQueuePage from './CpdReviewQueuePage';

afterEach(() => vi.restoreAllMocks());

const record = (overrides: Partial<CpdReviewRecord> = {}): CpdReviewRecord => ({
  id: 7,
  activityTypeId: 1,
  activityType: 'Courses',
  structured: true,
  title: 'Bridge design course',
  provider: 'EIK Training',
  startDate: '2025-03-01',
  endDate: '2025-03-02',
  hours: 6,
  reflection: 'Load combinations.',
  evidence: { id: 'doc-7', kind: 'pdf', name: 'certificate.pdf', size: 1000 },
  status: 'submitted',
  points: 6,
  cpdYear: 2025,
  submittedAt: '2025-04-01T08:00:00.000Z',
  reviewedAt: null,
  reviewNote: null,
  editable: true,
  userId: 3,
  memberNo: 'M/1234',
  memberName: 'Akinyi Odhiambo',
  category: 'MEMBER',
  reviewedBy: null,
  pointsByCurrentRules: 6,
  ...overrides,
});

const queuePage = (items: CpdReviewRecord[]) => ok({ items, total: items.length, page: 1, pageSize: 20 });

describe('CPD to verify', () => {
  it('lists the records with their evidence and verifies one after confirming', async () => {
    const sent = stubApi((method, path) => {
      if (method === 'GET' && path.startsWith('admin/cpd/review?')) return queuePage([record()]);
      if (method === 'POST' && path === 'admin/cpd/review/7/approve')
        return ok(record({ status: 'verified' }));
      return undefined;
    });
    renderPage(<CpdReviewQueuePage />, '/admin/cpd-review');
    expect(await screen.findAllByText('Akinyi Odhiambo (M/1234)')).not.toHaveLength(0);
    expect(
      screen.getAllByRole('button', { name: 'Preview Evidence for Bridge design course' }),
    ).not.toHaveLength(0);
    fireEvent.click(
      screen.getAllByRole('button', { name: /^Verify .* of Akinyi Odhiambo$/ })[0] as HTMLElement,
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/credited 6 point\(s\) for 2025, as submitted/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(sent.some((call) => call.path === 'admin/cpd/review/7/approve')).toBe(true));
    expect(await screen.findByText(cpdReviewMessages.approved)).toBeTruthy();
  });

  it('asks a reason before rejecting and shows the 409 when someone decided first', async () => {
    const sent = stubApi((method, path) => {
      if (method === 'GET' && path.startsWith('admin/cpd/review?')) return queuePage([record()]);
      if (method === 'POST' && path === 'admin/cpd/review/7/reject')
        return failure(409, cpdReviewMessages.notAwaiting);
      return undefined;
    });
    renderPage(<CpdReviewQueuePage />, '/admin/cpd-review');
    fireEvent.click(
      (await screen.findAllByRole('button', { name: /^Reject .* of Akinyi Odhiambo$/ }))[0] as HTMLElement,
    );
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Reject' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/Reason for the member/), {
      target: { value: 'Not CPD.' },
    });
    fireEvent.click(confirm);
    expect(await within(dialog).findByText(cpdReviewMessages.notAwaiting)).toBeTruthy();
    expect(sent.find((call) => call.path === 'admin/cpd/review/7/reject')?.body).toEqual({
      reason: 'Not CPD.',
    });
  });

  it('sends a note with a request for more evidence, and warns when the rules changed since submission', async () => {
    const sent = stubApi((method, path) => {
      if (method === 'GET' && path.startsWith('admin/cpd/review?'))
        return queuePage([record({ pointsByCurrentRules: 3 })]);
      if (method === 'POST' && path === 'admin/cpd/review/7/request-evidence')
        return ok(record({ status: 'more-evidence-requested' }));
      return undefined;
    });
    renderPage(<CpdReviewQueuePage />, '/admin/cpd-review');
    fireEvent.click(
      (await screen.findAllByRole('button', { name: /^Verify .* of Akinyi Odhiambo$/ }))[0] as HTMLElement,
    );
    expect(await screen.findByText('The rules have changed')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(
      screen.getAllByRole('button', { name: /^Ask Akinyi Odhiambo for more evidence on / })[0] as HTMLElement,
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/What evidence is needed/), {
      target: { value: 'A legible certificate.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ask for evidence' }));
    await waitFor(() =>
      expect(sent.find((call) => call.path === 'admin/cpd/review/7/request-evidence')?.body).toEqual({
        note: 'A legible certificate.',
      }),
    );
  });

  it('says so when nothing waits', async () => {
    stubApi((method, path) =>
      method === 'GET' && path.startsWith('admin/cpd/review?') ? queuePage([]) : undefined,
    );
    renderPage(<CpdReviewQueuePage />, '/admin/cpd-review');
    expect(await screen.findByText('No CPD records are waiting for verification.')).toBeTruthy();
  });
});
