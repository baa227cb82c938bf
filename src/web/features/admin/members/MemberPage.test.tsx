import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '../../../../contract/auth';
import { type MemberRecord, memberRecordMessages } from '../../../../contract/member-records';
import { storageKeys } from '../../../lib/session-storage';
import { renderPage } from '../../../test-support/render';
import { data, type Handler, json, stubApi } from '../../../test-support/stub-api';
import MemberPage from './MemberPage';
import { admin, approver, emptyPage, g2307, memberRecord } from './test-member';

afterEach(() => vi.restoreAllMocks());

function renderMember(
  record: MemberRecord | Handler,
  {
    me = admin,
    handlers = {},
    path = '/admin/members/G%2F2307',
  }: { me?: AuthUser; handlers?: Record<string, Handler>; path?: string } = {},
) {
  localStorage.setItem(storageKeys.user, JSON.stringify(me));
  const spy = stubApi({
    'GET auth/user': () => data(me),
    [`GET ${g2307}`]: typeof record === 'function' ? record : () => data(record),
    ...handlers,
  });
  renderPage(
    <Routes>
      <Route path="/admin/members/:memberNo" element={<MemberPage />} />
    </Routes>,
    path,
  );
  return spy;
}

const urls = (spy: ReturnType<typeof stubApi>) => spy.mock.calls.map(([input]) => String(input));

describe('the member page', () => {
  it('shows a member without an account: who they are, what they owe, the entry and its contacts', async () => {
    const spy = renderMember(memberRecord());
    expect(await screen.findByRole('heading', { level: 1, name: 'BRIAN KIPCHUMBA RUTO' })).toBeTruthy();
    expect(urls(spy)).toContain(`/api/${g2307}`);
    expect(screen.getByText('Not in good standing')).toBeTruthy();
    expect(screen.getByText(/^Owes .*5,000\.00 · No portal account$/)).toBeTruthy();
    const entry = screen.getByRole('region', { name: 'Register entry' });
    expect(entry.textContent).toContain('brian.ruto@eik.example');
    expect(entry.textContent).toContain('+254722456789');
    expect(screen.getByRole('region', { name: 'Portal account' }).textContent).toContain('has not activated');
    expect(screen.getByText(/not been changed since/)).toBeTruthy();
    const actions = screen.getByRole('group', { name: 'Actions on this member' });
    for (const name of ['Edit entry', 'Change status', 'Post payment', 'Raise invoice', 'Send message'])
      expect(within(actions).getByRole('button', { name })).toBeTruthy();
    // Log in as needs an account.
    expect(within(actions).queryByRole('button', { name: 'Log in as' })).toBeNull();
  });

  it('says the member is not on the register for an unknown number', async () => {
    renderMember(() => json({ message: memberRecordMessages.notFound }, 404));
    expect(await screen.findByText(memberRecordMessages.notFound)).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('offers to try again when the record cannot be read', async () => {
    let calls = 0;
    renderMember(() => {
      calls += 1;
      return calls === 1
        ? json({ message: 'The service is briefly unavailable.' }, 503)
        : data(memberRecord());
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'BRIAN KIPCHUMBA RUTO' })).toBeTruthy();
  });

  it('shows approvers the record without the actions, the messages or the audit trail', async () => {
    renderMember(memberRecord(), { me: approver });
    await screen.findByRole('heading', { level: 1, name: 'BRIAN KIPCHUMBA RUTO' });
    expect(screen.queryByRole('group', { name: 'Actions on this member' })).toBeNull();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Overview', 'Money', 'Applications', 'CPD & events', 'Notes']);
  });

  it('shows the account, its last sign-in and the profile, and asks before logging in as the member', async () => {
    const spy = renderMember(
      memberRecord({
        account: {
          userId: 42,
          email: 'brian@account.example',
          phone: '+254722456789',
          activatedAt: '2026-02-01T08:00:00.000Z',
          lastSignInAt: '2026-05-03T10:00:00.000Z',
          emailVerifiedAt: '2026-02-01T08:00:00.000Z',
          deactivatedAt: null,
          canLogInAs: true,
        },
        profile: {
          profileId: 'PR-000042',
          name: 'BRIAN KIPCHUMBA RUTO',
          gender: 'Male',
          dateOfBirth: '1995-04-12',
          nationality: 'KE',
          discipline: 'CIVIL',
          confirmed: true,
        },
      }),
      { handlers: { 'POST admin/loginas': () => json({ message: 'stop here' }, 409) } },
    );
    const account = await screen.findByRole('region', { name: 'Portal account' });
    expect(account.textContent).toContain('brian@account.example');
    expect(account.textContent).toMatch(/Last sign-in: .*2026/);
    expect(screen.getByRole('region', { name: 'Profile' }).textContent).toContain('PR-000042');
    fireEvent.click(screen.getByRole('button', { name: 'Log in as' }));
    const confirm = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(confirm.textContent).toContain('brian@account.example');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Log in as' }));
    await waitFor(() => expect(urls(spy)).toContain('/api/admin/loginas'));
  });

  it('opens the tab named in the address and reads its list a page at a time', async () => {
    const entry = {
      documentNo: 'INV-000101',
      documentType: 'Invoice',
      description: 'Annual subscription 2026',
      amountLCY: 5_000,
      remainingAmtLCY: 5_000,
      dueDate: '2026-03-31',
      postingDate: '2026-01-01',
      documentDate: '2026-01-01',
      externalDocumentNo: 'INV-000101',
      source: 'SUBSCRIPTION',
    };
    const spy = renderMember(memberRecord(), {
      path: '/admin/members/G%2F2307?tab=money',
      handlers: { [`GET ${g2307}/ledger`]: () => data({ items: [entry], total: 21, page: 1, pageSize: 20 }) },
    });
    const ledger = await screen.findByRole('table', { name: /Invoices and receipts/ });
    expect(ledger.textContent).toContain('Annual subscription 2026');
    expect(urls(spy)).toContain(`/api/${g2307}/ledger?page=1`);
    // Each document downloads from the statement (staff have no billing viewer of their own).
    fireEvent.click(within(ledger).getByRole('button', { name: 'Download invoice INV-000101' }));
    await waitFor(() =>
      expect(urls(spy).some((url) => url.includes('/api/billing/document/invoice/'))).toBe(true),
    );
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(urls(spy)).toContain(`/api/${g2307}/ledger?page=2`));
    expect(screen.getByRole('table', { name: 'Subscriptions' }).textContent).toContain('Overdue');
  });

  it('says when a list is empty', async () => {
    renderMember(memberRecord(), {
      path: '/admin/members/G%2F2307?tab=cpd',
      handlers: {
        [`GET ${g2307}/cpd`]: () => data(emptyPage),
        [`GET ${g2307}/bookings`]: () => data(emptyPage),
      },
    });
    expect(await screen.findByText('No CPD points have been awarded to this member.')).toBeTruthy();
    expect(await screen.findByText(/No event bookings/)).toBeTruthy();
  });

  it('adds a note and lists it', async () => {
    const note = {
      id: 1,
      body: 'Called about arrears.',
      authorName: 'Peter Otieno',
      at: '2026-05-03T10:00:00.000Z',
    };
    let notes: (typeof note)[] = [];
    const spy = renderMember(memberRecord(), {
      path: '/admin/members/G%2F2307?tab=notes',
      handlers: {
        [`GET ${g2307}/notes`]: () => data({ ...emptyPage, items: notes, total: notes.length }),
        [`POST ${g2307}/notes`]: () => {
          notes = [note];
          return json({ data: note }, 201);
        },
      },
    });
    expect(await screen.findByText('No notes yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText(memberRecordMessages.noteRequired)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Add a note/), { target: { value: 'Called about arrears.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText(memberRecordMessages.noteAdded)).toBeTruthy();
    expect(await screen.findByText('Called about arrears.')).toBeTruthy();
    expect(
      spy.mock.calls.some(([input, init]) => String(input).endsWith('/notes') && init?.method === 'POST'),
    ).toBe(true);
  });
});
