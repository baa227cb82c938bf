import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultSiteSettings } from '../../../../contract/settings-defaults';
import { SETTINGS_COPY_KEY } from '../../../lib/settings';
import { renderPage } from '../../../test-support/render';
import { json, settingsWithRegistration, stubApi } from '../../../test-support/stub-api';
import { RegistrationOpenOnly } from './RegistrationOpenOnly';

afterEach(() => vi.restoreAllMocks());

const renderGate = () =>
  renderPage(
    <RegistrationOpenOnly>
      <p>Registration form</p>
    </RegistrationOpenOnly>,
  );

describe('registration pages while the settings are read', () => {
  it('draws neither the form nor the closed page until the server has said', async () => {
    let answer: (response: Response) => void = () => {};
    stubApi({ 'GET admin/settings': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderGate();
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.queryByText('Registration form')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Registration is closed' })).toBeNull();
    answer(settingsWithRegistration(true)());
    expect(await screen.findByText('Registration form')).toBeTruthy();
  });

  it("does not take the copy kept from the last visit for the server's answer", async () => {
    // Kept while registration was open; it has been closed since.
    localStorage.setItem(SETTINGS_COPY_KEY, JSON.stringify(defaultSiteSettings));
    stubApi({ 'GET admin/settings': settingsWithRegistration(false) });
    renderGate();
    expect(screen.queryByText('Registration form')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Registration is closed' })).toBeTruthy();
    expect(screen.queryByText('Registration form')).toBeNull();
  });

  it('shows the form when the settings cannot be read: the server still refuses a closed registration', async () => {
    stubApi({ 'GET admin/settings': () => json({ message: 'Service unavailable' }, 503) });
    renderGate();
    await waitFor(() => expect(screen.getByText('Registration form')).toBeTruthy());
  });
});
