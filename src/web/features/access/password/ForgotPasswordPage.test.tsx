import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../../contract/common';
import { renderPage } from '../../../test-support/render';
import { bodiesSent, data, json, stubApi } from '../../../test-support/stub-api';
import ForgotPasswordPage from './ForgotPasswordPage';

afterEach(() => vi.restoreAllMocks());

const email = () => screen.getByLabelText(/^Email/, { selector: 'input' });

describe('forgot password page', () => {
  it('checks the e-mail before asking the server', async () => {
    const spy = stubApi({});
    renderPage(<ForgotPasswordPage />, '/forgot-password');
    fireEvent.click(await screen.findByRole('button', { name: 'Reset' }));
    expect(await screen.findByText(messages.emailRequired)).toBeTruthy();
    fireEvent.change(email(), { target: { value: 'someone@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText(messages.emailInvalid)).toBeTruthy();
    expect(bodiesSent(spy, 'POST auth/password-reset')).toHaveLength(0);
  });

  it("shows the server's answer as a success or an error alert", async () => {
    let answer = data({ message: messages.passwordResetSent });
    const spy = stubApi({ 'POST auth/password-reset': () => answer });
    renderPage(<ForgotPasswordPage />, '/forgot-password');
    fireEvent.change(await screen.findByLabelText(/^Email/, { selector: 'input' }), {
      target: { value: 'Member@EIK.example' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(messages.passwordResetSent));
    expect(bodiesSent(spy, 'POST auth/password-reset')).toEqual([{ email: 'member@eik.example' }]);

    answer = json({ message: messages.tooManyRequests }, 429);
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(messages.tooManyRequests));
  });
});
