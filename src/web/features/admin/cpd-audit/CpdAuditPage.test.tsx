import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CpdAuditDetail, cpdReviewMessages } from '../../../../contract/cpd-review';
import { storageKeys } from '../../../lib/session-storage';
import { renderPage } from '../../../test-support/render';
import { signedInUser } from '../../../test-support/users';
import { ok, stubApi } from '../events/event-test-fixtures';
import CpdAuditPage from './CpdAuditPage';
import { MemberCpdAudits } from './MemberCpdAudits';

afterEach(() => {
  vi.restoreAllMocks();
  notifications.clean();
  localStorage.clear();
});

const signIn = (flags: { is_admin?: boolean; is_approver?: boolean }) =>
  localStorage.setItem(
    storageKeys.user,
    JSON.stringify(signedInUser({ id: 2, email: 'staff@eik.example', ...flags })),
  );

const audit: CpdAuditDetail = {
  id: 5,
  year: 2025,
  sharePercent: 5,
  deadline: '2026-12-31',
  seed: '00c0ffee',
  algorithm: 'mulberry32-fisher-yates-v1',
  eligibleCount: 30,
  selectedCount: 2,
  status: 'active',
  startedBy: 'Portal Admin',
  startedAt: '2026-11-29T08:00:00.000Z',
  cancelledAt: null,
  cancelReason: null,
  outcomes: { pending: 2, passed: 0, failed: 0, excused: 0 },
  members: [
    {
      id: 11,
      userId: 3,
      memberNo: 'M/1234',
      memberName: 'Akinyi Odhiambo',
      category: 'MEMBER',
      drawPosition: 1,
      outcome: 'pending',
      note: null,
      decidedBy: null,
      decidedAt: null,
      records: { submitted: 1, verified: 2, other: 0 },
    },
    {
      id: 12,
      userId: null,
      memberNo: 'M/2001',
      memberName: 'WANJIRU KAMAU',
      category: 'MEMBER',
      drawPosition: 2,
      outcome: 'pending',
      note: null,
      decidedBy: null,
      decidedAt: null,
      records: { submitted: 0, verified: 0, other: 0 },
    },
  ],
};
const { members: _members, ...summary } = audit;

describe('CPD audits page', () => {
  it('lets an admin draw an audit, then records a member’s outcome by their row in the audit', async () => {
    signIn({ is_admin: true });
    const sent = stubApi((method, path) => {
      if (method === 'GET' && path === 'admin/cpd/audits') return ok([]);
      if (method === 'POST' && path === 'admin/cpd/audits') return ok(audit, 201);
      if (method === 'GET' && path === 'admin/cpd/audits/5') return ok(audit);
      if (method === 'PUT' && path === 'admin/cpd/audits/5/members/11')
        return ok({ ...audit.members[0], outcome: 'passed' });
      return undefined;
    });
    renderPage(<CpdAuditPage />, '/admin/cpd-audits');
    expect(await screen.findByText('No CPD audit has been drawn yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Draw an audit' }));
    fireEvent.change(await screen.findByLabelText(/Evidence due by/), { target: { value: '2026-12-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Draw and notify' }));
    await waitFor(() => expect(sent.some((call) => call.method === 'POST')).toBe(true));
    expect(sent.find((call) => call.method === 'POST')?.body).toMatchObject({
      sharePercent: 5,
      deadline: '2026-12-31',
    });
    expect(await screen.findByText(/Seed 00c0ffee, algorithm mulberry32-fisher-yates-v1/)).toBeTruthy();
    // A member drawn from the register without an account has no records to count yet.
    expect(screen.getAllByText(cpdReviewMessages.noAccountYet).length).toBeGreaterThan(0);
    fireEvent.change(screen.getAllByLabelText('Outcome for M/1234')[0] as HTMLElement, {
      target: { value: 'passed' },
    });
    fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[0] as HTMLElement);
    await waitFor(() =>
      expect(sent.find((call) => call.method === 'PUT')?.body).toEqual({ outcome: 'passed', note: '' }),
    );
    expect(sent.find((call) => call.method === 'PUT')?.path).toBe('admin/cpd/audits/5/members/11');
  });

  it('shows an approver the audits without the draw form', async () => {
    signIn({ is_approver: true });
    stubApi((method, path) => (method === 'GET' && path === 'admin/cpd/audits' ? ok([summary]) : undefined));
    renderPage(<CpdAuditPage />, '/admin/cpd-audits');
    expect(await screen.findByRole('button', { name: 'Open 2025' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Draw an audit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Draw and notify' })).toBeNull();
  });

  it('lists a member’s audits and outcomes on the member page', async () => {
    stubApi((method, path) =>
      method === 'GET' && path === 'admin/members/M%2F1234/cpd-audits'
        ? ok([
            {
              auditId: 5,
              year: 2025,
              deadline: '2026-12-31',
              outcome: 'failed',
              note: 'No evidence.',
              decidedAt: null,
              selectedAt: '2026-11-29T08:00:00.000Z',
              cancelled: false,
            },
          ])
        : undefined,
    );
    renderPage(<MemberCpdAudits memberNo="M/1234" />);
    expect(await screen.findByText('Failed')).toBeTruthy();
    expect(screen.getByText('No evidence.')).toBeTruthy();
  });
});
