import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry, AuditLogPage } from '../../../../contract/audit-log';
import { reportMessages } from '../../../../contract/reports';
import { renderPage } from '../../../test-support/render';
import { data, json, stubApi } from '../../../test-support/stub-api';
import AuditLogPageView from './AuditLogPage';

afterEach(() => vi.restoreAllMocks());

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  createdAt: '2026-03-02T10:00:00.000Z',
  action: 'user.update',
  actorName: 'Portal Admin',
  actorEmail: 'admin@eik.example',
  actedAsName: null,
  actedAsEmail: null,
  subjectType: 'user',
  subjectId: '42',
  subjectName: null,
  subjectMemberNo: null,
  details: '{"field":"email"}',
  ...overrides,
});

const pageOf = (items: AuditEntry[], page = 1, total = items.length): AuditLogPage => ({
  items,
  total,
  page,
  pageSize: 25,
  actions: ['login-as', 'user.update'],
});

const urls = (spy: ReturnType<typeof stubApi>) => spy.mock.calls.map(([input]) => String(input));

describe('AuditLogPage', () => {
  it('shows who did what, naming the actor, and a system action as System', async () => {
    stubApi({
      'GET admin/audit-log': () =>
        data(
          pageOf([
            entry({}),
            entry({ id: 2, action: 'payment.post', actorName: null, actorEmail: null, details: null }),
          ]),
        ),
    });
    renderPage(<AuditLogPageView />, '/admin/audit-log');
    const table = await screen.findByRole('table', { name: 'Audit Log' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]?.textContent).toContain(
      'user.updatePortal Adminadmin@eik.exampleuser 42{"field":"email"}',
    );
    expect(rows[2]?.textContent).toContain('payment.postSystem');
  });

  it('names both the staff member and the member they were logged in as', async () => {
    stubApi({
      'GET admin/audit-log': () =>
        data(
          pageOf([
            entry({
              action: 'licence.submit',
              actedAsName: 'Jane Member',
              actedAsEmail: 'member@eik.example',
              subjectType: 'licence',
              subjectId: 'LIC-0001',
              details: null,
            }),
          ]),
        ),
    });
    renderPage(<AuditLogPageView />, '/admin/audit-log');
    const table = await screen.findByRole('table', { name: 'Audit Log' });
    expect(within(table).getAllByRole('row')[1]?.textContent).toContain(
      'licence.submitPortal Adminadmin@eik.exampleas Jane Member (member@eik.example)licence LIC-0001',
    );
  });

  it('names a member subject and links to their member page, keeping the recorded type and id', async () => {
    stubApi({
      'GET admin/audit-log': () =>
        data(
          pageOf([
            entry({ subjectName: 'JAMES MWANGI KAMAU', subjectMemberNo: 'M/1007', subjectId: '5' }),
            entry({ id: 2, subjectName: 'Portal Approver', subjectId: '3' }),
          ]),
        ),
    });
    renderPage(<AuditLogPageView />, '/admin/audit-log');
    const table = await screen.findByRole('table', { name: 'Audit Log' });
    const rows = within(table).getAllByRole('row');
    const link = within(rows[1] as HTMLElement).getByRole('link', { name: 'JAMES MWANGI KAMAU' });
    expect(link.getAttribute('href')).toBe('/admin/members/M%2F1007');
    expect(rows[1]?.textContent).toContain('JAMES MWANGI KAMAUuser 5');
    expect(rows[2]?.textContent).toContain('Portal Approveruser 3');
    expect(within(rows[2] as HTMLElement).queryByRole('link')).toBeNull();
  });

  it('reads the filters and page from the URL and sends them to the server', async () => {
    const spy = stubApi({ 'GET admin/audit-log': () => data(pageOf([entry({})], 2, 30)) });
    renderPage(<AuditLogPageView />, '/admin/audit-log?actor=admin&from=2026-03-01&page=2');
    await screen.findByRole('table', { name: 'Audit Log' });
    expect(urls(spy)).toContain('/api/admin/audit-log?actor=admin&from=2026-03-01&sort=date&dir=desc&page=2');
    expect(screen.getByLabelText('Actor e-mail')).toHaveProperty('value', 'admin');
  });

  it('applies typed filters from page one, pages, and clears them', async () => {
    const spy = stubApi({
      'GET admin/audit-log': (_body, url) =>
        data(pageOf([entry({})], Number(url.searchParams.get('page')), 60)),
    });
    renderPage(<AuditLogPageView />, '/admin/audit-log');
    await screen.findByRole('table', { name: 'Audit Log' });
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'APP-0001' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(urls(spy)).toContain(
        '/api/admin/audit-log?subject=APP-0001&to=2026-03-31&sort=date&dir=desc&page=1',
      ),
    );

    fireEvent.click(screen.getByRole('button', { name: '3' }));
    await waitFor(() =>
      expect(urls(spy)).toContain(
        '/api/admin/audit-log?subject=APP-0001&to=2026-03-31&sort=date&dir=desc&page=3',
      ),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(urls(spy).at(-1)).toBe('/api/admin/audit-log?sort=date&dir=desc&page=1'));
    expect(screen.getByLabelText('Subject')).toHaveProperty('value', '');
  });

  it('refuses a date range that ends before it starts without asking the server', async () => {
    const spy = stubApi({ 'GET admin/audit-log': () => data(pageOf([])) });
    renderPage(<AuditLogPageView />, '/admin/audit-log');
    expect(await screen.findByText('Nothing recorded matches these filters.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-04-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText(reportMessages.rangeOrder)).toBeTruthy();
    expect(urls(spy).filter((url) => url.includes('from='))).toEqual([]);
  });

  it('shows the server’s message when the log cannot be read', async () => {
    stubApi({ 'GET admin/audit-log': () => json({ message: 'You do not have access to this page' }, 403) });
    renderPage(<AuditLogPageView />, '/admin/audit-log');
    expect(await screen.findByText('You do not have access to this page')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('sorts by a column header and exports the filtered log in the same order', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:audit'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const spy = stubApi({
      'GET admin/audit-log': () => data(pageOf([entry({})])),
      'GET admin/audit-log/csv': () => new Response('\uFEFFWhen\r\n'),
    });
    renderPage(<AuditLogPageView />, '/admin/audit-log?action=user.update');
    await screen.findByRole('table', { name: 'Audit Log' });
    expect(screen.getByRole('columnheader', { name: 'When' }).getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(screen.getByRole('button', { name: 'Actor' }));
    await waitFor(() =>
      expect(urls(spy)).toContain('/api/admin/audit-log?action=user.update&sort=actor&dir=asc&page=1'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(urls(spy)).toContain('/api/admin/audit-log/csv?action=user.update&sort=actor&dir=asc'),
    );
  });
});
