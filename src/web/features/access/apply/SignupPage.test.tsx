import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../../contract/messages';
import { renderPage } from '../../../test-support/render';
import { bodiesSent, data, settingsWithRegistration, stubApi } from '../../../test-support/stub-api';
import SignupPage from './SignupPage';

afterEach(() => vi.restoreAllMocks());

function renderSignup({ registration = true } = {}) {
  const spy = stubApi({
    'GET admin/settings': settingsWithRegistration(registration),
    'GET setup/categories': () =>
      data([
        {
          Code: 'GRADUATE',
          Description: 'Graduate Member',
          categoryType: 'Individual',
          CanApply: true,
          entitled: false,
          charges: [{ Charge_Item: 'APPLICATION', Currency_Code: 'KES', Amount_Including_VAT: 2000 }],
        },
      ]),
    'GET application/requirements': () =>
      data([
        { sequence: 1, description: 'A copy of your national ID or passport' },
        { sequence: 2, description: 'Your academic certificates' },
      ]),
    'GET company/terms': () =>
      data([{ termsAndConditions: 'First paragraph of the terms.\n\nSecond paragraph.', projectURL: '' }]),
  });
  renderPage(
    <Routes>
      <Route path="/signup/:type/:code" element={<SignupPage />} />
      <Route path="/register/:type/:code" element={<p>Register form</p>} />
    </Routes>,
    '/signup/Individual/GRADUATE',
  );
  return spy;
}

describe('signup page', () => {
  it("lists the category's requirements and keeps Continue disabled until the terms are accepted", async () => {
    renderSignup();
    expect(await screen.findByText('A copy of your national ID or passport')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Graduate Member', level: 1 })).toBeTruthy();
    const next = screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /accept the terms and conditions/ }));
    expect(next.disabled).toBe(false);
    fireEvent.click(next);
    expect(await screen.findByText('Register form')).toBeTruthy();
  });

  it('opens the terms from the label without ticking the box, and I accept ticks it', async () => {
    renderSignup();
    const box = (await screen.findByRole('checkbox')) as HTMLInputElement;
    fireEvent.click(screen.getByRole('button', { name: 'terms and conditions' }));
    expect(await screen.findByText('Second paragraph.')).toBeTruthy();
    expect(box.checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'I accept' }));
    await waitFor(() => expect(box.checked).toBe(true));
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('explains a link with an unknown type', async () => {
    stubApi({});
    renderPage(
      <Routes>
        <Route path="/signup/:type/:code" element={<SignupPage />} />
      </Routes>,
      '/signup/Alien/GRADUATE',
    );
    expect(await screen.findByRole('link', { name: 'Choose a category' })).toBeTruthy();
  });

  it('says at once that registration is closed when the setting is off, without the checklist or terms', async () => {
    const spy = renderSignup({ registration: false });
    expect(await screen.findByRole('heading', { name: 'Registration is closed', level: 1 })).toBeTruthy();
    expect(screen.getByText(messages.registrationClosed)).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    expect(bodiesSent(spy, 'GET application/requirements')).toHaveLength(0);
  });
});
