import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../../contract/common';
import { renderPage } from '../../../test-support/render';
import { bodiesSent, data, json, stubApi } from '../../../test-support/stub-api';
import ResetPasswordPage from './ResetPasswordPage';

afterEach(() => vi.restoreAllMocks());

function LoginProbe() {
  const state = useLocation().state as { notice?: string } | null;
  return <p>Login page: {state?.notice}</p>;
}

function renderReset(answer: () => Response) {
  const spy = stubApi({ 'POST auth/password': answer });
  renderPage(
    <Routes>
      <Route path="/password/:code" element={<ResetPasswordPage />} />
      <Route path="/" element={<LoginProbe />} />
    </Routes>,
    '/password/reset-token',
  );
  return spy;
}

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });

describe('reset password page', () => {
  it('applies the new-password rule and the confirmation', async () => {
    const spy = renderReset(() => data({ message: messages.passwordResetDone }));
    fireEvent.click(await screen.findByRole('button', { name: 'Set password' }));
    expect(await screen.findByText(messages.passwordRule)).toBeTruthy();
    expect(screen.getByText(messages.passwordRequired)).toBeTruthy();
    type(/^New password/, 'weakpass');
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText(messages.passwordRule)).toBeTruthy();
    type(/^New password/, 'Strong#Pass1');
    type(/^Confirm password/, 'Strong#Pass2');
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText(messages.passwordMismatch)).toBeTruthy();
    expect(bodiesSent(spy, 'POST auth/password')).toHaveLength(0);
  });

  it('sends the route code as the token and shows the success on the login page', async () => {
    const spy = renderReset(() => data({ message: messages.passwordResetDone }));
    await screen.findByRole('button', { name: 'Set password' });
    type(/^New password/, 'Strong#Pass1');
    type(/^Confirm password/, 'Strong#Pass1');
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText(`Login page: ${messages.passwordResetDone}`)).toBeTruthy();
    expect(bodiesSent(spy, 'POST auth/password')).toEqual([
      { password: 'Strong#Pass1', confirmPassword: 'Strong#Pass1', token: 'reset-token' },
    ]);
  });

  it("shows the server's message for a used or expired link", async () => {
    renderReset(() => json({ message: messages.linkInvalid }, 400));
    await screen.findByRole('button', { name: 'Set password' });
    type(/^New password/, 'Strong#Pass1');
    type(/^Confirm password/, 'Strong#Pass1');
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(messages.linkInvalid));
    expect(screen.getByRole('link', { name: 'Request a new one' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });
});
