import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { MemberCard, MemberSearchResult } from '../../../contract/member-search';
import { Providers } from '../../app/Providers';
import MemberCardPage from './MemberCardPage';
import MemberSearchPage from './MemberSearchPage';

/** Test-only: both Member Checker pages in a memory router, so links, Back and the URL are real. */
export function renderMemberChecker(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/search/Search-list', element: <MemberSearchPage /> },
      { path: '/search/search-card/:code', element: <MemberCardPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

export const member = (overrides: Partial<MemberSearchResult> = {}): MemberSearchResult => ({
  ProfileID: 'PR-000001',
  FirstName: 'JAMES',
  SecondName: 'MWANGI',
  LastName: 'KAMAU',
  profileTitle: 'Eng.',
  MemberNo: 'M-0042',
  MemberShipType: 'Corporate Member',
  Gender: 'Male',
  Status: 'Active',
  InGoodStanding: true,
  Discipline: 'Civil Engineering',
  PhotoUrl: null,
  ...overrides,
});

export const memberCard = (overrides: Partial<MemberCard> = {}): MemberCard => ({
  ...member(),
  Workplace: 'Nairobi Water Company',
  Address: 'Westlands, Nairobi',
  Specializations: ['Structural Engineering', 'Water Engineering'],
  ...overrides,
});
