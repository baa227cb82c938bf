import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pendingCodeSchema } from '../../../../contract/access';
import { messages } from '../../../../contract/common';
import { decodeRouteValue } from '../../../../contract/route-values';
import { renderPage } from '../../../test-support/render';
import {
  bodiesSent,
  data,
  type Handler,
  json,
  settingsWithRegistration,
  stubApi,
} from '../../../test-support/stub-api';
import RegisterPage from './RegisterPage';

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

const declaration = 'I hereby declare that the information given is true.';

function renderRegister(path = '/register/Individual/GRADUATE', handlers: Record<string, Handler> = {}) {
  const spy = stubApi({
    'GET admin/settings': settingsWithRegistration(true),
    'GET setup/disclaimers': () => data([{ disclaimerType: 'Application', description: declaration }]),
    'POST auth/register': () => data({ id: 'handle-1', phone_no: '+254712345678' }),
    ...handlers,
  });
  renderPage(
    <Routes>
      <Route path="/register/:type/:code" element={<RegisterPage />} />
      <Route path="/otp/:id" element={<OtpProbe />} />
      <Route path="/" element={<p>Login page</p>} />
    </Routes>,
    path,
  );
  return spy;
}

function OtpProbe() {
  const pending = decodeRouteValue(useParams().id ?? '', pendingCodeSchema);
  return <p>Otp page for {pending?.id}</p>;
}

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });

function fillValid() {
  type(/^Email/, 'new.applicant@example.com');
  type(/^Phone number/, '0712 345 678');
  type(/^ID or passport number/, '12345678');
  type(/^Password/, 'Strong#Pass1');
  type(/^Confirm password/, 'Strong#Pass1');
}

describe('register page', () => {
  it('shows the spec messages for an empty form and does not call the server', async () => {
    const spy = renderRegister();
    fireEvent.click(await screen.findByRole('button', { name: 'Register' }));
    expect(await screen.findByText(messages.emailRequired)).toBeTruthy();
    expect(screen.getAllByText(messages.fieldRequired).length).toBe(2); // phone and ID
    expect(screen.getByText(messages.passwordRule)).toBeTruthy();
    expect(screen.getByText(messages.passwordRequired)).toBeTruthy(); // confirm
    expect(bodiesSent(spy, 'POST auth/register')).toHaveLength(0);
  });

  it('checks e-mail, ID length and the password confirmation', async () => {
    renderRegister();
    await screen.findByRole('button', { name: 'Register' });
    fillValid();
    type(/^Email/, 'not-an-email');
    type(/^ID or passport number/, '1234');
    type(/^Confirm password/, 'Strong#Pass2');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(messages.emailInvalid)).toBeTruthy();
    expect(screen.getByText(messages.idTooShort)).toBeTruthy();
    expect(screen.getByText(messages.passwordMismatch)).toBeTruthy();
  });

  it('asks a firm for its KRA PIN', async () => {
    renderRegister('/register/Corporate/FIRM');
    fireEvent.click(await screen.findByRole('button', { name: 'Register' }));
    expect(await screen.findByText(messages.taxPinRequired)).toBeTruthy();
    expect(field(/^KRA PIN of the firm/)).toBeTruthy();
  });

  it("checks a firm's KRA PIN by its own rule, not the ID's length", async () => {
    renderRegister('/register/Corporate/FIRM');
    await screen.findByRole('button', { name: 'Register' });
    type(/^KRA PIN of the firm/, '12345678');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(messages.kraPinInvalid)).toBeTruthy();
    expect(screen.queryByText(messages.idTooShort)).toBeNull();
    type(/^KRA PIN of the firm/, 'a123456789b');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.queryByText(messages.kraPinInvalid)).toBeNull());
  });

  it('registers after Agree in the Application declaration and opens the Otp page', async () => {
    const spy = renderRegister();
    await screen.findByRole('button', { name: 'Register' });
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(declaration)).toBeTruthy();
    expect(bodiesSent(spy, 'POST auth/register')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Agree' }));
    expect(await screen.findByText('Otp page for handle-1')).toBeTruthy();
    expect(bodiesSent(spy, 'POST auth/register')).toEqual([
      {
        email: 'new.applicant@example.com',
        phone: '+254712345678',
        id_number: '12345678',
        password: 'Strong#Pass1',
        confirmPassword: 'Strong#Pass1',
        category: 'GRADUATE',
        type: 'Individual',
      },
    ]);
  });

  it('goes to login on Disagree without registering', async () => {
    const spy = renderRegister();
    await screen.findByRole('button', { name: 'Register' });
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Disagree' }));
    expect(await screen.findByText('Login page')).toBeTruthy();
    expect(bodiesSent(spy, 'POST auth/register')).toHaveLength(0);
  });

  it("puts the server's field errors on the fields and other errors in the page alert", async () => {
    let answer = json({ message: messages.phoneInvalid, errors: { phone: messages.phoneInvalid } }, 400);
    renderRegister('/register/Individual/GRADUATE', {
      'GET setup/disclaimers': () => data([]),
      'POST auth/register': () => answer,
    });
    await screen.findByRole('button', { name: 'Register' });
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(field(/^Phone number/).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(messages.phoneInvalid)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();

    // The category is no field of the form: its error goes to the page alert.
    answer = json({ message: messages.categoryNotOpen, errors: { category: messages.categoryNotOpen } }, 400);
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(messages.categoryNotOpen));
  });

  it('says at once that registration is closed when the setting is off, without the form', async () => {
    const spy = renderRegister('/register/Individual/GRADUATE', {
      'GET admin/settings': settingsWithRegistration(false),
    });
    expect(await screen.findByRole('heading', { name: 'Registration is closed', level: 1 })).toBeTruthy();
    expect(screen.getByText(messages.registrationClosed)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
    expect(screen.queryByLabelText(/^Email/)).toBeNull();
    expect(bodiesSent(spy, 'POST auth/register')).toHaveLength(0);
  });

  it('turns into the closed page when the server refuses a registration closed while the form was open', async () => {
    let registrationOpen = true;
    renderRegister('/register/Individual/GRADUATE', {
      'GET admin/settings': () => settingsWithRegistration(registrationOpen)(),
      'GET setup/disclaimers': () => data([]),
      'POST auth/register': () => {
        registrationOpen = false; // an administrator switched registration off meanwhile
        return json({ message: messages.registrationClosed }, 403);
      },
    });
    await screen.findByRole('button', { name: 'Register' });
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('heading', { name: 'Registration is closed', level: 1 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
    // Said once, by the page, not again in an alert.
    expect(screen.getAllByText(messages.registrationClosed)).toHaveLength(1);
  });

  it('registering again a moment later says so and leads back to the code already sent (issue 28)', async () => {
    const spy = renderRegister();
    await screen.findByRole('button', { name: 'Register' });
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Agree' }));
    expect(await screen.findByText('Otp page for handle-1')).toBeTruthy();
    spy.mockRestore();
    cleanup();

    const already = messages.alreadyRegistered('45 seconds');
    renderRegister('/register/Individual/GRADUATE', {
      'POST auth/register': () => json({ message: already, data: { retryAfterSeconds: 45 } }, 409),
    });
    await screen.findAllByRole('button', { name: 'Register' });
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Agree' }));
    const alert = (await screen.findByText(already)).closest('[role=alert]') as HTMLElement;
    expect(within(alert).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/');
    fireEvent.click(within(alert).getByRole('link', { name: 'Enter the code' }));
    expect(await screen.findByText('Otp page for handle-1')).toBeTruthy();
  });
});
