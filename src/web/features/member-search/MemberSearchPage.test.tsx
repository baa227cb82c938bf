import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type MemberSearchPage,
  type MemberSearchStats,
  memberSearchMessages,
  SEARCH_PLACEHOLDER,
  standingLabel,
} from '../../../contract/member-search';
import { formatCount } from '../../lib/format';
import { data, type Handler, json, stubApi } from '../../test-support/stub-api';
import { NO_MATCHES } from './SearchResults';
import { member, renderMemberChecker } from './test-render';

afterEach(() => vi.restoreAllMocks());

const page = (overrides: Partial<MemberSearchPage> = {}): MemberSearchPage => ({
  results: [
    member(),
    member({
      ProfileID: 'PR-000002',
      FirstName: 'GRACE',
      SecondName: null,
      LastName: 'KAMAU',
      profileTitle: null,
      MemberNo: 'M-0077',
      Status: 'Suspended',
      InGoodStanding: false,
      Gender: 'Female',
    }),
  ],
  total: 2,
  page: 1,
  pageSize: 20,
  pageCount: 1,
  ...overrides,
});

const stats: MemberSearchStats = {
  total: 12_345,
  inGoodStanding: 9_876,
  byCategory: [
    { category: 'CORPORATE', description: 'Corporate Member', count: 7_000 },
    { category: 'GRADUATE', description: 'Graduate Member', count: 5_345 },
  ],
  byGender: [
    { gender: 'Male', count: 10_000 },
    { gender: 'Female', count: 2_345 },
  ],
};

const categories = [
  { Code: 'CORPORATE', Description: 'Corporate Member' },
  { Code: 'GRADUATE', Description: 'Graduate Member' },
].map((category) => ({
  ...category,
  categoryType: 'Individual',
  CanApply: true,
  entitled: false,
  charges: [],
}));

function stubSearch(search: Handler) {
  return stubApi({
    'GET profile/search': search,
    'GET profile/search/stats': () => data(stats),
    'GET setup/categories': () => data(categories),
  });
}

/** The query strings of the searches sent, in order. */
const searchesSent = (spy: ReturnType<typeof stubApi>) =>
  spy.mock.calls
    .map(([input]) => new URL(String(input), 'http://portal.test'))
    .filter((url) => url.pathname === '/api/profile/search')
    .map((url) => url.search);

const searchBox = () => screen.getByRole('searchbox', { name: /Search the member register/ });

describe('/search/Search-list', () => {
  it('refuses a blank term with the contract message without asking the server', async () => {
    const spy = stubSearch(() => data(page()));
    const router = renderMemberChecker('/search/Search-list');
    expect(searchBox().getAttribute('placeholder')).toBe(SEARCH_PLACEHOLDER);
    fireEvent.change(searchBox(), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(memberSearchMessages.termRequired)).toBeTruthy();
    expect(searchesSent(spy)).toEqual([]);
    expect(router.state.location.search).toBe('');
  });

  it('puts the trimmed term and filters in the URL and lists members with status and standing chips and card links', async () => {
    const spy = stubSearch(() => data(page()));
    const router = renderMemberChecker('/search/Search-list');
    await screen.findByRole('option', { name: 'Graduate Member' });
    fireEvent.change(screen.getByLabelText('Gender'), { target: { value: 'Male' } });
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'CORPORATE' } });
    fireEvent.change(searchBox(), { target: { value: '  kamau  ' } });
    fireEvent.submit(searchBox().closest('form')!);

    const james = await screen.findByRole('link', { name: 'Eng. JAMES MWANGI KAMAU' });
    expect(router.state.location.search).toBe('?term=kamau&gender=Male&category=CORPORATE');
    expect(searchesSent(spy)).toEqual(['?term=kamau&gender=Male&category=CORPORATE']);
    // The card's code is the base64 ProfileID: btoa('PR-000001').
    expect(james.getAttribute('href')).toBe('/search/search-card/UFItMDAwMDAx');
    expect(screen.getByText('2 members found')).toBeTruthy();

    const table = screen.getByRole('table');
    const [jamesRow, graceRow] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    expect(within(jamesRow).getByText('M-0042')).toBeTruthy();
    expect(within(jamesRow).getByText('Corporate Member')).toBeTruthy();
    expect(within(jamesRow).getByText('Civil Engineering')).toBeTruthy();
    expect(within(jamesRow).getByText('Active').closest('[data-tone]')?.getAttribute('data-tone')).toBe(
      'success',
    );
    expect(within(graceRow).getByRole('link', { name: 'GRACE KAMAU' })).toBeTruthy();
    expect(within(graceRow).getByText('Suspended').closest('[data-tone]')?.getAttribute('data-tone')).toBe(
      'warning',
    );
    // Good standing today sits beside the status: green in good standing, orange otherwise.
    const tone = (row: HTMLElement, text: string) =>
      within(within(row).getByTestId('member-status-chips'))
        .getByText(text)
        .closest('[data-tone]')
        ?.getAttribute('data-tone');
    expect(tone(jamesRow, standingLabel(true))).toBe('success');
    expect(tone(graceRow, standingLabel(false))).toBe('warning');
    expect(screen.queryByRole('button', { name: '2' })).toBeNull();
  });

  it('searches again from the URL after a reload, and Clear Search resets term, filters and results', async () => {
    const spy = stubSearch(() => data(page()));
    const router = renderMemberChecker('/search/Search-list?term=kamau&gender=Female&category=GRADUATE');
    await screen.findByText('2 members found');
    expect(searchesSent(spy)).toEqual(['?term=kamau&gender=Female&category=GRADUATE']);
    expect((searchBox() as HTMLInputElement).value).toBe('kamau');
    expect((screen.getByLabelText('Gender') as HTMLSelectElement).value).toBe('Female');

    fireEvent.click(screen.getByRole('button', { name: 'Clear Search' }));
    await waitFor(() => expect(screen.queryByText('2 members found')).toBeNull());
    expect(router.state.location.search).toBe('');
    expect((searchBox() as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Gender') as HTMLSelectElement).value).toBe('');
    expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('');
    expect(searchesSent(spy)).toHaveLength(1);
  });

  it('pages through more than one page of results and asks for page 2', async () => {
    const spy = stubSearch((_, url) =>
      data(page({ total: 45, pageCount: 3, page: Number(url.searchParams.get('page') ?? 1) })),
    );
    const router = renderMemberChecker('/search/Search-list?term=kamau');
    expect(await screen.findByText('45 members found')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(searchesSent(spy)).toEqual(['?term=kamau', '?term=kamau&page=2']));
    expect(router.state.location.search).toBe('?term=kamau&page=2');
  });

  it('says so when nothing matches', async () => {
    stubSearch(() => data(page({ results: [], total: 0, pageCount: 1 })));
    renderMemberChecker('/search/Search-list?term=nobody');
    expect(await screen.findByText(NO_MATCHES)).toBeTruthy();
  });

  it("shows the server's message in a danger toast at the top centre, 429 included", async () => {
    stubSearch(() => json({ message: memberSearchMessages.tooManySearches }, 429));
    renderMemberChecker('/search/Search-list?term=kamau');
    const message = await screen.findByText(memberSearchMessages.tooManySearches);
    const toast = message.closest('.mantine-Notification-root');
    expect(toast).toBeTruthy();
    expect(toast?.closest('[data-position]')?.getAttribute('data-position')).toBe('top-center');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the Summary with formatted figures', async () => {
    stubSearch(() => data(page()));
    renderMemberChecker('/search/Search-list');
    const summary = await screen.findByRole('region', { name: 'Summary' });
    await within(summary).findByText(formatCount(12_345));
    expect(within(summary).getByText(formatCount(9_876))).toBeTruthy();
    const byCategory = within(summary).getByRole('list', { name: 'By category' });
    expect(within(byCategory).getByText('Graduate Member').nextElementSibling?.textContent).toBe(
      formatCount(5_345),
    );
    const byGender = within(summary).getByRole('list', { name: 'By gender' });
    expect(within(byGender).getByText('Female').nextElementSibling?.textContent).toBe(formatCount(2_345));
  });
});
