import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '../../../../contract/auth';
import { messages } from '../../../../contract/common';
import { encodeRouteValue, maskPhone } from '../../../../contract/route-values';
import { storageKeys, storedUser } from '../../../lib/session-storage';
import { renderPage } from '../../../test-support/render';
import { bodiesSent, data, type Handler, json, stubApi } from '../../../test-support/stub-api';
import OtpPage, { codeFromQuery } from './OtpPage';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

const pending = { id: 'opaque-handle', phone_no: '+254712345678' };
const applicant: AuthUser = {
  id: 7,
  email: 'new@example.com',
  phone_no: '+254712345678',
  id_number: '12345678',
  name: null,
  is_admin: false,
  is_approver: false,
  is_super_admin: false,
  type: 'Individual',
  category: 'GRADUATE',
  profile: false,
  profile_id: null,
  email_verified_at: '2026-01-01T00:00:00.000Z',
  email_reminders: true,
  email_updates: true,
  sms_reminders: true,
  sms_updates: true,
  impersonated_by: null,
};

function renderOtp(path = `/otp/${encodeRouteValue(pending)}`, handlers: Record<string, Handler> = {}) {
  const spy = stubApi(handlers);
  renderPage(
    <Routes>
      <Route path="/otp/:id" element={<OtpPage />} />
    </Routes>,
    path,
  );
  return spy;
}

const codeInput = () => screen.getByLabelText(/Verification code/, { selector: 'input' }) as HTMLInputElement;
const verifyButton = () => screen.getByRole('button', { name: 'Verify OTP' }) as HTMLButtonElement;

describe('otp page', () => {
  it('names the masked phone and enables Verify OTP only with six digits', async () => {
    renderOtp();
    const intro = await screen.findByText((text) => text.includes(maskPhone(pending.phone_no)));
    expect(intro.textContent).not.toContain('712345678');
    expect(verifyButton().disabled).toBe(true);
    fireEvent.change(codeInput(), { target: { value: '12345' } });
    expect(verifyButton().disabled).toBe(true);
    fireEvent.change(codeInput(), { target: { value: '123 456' } });
    expect(codeInput().value).toBe('123456');
    expect(verifyButton().disabled).toBe(false);
  });

  it('says Field is required when the code is emptied', async () => {
    renderOtp();
    const input = await screen.findByLabelText(/Verification code/, { selector: 'input' });
    fireEvent.blur(input);
    expect(screen.queryByText(messages.fieldRequired)).toBeNull();
    fireEvent.change(input, { target: { value: '1' } });
    fireEvent.change(input, { target: { value: '' } });
    expect(await screen.findByText(messages.fieldRequired)).toBeTruthy();
  });

  it('fills the code from ?verify=', async () => {
    renderOtp(`/otp/${encodeRouteValue(pending)}?verify=${btoa('654321')}`);
    await waitFor(() => expect(codeInput().value).toBe('654321'));
    expect(verifyButton().disabled).toBe(false);
    expect(codeFromQuery('not base64!')).toBe('');
    expect(codeFromQuery(btoa('12ab56'))).toBe('');
  });

  it("shows the server's answer to Resend OTP, success or wait", async () => {
    let answer = data({ message: messages.otpSent });
    const spy = renderOtp(undefined, { 'GET auth/send-otp': () => answer });
    fireEvent.click(await screen.findByRole('button', { name: 'Resend OTP' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(messages.otpSent));
    const call = spy.mock.calls.find(([url]) => String(url).includes('auth/send-otp'));
    expect(String(call?.[0])).toContain('user_id=opaque-handle');

    answer = json({ message: messages.otpResendWait('45 seconds') }, 429);
    fireEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(messages.otpResendWait('45 seconds')),
    );
  });

  it("shows the server's message for a wrong code", async () => {
    renderOtp(undefined, { 'POST auth/verify-otp': () => json({ message: messages.otpInvalid }, 400) });
    fireEvent.change(await screen.findByLabelText(/Verification code/, { selector: 'input' }), {
      target: { value: '000000' },
    });
    fireEvent.click(verifyButton());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(messages.otpInvalid));
  });

  it('signs the user in like login and reloads into their home with the success message', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const spy = renderOtp(undefined, {
      'POST auth/verify-otp': () =>
        data({ token: 't', expires_at: '2099-01-01T00:00:00.000Z', user: applicant }),
    });
    fireEvent.change(await screen.findByLabelText(/Verification code/, { selector: 'input' }), {
      target: { value: '123456' },
    });
    fireEvent.click(verifyButton());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/initiate-profile'));
    expect(bodiesSent(spy, 'POST auth/verify-otp')).toEqual([{ id: 'opaque-handle', otp_code: '123456' }]);
    expect(storedUser()?.email).toBe('new@example.com');
    expect(localStorage.getItem(storageKeys.expiry)).toBe('2099-01-01T00:00:00.000Z');
    expect(sessionStorage.getItem(storageKeys.flash)).toBe(messages.otpVerified);
  });

  it('explains a broken link and offers login', async () => {
    renderOtp('/otp/not-a-valid-value');
    expect(await screen.findByRole('heading', { name: 'This verification link does not work' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to login' }).getAttribute('href')).toBe('/');
  });
});
