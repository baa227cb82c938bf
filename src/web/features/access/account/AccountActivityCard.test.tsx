import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type AccountActivityEntry,
  type AccountActivityPage,
  accountActivityMessages,
} from '../../../../contract/account-activity';
import { renderPage } from '../../../test-support/render';
import { data, json, stubApi } from '../../../test-support/stub-api';
import { AccountActivityCard } from './AccountActivityCard';

afterEach(() => vi.restoreAllMocks());

const entry = (overrides: Partial<AccountActivityEntry>): AccountActivityEntry => ({
  id: 1,
  createdAt: '2026-03-02T10:00:00.000Z',
  action: 'notifications.updated',
  label: 'Notification preferences changed',
  byStaff: false,
  asMember: false,
  ...overrides,
});

const pageOf = (items: AccountActivityEntry[], page = 1, total = items.length): AccountActivityPage => ({
  items,
  total,
  page,
  pageSize: 20,
});

const rows = async () =>
  within(await screen.findByRole('list', { name: accountActivityMessages.title })).getAllByRole('listitem');

describe('AccountActivityCard', () => {
  it('marks only what staff did on the member’s behalf', async () => {
    stubApi({
      'GET auth/activity': () =>
        data(
          pageOf([
            entry({
              id: 3,
              action: 'licence.submit',
              label: 'Practising licence application submitted',
              byStaff: true,
            }),
            entry({
              id: 2,
              action: 'user.login-as',
              label: 'Staff logged in to your account',
              byStaff: true,
            }),
            entry({ id: 1 }),
          ]),
        ),
    });
    renderPage(<AccountActivityCard />, '/dashboard/Settings');
    const [submitted, loggedIn, own] = await rows();
    expect(submitted?.textContent).toContain('Practising licence application submitted');
    expect(within(submitted!).getByText(accountActivityMessages.byStaff)).toBeTruthy();
    expect(within(loggedIn!).getByText(accountActivityMessages.byStaff)).toBeTruthy();
    expect(own?.textContent).toContain('Notification preferences changed');
    expect(own?.textContent).not.toContain(accountActivityMessages.byStaff);
    expect(screen.getAllByText(accountActivityMessages.byStaff)).toHaveLength(2);
  });

  it('says when staff acted while logged in as a member, without naming them', async () => {
    stubApi({
      'GET auth/activity': () => data(pageOf([entry({ label: 'Logged in as a member', asMember: true })])),
    });
    renderPage(<AccountActivityCard />, '/dashboard/Settings');
    const [row] = await rows();
    expect(row?.textContent).toContain(accountActivityMessages.asMember);
    expect(row?.textContent).not.toContain(accountActivityMessages.byStaff);
  });

  it('pages on the server, and says when nothing is recorded', async () => {
    const spy = stubApi({
      'GET auth/activity': (_body, url) => {
        const page = Number(url.searchParams.get('page'));
        return data(pageOf([entry({ id: page, label: `Entry of page ${page}` })], page, 45));
      },
    });
    renderPage(<AccountActivityCard />, '/dashboard/Settings');
    expect((await rows())[0]?.textContent).toContain('Entry of page 1');
    fireEvent.click(screen.getByRole('button', { name: '3' }));
    await waitFor(async () => expect((await rows())[0]?.textContent).toContain('Entry of page 3'));
    expect(spy.mock.calls.map(([input]) => String(input))).toContain('/api/auth/activity?page=3');
    vi.restoreAllMocks();

    stubApi({ 'GET auth/activity': () => data(pageOf([])) });
    renderPage(<AccountActivityCard />, '/dashboard/Settings');
    expect(await screen.findByText(accountActivityMessages.empty)).toBeTruthy();
  });

  it('shows the server’s message when the list cannot be read', async () => {
    stubApi({ 'GET auth/activity': () => json({ message: 'The activity could not be read' }, 500) });
    renderPage(<AccountActivityCard />, '/dashboard/Settings');
    expect(await screen.findByText('The activity could not be read')).toBeTruthy();
  });
});
