import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test-support/render';
import { bodiesSent, data, stubApi } from '../../test-support/stub-api';
import ProfileConfirmPage from './ProfileConfirmPage';

afterEach(() => vi.restoreAllMocks());

const bio = (confirmed: boolean) => ({
  ProfileID: 'PR-000001',
  FirstName: 'WANJIRU',
  SecondName: 'ACHIENG',
  LastName: 'OTIENO',
  confirmed,
});

describe('ProfileConfirmPage (spec 2 §2.2)', () => {
  it('shows the full name and confirms with Correct', async () => {
    const spy = stubApi({
      'GET profile': () => data(bio(false)),
      'POST profile/update': () => data({ message: 'Confirmed Successfully' }),
    });
    renderPage(<ProfileConfirmPage />, '/profile/profileConfirm');
    expect(await screen.findByText('WANJIRU ACHIENG OTIENO')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Not Correct' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Correct' }));
    expect(await screen.findByText('Confirmed Successfully')).toBeTruthy();
    expect(bodiesSent(spy, 'POST profile/update')).toEqual([{ confirmed: true, ProfileID: 'PR-000001' }]);
  });

  it('offers no buttons once confirmed', async () => {
    stubApi({ 'GET profile': () => data(bio(true)) });
    renderPage(<ProfileConfirmPage />, '/profile/profileConfirm');
    expect(await screen.findByText('Your profile is confirmed.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Correct' })).toBeNull();
  });
});
