import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memberSearchMessages, standingLabel } from '../../../contract/member-search';
import { encodeRouteText } from '../../../contract/route-values';
import { data, json, stubApi } from '../../test-support/stub-api';
import { memberCard, renderMemberChecker } from './test-render';

afterEach(() => vi.restoreAllMocks());

const cardPath = (profileId: string) => `/search/search-card/${encodeRouteText(profileId)}`;

const cardRequests = (spy: ReturnType<typeof stubApi>) =>
  spy.mock.calls
    .map(([input]) => new URL(String(input), 'http://portal.test').pathname)
    .filter((path) => path.startsWith('/api/profile/search/show/'));

/** The tone of a chip beside "Membership Status". */
const chipTone = (text: string) =>
  within(screen.getByTestId('member-status-chips'))
    .getByText(text)
    .closest('[data-tone]')
    ?.getAttribute('data-tone');

const fact = (label: string) =>
  within(screen.getByTestId('member-card-facts')).queryByText(label)?.nextElementSibling?.textContent;

describe('/search/search-card/:code', () => {
  it('decodes the ProfileID and shows the member card with workplace, status and specializations', async () => {
    const spy = stubApi({ 'GET profile/search/show/PR-000001': () => data(memberCard()) });
    renderMemberChecker(cardPath('PR-000001'));
    expect(await screen.findByRole('heading', { name: 'Eng. JAMES MWANGI KAMAU' })).toBeTruthy();
    expect(cardRequests(spy)).toEqual(['/api/profile/search/show/PR-000001']);
    expect(chipTone('Active')).toBe('success');
    expect(chipTone(standingLabel(true))).toBe('success');
    expect(fact('Member No')).toBe('M-0042');
    expect(fact('Category')).toBe('Corporate Member');
    expect(fact('Discipline')).toBe('Civil Engineering');
    expect(fact('Workplace')).toBe('Nairobi Water Company');
    expect(fact('Address')).toBe('Westlands, Nairobi');
    expect(fact('Gender')).toBe('Male');
    const specializations = screen.getByRole('list', { name: 'Specializations' });
    expect(
      within(specializations)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Structural Engineering', 'Water Engineering']);
  });

  it('leaves the workplace out when the server drops it, and shows a non-Active status in orange', async () => {
    stubApi({
      'GET profile/search/show/PR-000002': () =>
        data(memberCard({ ProfileID: 'PR-000002', Workplace: null, Status: 'Suspended' })),
    });
    renderMemberChecker(cardPath('PR-000002'));
    await screen.findByRole('heading', { name: 'Eng. JAMES MWANGI KAMAU' });
    expect(fact('Workplace')).toBeUndefined();
    expect(screen.queryByText('Workplace')).toBeNull();
    expect(chipTone('Suspended')).toBe('warning');
  });

  it('shows an Active member who owes something overdue as Active but not in good standing', async () => {
    stubApi({
      'GET profile/search/show/PR-000003': () =>
        data(memberCard({ ProfileID: 'PR-000003', Status: 'Active', InGoodStanding: false })),
    });
    renderMemberChecker(cardPath('PR-000003'));
    await screen.findByRole('heading', { name: 'Eng. JAMES MWANGI KAMAU' });
    expect(chipTone('Active')).toBe('success');
    expect(chipTone(standingLabel(false))).toBe('warning');
    expect(screen.queryByText(standingLabel(true))).toBeNull();
  });

  it('shows a register member without a profile: no photo, discipline or address, by the public id', async () => {
    const publicId = '3f9c2a7e51d04b8c9a6e';
    stubApi({
      [`GET profile/search/show/${publicId}`]: () =>
        data(
          memberCard({
            ProfileID: publicId,
            profileTitle: null,
            Gender: null,
            Discipline: null,
            Workplace: null,
            Address: null,
            Specializations: [],
          }),
        ),
    });
    renderMemberChecker(cardPath(publicId));
    await screen.findByRole('heading', { name: 'JAMES MWANGI KAMAU' });
    expect(fact('Discipline')).toBe('—');
    expect(fact('Address')).toBe('—');
    expect(fact('Gender')).toBe('—');
    expect(screen.getByText('None recorded')).toBeTruthy();
    expect(chipTone(standingLabel(true))).toBe('success');
  });

  it("shows the not-found state with the server's message on 404", async () => {
    stubApi({
      'GET profile/search/show/PR-999999': () => json({ message: memberSearchMessages.memberNotFound }, 404),
    });
    renderMemberChecker(cardPath('PR-999999'));
    const notFound = await screen.findByTestId('member-not-found');
    expect(within(notFound).getByRole('heading', { name: memberSearchMessages.memberNotFound })).toBeTruthy();
  });

  it('shows the not-found state for a code that does not decode, without asking the server', async () => {
    const spy = stubApi({});
    renderMemberChecker('/search/search-card/%25%25not-base64');
    expect(await screen.findByTestId('member-not-found')).toBeTruthy();
    renderMemberChecker('/search/search-card/gA');
    await waitFor(() => expect(screen.getAllByTestId('member-not-found')).toHaveLength(2));
    expect(cardRequests(spy)).toEqual([]);
  });

  it('goes Back to the results it came from', async () => {
    stubApi({
      'GET profile/search': () =>
        data({ results: [memberCard()], total: 1, page: 1, pageSize: 20, pageCount: 1 }),
      'GET profile/search/show/PR-000001': () => data(memberCard()),
    });
    const router = renderMemberChecker('/search/Search-list?term=kamau');
    fireEvent.click(await screen.findByRole('link', { name: 'Eng. JAMES MWANGI KAMAU' }));
    await screen.findByRole('heading', { name: 'Eng. JAMES MWANGI KAMAU' });
    // useBack reads the browser router's entry number, which a memory router does not keep.
    window.history.replaceState({ idx: 1 }, '');
    fireEvent.click(screen.getByRole('button', { name: 'Back to results' }));
    window.history.replaceState(null, '');
    expect(await screen.findByText('1 member found')).toBeTruthy();
    expect(router.state.location.search).toBe('?term=kamau');
  });

  it('goes to the search page when opened directly', async () => {
    stubApi({ 'GET profile/search/show/PR-000001': () => data(memberCard()) });
    const router = renderMemberChecker(cardPath('PR-000001'));
    await screen.findByRole('heading', { name: 'Eng. JAMES MWANGI KAMAU' });
    fireEvent.click(screen.getByRole('button', { name: 'Back to results' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search/Search-list'));
  });
});
