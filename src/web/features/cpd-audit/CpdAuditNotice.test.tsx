import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test-support/render';
import { ok, stubApi } from '../admin/events/event-test-fixtures';
import { CpdAuditNotice } from './public';

afterEach(() => vi.restoreAllMocks());

const selection = (outcome: string, note: string | null = null) => ({
  auditId: 5,
  year: 2026,
  deadline: '2027-01-31',
  outcome,
  note,
  decidedAt: null,
  selectedAt: '2027-01-02T08:00:00.000Z',
  cancelled: false,
});

describe('the member’s CPD audit notice', () => {
  it('tells a drawn member what to submit and by when', async () => {
    stubApi((method, path) =>
      method === 'GET' && path === 'cpd/audits' ? ok([selection('pending')]) : undefined,
    );
    renderPage(<CpdAuditNotice />, '/cpd');
    expect(
      await screen.findByText(
        'You have been selected for the 2026 CPD audit: submit evidence for your 2026 CPD records by 31 Jan 2027.',
      ),
    ).toBeTruthy();
  });

  it('shows the outcome once staff decided it, and nothing to a member never drawn', async () => {
    stubApi((method, path) =>
      method === 'GET' && path === 'cpd/audits' ? ok([selection('passed', 'Well documented.')]) : undefined,
    );
    const { unmount } = renderPage(<CpdAuditNotice />, '/cpd');
    expect(await screen.findByText(/Your 2026 CPD audit: passed\. Well documented\./)).toBeTruthy();
    unmount();
    vi.restoreAllMocks();
    stubApi((method, path) => (method === 'GET' && path === 'cpd/audits' ? ok([]) : undefined));
    const { container } = renderPage(<CpdAuditNotice />, '/cpd');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).not.toContain('CPD audit');
  });
});
