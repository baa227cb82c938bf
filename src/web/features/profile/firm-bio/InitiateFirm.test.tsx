import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AuthUser, homePathFor } from '../../../../contract/auth';
import { type FirmBio, firmBioMessages } from '../../../../contract/profile-firm-bio';
import { allow, RequireUser } from '../../../app/guards';
import { Providers } from '../../../app/Providers';
import { storageKeys } from '../../../lib/session-storage';
import { data, stubApi } from '../../../test-support/stub-api';
import { firmWithoutProfile } from '../../../test-support/users';
import InitiateProfilePage from '../InitiateProfilePage';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

const firm = firmWithoutProfile;
const individual: AuthUser = { ...firm, id: 5, email: 'applicant@eik.example', type: 'Individual' };

/** The initiate routes guarded as in app/router.tsx, each page replaced by its name. */
function renderAt(path: string, pages: { initiateFirm?: ReactElement } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>login page</p> },
      { path: '/dashboard', element: <p>dashboard page</p> },
      {
        element: <RequireUser when={allow.applicantOfType('Individual')} />,
        children: [{ path: '/initiate-profile', element: <p>initial profile page</p> }],
      },
      {
        element: <RequireUser when={allow.applicantOfType('Corporate')} />,
        children: [{ path: '/initiate-firm', element: pages.initiateFirm ?? <p>initial firm page</p> }],
      },
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

function signedInAs(user: AuthUser | null, handlers = {}) {
  if (user) localStorage.setItem(storageKeys.user, JSON.stringify(user));
  return stubApi({ 'GET auth/user': () => data(user), ...handlers });
}

describe('the initiate routes (decisions.md: only a signed-in user without a profile)', () => {
  it('sends a user without a profile to the initiate route of their type', () => {
    expect(homePathFor(firm)).toBe('/initiate-firm');
    expect(homePathFor(individual)).toBe('/initiate-profile');
    expect(homePathFor({ ...firm, profile: true })).toBe('/dashboard');
  });

  it('opens /initiate-firm for a Corporate user without a profile', async () => {
    signedInAs(firm);
    renderAt('/initiate-firm');
    expect(await screen.findByText('initial firm page')).toBeTruthy();
  });

  it('sends an individual from /initiate-firm to /initiate-profile, and a firm the other way', async () => {
    signedInAs(individual);
    const router = renderAt('/initiate-firm');
    expect(await screen.findByText('initial profile page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/initiate-profile');
  });

  it('sends a firm from /initiate-profile to /initiate-firm', async () => {
    signedInAs(firm);
    const router = renderAt('/initiate-profile');
    expect(await screen.findByText('initial firm page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/initiate-firm');
  });

  it('sends a firm that has a profile to the dashboard', async () => {
    signedInAs({ ...firm, profile: true, profile_id: 'PR-000009' });
    const router = renderAt('/initiate-firm');
    expect(await screen.findByText('dashboard page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('sends a visitor to login, coming back afterwards', async () => {
    signedInAs(null);
    const router = renderAt('/initiate-firm');
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/initiate-firm')}`);
  });
});

describe('/initiate-firm page', () => {
  it("shows 'Initial Firm Profile' with the firm bio form, and goes to the dashboard once created", async () => {
    const created: FirmBio = {
      ProfileID: 'PR-000009',
      FirstName: 'ACME LTD',
      Address: 'P.O. Box 1',
      Address2: '',
      PhoneNo: '0712345678',
      PhoneNo2: '0203456789',
      faxNo: '0203456780',
      Email: firm.email,
      PINRegNo: 'P051234567X',
      IdentificationDocumentNo: 'P051234567X',
      VATRegNo: 'V1',
      houseNo: '1',
      blockNo: 'A',
      lrNo: '1/1',
      streetName: 'Moi Avenue',
      City: 'Nairobi',
      Image: { id: 'doc-1', kind: 'png', name: 'logo.png', size: 4, url: '/api/documents/doc-1' },
    };
    let hasProfile = false;
    stubApi({
      'GET auth/user': () => data({ ...firm, profile: hasProfile }),
      'GET setup/categories': () => data([]),
      'POST profile/firmBio': () => {
        hasProfile = true;
        return data({ message: firmBioMessages.created, firmBio: created });
      },
    });
    localStorage.setItem(storageKeys.user, JSON.stringify(firm));
    const router = renderAt('/initiate-firm', { initiateFirm: <InitiateProfilePage /> });
    expect(await screen.findByRole('heading', { name: 'Initial Firm Profile' })).toBeTruthy();
    // The firm form loads after the page (InitiateProfilePage loads one form per user type).
    await screen.findByLabelText(/^Name of Body/, { selector: 'input' });
    const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
    for (const [label, value] of [
      [/^Name of Body/, 'acme ltd'],
      [/^Mobile Number/, '0712345678'],
      [/^Telephone Number/, '0203456789'],
      [/^Fax Number/, '0203456780'],
      [/^VAT Reg Number/, 'v1'],
      [/^Address/, 'P.O. Box 1'],
      [/^House Number/, '1'],
      [/^Block Number/, 'A'],
      [/^LR Number/, '1/1'],
      [/^Street Name/, 'Moi Avenue'],
      [/^City/, 'Nairobi'],
    ] as const) {
      fireEvent.change(field(label), { target: { value } });
    }
    const image = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'logo.png', {
      type: 'image/png',
    });
    fireEvent.change(document.querySelector('input[type="file"]') as HTMLInputElement, {
      target: { files: [image] },
    });
    await screen.findByText('logo.png');
    fireEvent.click(screen.getByRole('button', { name: 'Create Profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(JSON.parse(localStorage.getItem(storageKeys.user) ?? '{}').profile).toBe(true);
  });
});
