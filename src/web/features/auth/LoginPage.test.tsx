import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, Route, RouterProvider, Routes, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pendingCodeSchema } from '../../../contract/access';
import { messages } from '../../../contract/common';
import { decodeRouteValue, encodeRouteValue } from '../../../contract/route-values';
import { defaultSiteSettings } from '../../../contract/settings';
import { Providers } from '../../app/Providers';
import { storageKeys } from '../../lib/session-storage';
import { renderPage } from '../../test-support/render';
import { bodiesSent, data, json, secretariat, stubApi as stubRoutes } from '../../test-support/stub-api';
import { signedInUser } from '../../test-support/users';
import { keptCodeRoute, rememberCodeRoute } from '../access/public';
import LoginPage from './LoginPage';

afterEach(() => vi.restoreAllMocks());

function stubApi(login: () => Response) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url.endsWith('/api/auth/login')) return login();
    return new Response(JSON.stringify({ message: 'not stubbed' }), { status: 404 });
  });
}

describe('login page', () => {
  it('checks the form with the contract rules before calling the server', async () => {
    const fetchSpy = stubApi(() => new Response('{}'));
    renderPage(<LoginPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByText(messages.emailRequired)).toBeTruthy();
    expect(screen.getByText(messages.passwordRequired)).toBeTruthy();
    expect(fetchSpy.mock.calls.some(([url]) => String(url).includes('auth/login'))).toBe(false);
  });

  it("shows the server's message when sign-in fails", async () => {
    stubApi(() => new Response(JSON.stringify({ message: 'Invalid email or password' }), { status: 401 }));
    renderPage(<LoginPage />);
    fireEvent.change(await screen.findByLabelText(/Email/), { target: { value: 'member@eik.example' } });
    fireEvent.change(screen.getByLabelText(/Password/, { selector: 'input' }), {
      target: { value: 'Wrong#123' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Invalid email or password'));
  });

  it('shows the stored session note', async () => {
    localStorage.setItem(storageKeys.note, messages.inactivityLogout);
    stubApi(() => new Response('{}'));
    renderPage(<LoginPage />);
    expect(await screen.findByText(messages.inactivityLogout)).toBeTruthy();
  });
});

describe('login page links', () => {
  const settingsWith = (registration: boolean) => ({
    ...defaultSiteSettings,
    minor_settings: { ...defaultSiteSettings.minor_settings, registration },
  });

  it('offers Forgot password, Activate Account and Register As Member when registration is open', async () => {
    stubRoutes({ 'GET admin/settings': () => data(settingsWith(true)) });
    renderPage(<LoginPage />);
    expect((await screen.findByRole('link', { name: 'Forgot password?' })).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Activate Account' }).getAttribute('href')).toBe('/activate');
    expect(screen.getByRole('link', { name: 'Register As Member' }).getAttribute('href')).toBe('/categories');
    expect(screen.getByText('Choose the membership category you are applying for.')).toBeTruthy();
  });

  it('hides Register As Member when registration is off in settings, and tells applicants whom to ask', async () => {
    stubRoutes({
      'GET admin/settings': () => data(settingsWith(false)),
      'GET company/information': () => data(secretariat),
    });
    renderPage(<LoginPage />);
    await screen.findByRole('button', { name: 'Login' });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Register As Member' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Activate Account' })).toBeTruthy();
    expect(screen.getByText(new RegExp(messages.registrationClosed))).toBeTruthy();
    expect(screen.queryByText('Choose the membership category you are applying for.')).toBeNull();
    expect((await screen.findByRole('link', { name: secretariat.email })).getAttribute('href')).toBe(
      `mailto:${secretariat.email}`,
    );
  });

  it('shows a message handed over by another page, e.g. after a password reset', async () => {
    stubRoutes({});
    const router = createMemoryRouter([{ path: '/', element: <LoginPage /> }], {
      initialEntries: [{ pathname: '/', state: { notice: messages.passwordResetDone } }],
    });
    render(
      <Providers client={new QueryClient()}>
        <RouterProvider router={router} />
      </Providers>,
    );
    expect(await screen.findByText(messages.passwordResetDone)).toBeTruthy();
  });
});

function OtpProbe() {
  const pending = decodeRouteValue(useParams().id ?? '', pendingCodeSchema);
  return <p>Otp page for {pending?.phone_no}</p>;
}

describe('verify account after a refused login', () => {
  it('offers Verify account when the server returns the e-mail, and opens the Otp page with a new code', async () => {
    const spy = stubRoutes({
      'POST auth/login': () =>
        json({ message: messages.accountNotVerified, data: { email: 'new@example.com' } }, 403),
      'POST auth/counter-verify-otp': () => data({ id: 'fresh-handle', phone_no: '+254712345678' }),
    });
    renderPage(
      <Routes>
        <Route path="/" element={<LoginPage />} />
        <Route path="/otp/:id" element={<OtpProbe />} />
      </Routes>,
    );
    expect(screen.queryByRole('button', { name: 'Verify account' })).toBeNull();
    fireEvent.change(await screen.findByLabelText(/Email/), { target: { value: 'New@Example.com' } });
    fireEvent.change(screen.getByLabelText(/Password/, { selector: 'input' }), {
      target: { value: 'Strong#Pass1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(messages.accountNotVerified));
    fireEvent.click(screen.getByRole('button', { name: 'Verify account' }));
    expect(await screen.findByText('Otp page for +254712345678')).toBeTruthy();
    expect(bodiesSent(spy, 'POST auth/counter-verify-otp')).toEqual([
      { email: 'new@example.com', password: 'Strong#Pass1' },
    ]);
  });

  const refusedAsUnverified = () =>
    json({ message: messages.accountNotVerified, data: { email: 'new@example.com' } }, 403);
  const resendWait = () =>
    json({ message: messages.otpResendWait('40 seconds'), data: { retryAfterSeconds: 40 } }, 429);

  async function signInThenVerify() {
    renderPage(
      <Routes>
        <Route path="/" element={<LoginPage />} />
        <Route path="/otp/:id" element={<OtpProbe />} />
      </Routes>,
    );
    fireEvent.change(await screen.findByLabelText(/Email/), { target: { value: 'new@example.com' } });
    fireEvent.change(screen.getByLabelText(/Password/, { selector: 'input' }), {
      target: { value: 'Strong#Pass1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Verify account' }));
  }

  it('remembers the code page it opened, so a second Verify account within the wait finds it', async () => {
    stubRoutes({
      'POST auth/login': refusedAsUnverified,
      'POST auth/counter-verify-otp': () => data({ id: 'fresh-handle', phone_no: '+254712345678' }),
    });
    await signInThenVerify();
    expect(await screen.findByText('Otp page for +254712345678')).toBeTruthy();
    expect(keptCodeRoute('New@Example.com')).toMatch(/^\/otp\//);
  });

  it('within the resend wait, says the true wait and takes them back to the code they already have', async () => {
    rememberCodeRoute(
      'new@example.com',
      `/otp/${encodeRouteValue({ id: 'kept-handle', phone_no: '+254700000001' })}`,
    );
    stubRoutes({ 'POST auth/login': refusedAsUnverified, 'POST auth/counter-verify-otp': resendWait });
    await signInThenVerify();
    const alert = await screen.findByRole('alert', { name: 'Your code still works' });
    expect(alert.textContent).toContain(messages.otpResendWait('40 seconds'));
    fireEvent.click(within(alert).getByRole('link', { name: 'Enter the code' }));
    expect(await screen.findByText('Otp page for +254700000001')).toBeTruthy();
  });

  it('within the resend wait with no code page kept in this tab, says the wait and offers nothing false', async () => {
    stubRoutes({ 'POST auth/login': refusedAsUnverified, 'POST auth/counter-verify-otp': resendWait });
    await signInThenVerify();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(messages.otpResendWait('40 seconds')),
    );
    expect(screen.queryByRole('link', { name: 'Enter the code' })).toBeNull();
  });

  it('does not offer it for a plain wrong password', async () => {
    stubRoutes({ 'POST auth/login': () => json({ message: messages.invalidCredentials }, 401) });
    renderPage(<LoginPage />);
    fireEvent.change(await screen.findByLabelText(/Email/), { target: { value: 'member@eik.example' } });
    fireEvent.change(screen.getByLabelText(/Password/, { selector: 'input' }), {
      target: { value: 'Wrong#123' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(messages.invalidCredentials));
    expect(screen.queryByRole('button', { name: 'Verify account' })).toBeNull();
  });
});

describe('signing in to a locked account (issue 23)', () => {
  const step = {
    code_required: true,
    id: 'pending-handle',
    email: 'member@eik.example',
    message: messages.loginCodeSent('member@eik.example'),
  };

  async function submitPassword() {
    fireEvent.change(await screen.findByLabelText(/Email/), { target: { value: 'member@eik.example' } });
    fireEvent.change(screen.getByLabelText(/Password/, { selector: 'input' }), {
      target: { value: 'Strong#Pass1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
  }

  it('asks for the e-mailed code, explains why, and signs in with it', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const spy = stubRoutes({
      'POST auth/login': () => json({ data: step }, 202),
      'POST auth/login/code': () =>
        data({
          token: 't',
          expires_at: '2099-01-01T00:00:00.000Z',
          user: signedInUser({ email: 'member@eik.example' }),
        }),
    });
    renderPage(<LoginPage />);
    await submitPassword();
    const code = await screen.findByLabelText(/Sign-in code/);
    expect(screen.getByRole('status').textContent).toContain(messages.loginCodeSent('member@eik.example'));
    // The field takes the focus, so the keyboard goes straight on; the password form is gone.
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
    expect(assign).not.toHaveBeenCalled();
    fireEvent.change(code, { target: { value: '123 456' } });
    fireEvent.submit(code.closest('form') as HTMLFormElement);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/dashboard'));
    expect(bodiesSent(spy, 'POST auth/login/code')).toEqual([{ id: 'pending-handle', otp_code: '123456' }]);
    expect(JSON.parse(localStorage.getItem(storageKeys.user) ?? '{}').email).toBe('member@eik.example');
  });

  it("checks the code with the contract's rule and shows the server's refusal", async () => {
    const spy = stubRoutes({
      'POST auth/login': () => json({ data: step }, 202),
      'POST auth/login/code': () =>
        json({ message: messages.otpInvalid, errors: { otp_code: messages.otpInvalid } }, 400),
    });
    renderPage(<LoginPage />);
    await submitPassword();
    const code = await screen.findByLabelText(/Sign-in code/);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with the code' }));
    expect(await screen.findByText(messages.fieldRequired)).toBeTruthy();
    expect(bodiesSent(spy, 'POST auth/login/code')).toEqual([]);
    fireEvent.change(code, { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with the code' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(messages.otpInvalid));
    // The way back to the password, and the reset as the other way in.
    expect(screen.getByRole('link', { name: 'Reset your password' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Back to the password' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
  });

  it('after a reload, brings back the step of the code already e-mailed instead of a dead end', async () => {
    let calls = 0;
    stubRoutes({
      'POST auth/login': () =>
        calls++ === 0
          ? json({ data: step }, 202)
          : json({ message: messages.loginCodeWait('5 minutes') }, 429),
    });
    const first = renderPage(<LoginPage />);
    await submitPassword();
    await screen.findByLabelText(/Sign-in code/);
    first.unmount();

    renderPage(<LoginPage />);
    await submitPassword();
    expect(await screen.findByLabelText(/Sign-in code/)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain(messages.loginCodeWait('5 minutes'));
  });

  it('shows the wait message when a code went out a moment ago', async () => {
    stubRoutes({ 'POST auth/login': () => json({ message: messages.loginCodeWait('5 minutes') }, 429) });
    renderPage(<LoginPage />);
    await submitPassword();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(messages.loginCodeWait('5 minutes')),
    );
    expect(screen.queryByLabelText(/Sign-in code/)).toBeNull();
  });
});
