import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Application, applicationMessages } from '../../../contract/applications';
import { messages, OTP_RESEND_WAIT_SECONDS as RESEND_WAIT_SECONDS } from '../../../contract/common';
import { storageKeys } from '../../lib/session-storage';
import { renderPage } from '../../test-support/render';
import { bodiesSent, data, type Handler, json, stubApi } from '../../test-support/stub-api';
import { signedInUser } from '../../test-support/users';
import ApplicationsPage from './ApplicationsPage';
import { application } from './test-applications';

afterEach(() => {
  sessionStorage.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const applicant = signedInUser({ id: 31, email: 'applicant@eik.example', profile: true });
const passing = [{ checkListType: 'PROFILE', description: 'Profile', pass: true }];
const wrongCode = () =>
  json({ message: messages.otpInvalid, errors: { otp_code: messages.otpInvalid } }, 400);

function renderFlow(handlers: Record<string, Handler> = {}, row: Partial<Application> = {}) {
  localStorage.setItem(storageKeys.user, JSON.stringify(applicant));
  let handles = 0;
  const spy = stubApi({
    'GET auth/user': () => data(applicant),
    'GET application': () => data([application(row)]),
    'GET checklist': () => data(passing),
    'GET auth/send-otp': () => data({ message: messages.otpSent, id: `handle-${++handles}` }),
    'POST application/submit': () =>
      data({
        Code: 'APP-000012',
        status: 'Open',
        invoiceNo: 'INV-9',
        documentPath: 'application/document/APP-000012',
      }),
    ...handlers,
  });
  renderPage(
    <Routes>
      <Route path="/application" element={<ApplicationsPage />} />
      <Route path="/application/document/:code" element={<p>Application document open</p>} />
    </Routes>,
    '/application',
  );
  return spy;
}

const sentTo = (spy: ReturnType<typeof stubApi>, key: string) =>
  spy.mock.calls.filter(([input]) => String(input).includes(key)).map(([input]) => String(input));

async function openCodeDialog() {
  const submit = await screen.findByRole('button', { name: 'Submit APP-000012' });
  await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(submit);
  const confirm = await screen.findByRole('dialog', { name: 'Submit application' });
  expect(within(confirm).getByText(applicationMessages.confirmSubmit)).toBeTruthy();
  fireEvent.click(within(confirm).getByRole('button', { name: 'Submit' }));
  return screen.findByRole('dialog', { name: 'Confirm with a one-time code' });
}

const typeCode = (dialog: HTMLElement, code: string) =>
  fireEvent.change(within(dialog).getByLabelText(/One-time code/), { target: { value: code } });

describe('submitting an application (spec 2 §4)', () => {
  it('keeps Submit disabled and says why while a checklist item fails', async () => {
    renderFlow({
      'GET checklist': () => data([...passing, { checkListType: 'CV', description: 'CV', pass: false }]),
    });
    expect(await screen.findByText(applicationMessages.checklistIncomplete)).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Submit APP-000012' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'Open the checklist' }).getAttribute('href')).toBe('/checklist');
  });

  it("reads 're-Submit' when the application was returned", async () => {
    renderFlow({}, { Resubmission: true, Submitted: true });
    expect((await screen.findByRole('button', { name: 're-Submit APP-000012' })).textContent).toBe(
      're-Submit',
    );
  });

  it('Cancel sends no code', async () => {
    const spy = renderFlow();
    const submit = await screen.findByRole('button', { name: 'Submit APP-000012' });
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(submit);
    const confirm = await screen.findByRole('dialog', { name: 'Submit application' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Submit application' })).toBeNull());
    expect(sentTo(spy, 'send-otp')).toHaveLength(0);
  });

  it('confirms, sends a code to the user, submits it with the handle and opens the document', async () => {
    const spy = renderFlow();
    const dialog = await openCodeDialog();
    expect(sentTo(spy, 'send-otp')[0]).toContain('auth/send-otp?user_id=31');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify and submit' }));
    expect(await within(dialog).findByText(applicationMessages.otpRequired)).toBeTruthy();
    expect(bodiesSent(spy, 'POST application/submit')).toHaveLength(0);
    typeCode(dialog, '123456');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify and submit' }));
    expect(await screen.findByText('Application document open')).toBeTruthy();
    expect(bodiesSent(spy, 'POST application/submit')).toEqual([
      { Code: 'APP-000012', otp: { id: 'handle-1', otp_code: '123456' } },
    ]);
  });

  it("keeps the dialog open on a wrong code, shows the server's message and sets the verify state", async () => {
    renderFlow({ 'POST application/submit': wrongCode });
    const dialog = await openCodeDialog();
    const verifyState = () => dialog.closest('[data-verify-state]')?.getAttribute('data-verify-state');
    expect(verifyState()).toBe('waiting');
    typeCode(dialog, '000000');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify and submit' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(messages.otpInvalid);
    expect(verifyState()).toBe('failed');
    expect(screen.getByRole('dialog', { name: 'Confirm with a one-time code' })).toBeTruthy();
    expect(screen.queryByText('Application document open')).toBeNull();
  });

  it('shows why no code could be sent and stays on the confirmation', async () => {
    renderFlow({ 'GET auth/send-otp': () => json({ message: messages.otpResendWait('45 seconds') }, 429) });
    const submit = await screen.findByRole('button', { name: 'Submit APP-000012' });
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(submit);
    const confirm = await screen.findByRole('dialog', { name: 'Submit application' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Submit' }));
    expect((await within(confirm).findByRole('alert')).textContent).toBe(
      messages.otpResendWait('45 seconds'),
    );
  });

  it('lets a new code be sent once the wait is over, and submits with the new handle', async () => {
    // Only the countdown's clock is faked; the queries and waitFor keep real time-outs.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], shouldAdvanceTime: true });
    const spy = renderFlow();
    const dialog = await openCodeDialog();
    const resend = () => within(dialog).getByRole('button', { name: /Resend/ }) as HTMLButtonElement;
    expect(resend().disabled).toBe(true);
    expect(resend().textContent).toBe(`Resend code in ${RESEND_WAIT_SECONDS} s`);
    act(() => vi.advanceTimersByTime((RESEND_WAIT_SECONDS - 5) * 1000));
    expect(resend().disabled).toBe(true);
    act(() => vi.advanceTimersByTime(5000));
    expect(resend().disabled).toBe(false);
    fireEvent.click(resend());
    await waitFor(() => expect(resend().textContent).toBe(`Resend code in ${RESEND_WAIT_SECONDS} s`));
    expect(sentTo(spy, 'send-otp')).toHaveLength(2);
    typeCode(dialog, '654321');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify and submit' }));
    expect(await screen.findByText('Application document open')).toBeTruthy();
    expect(bodiesSent(spy, 'POST application/submit')).toEqual([
      { Code: 'APP-000012', otp: { id: 'handle-2', otp_code: '654321' } },
    ]);
  });

  it('reopens the code entry for a code that still works, instead of asking for another (issue 28)', async () => {
    const sentAt = Date.now();
    const spy = renderFlow({
      'GET auth/send-otp': () =>
        data({
          message: applicationMessages.codeSent,
          id: 'handle-kept',
          expiresAt: new Date(sentAt + 10 * 60_000).toISOString(),
          resendAt: new Date(sentAt + 40_000).toISOString(),
        }),
    });
    const dialog = await openCodeDialog();
    // The server's time for the next code, not a fixed minute.
    const resend = within(dialog).getByRole('button', { name: /Resend code/ }) as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
    expect(Number(resend.textContent?.match(/\d+/)?.[0])).toBeLessThanOrEqual(40);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Submit APP-000012' }));
    const reopened = await screen.findByRole('dialog', { name: 'Confirm with a one-time code' });
    expect(within(reopened).getByText(applicationMessages.codeStillValid(10))).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Submit application' })).toBeNull();
    expect(sentTo(spy, 'send-otp')).toHaveLength(1);
    typeCode(reopened, '123456');
    fireEvent.click(within(reopened).getByRole('button', { name: 'Verify and submit' }));
    expect(await screen.findByText('Application document open')).toBeTruthy();
    expect(bodiesSent(spy, 'POST application/submit')).toEqual([
      { Code: 'APP-000012', otp: { id: 'handle-kept', otp_code: '123456' } },
    ]);
  });

  it('asks for a new code once the kept one has expired', async () => {
    sessionStorage.setItem(
      'submission-code:APP-000012',
      JSON.stringify({
        handle: 'handle-old',
        expiresAt: new Date(Date.now() - 1000).toISOString(),
        resendAt: new Date(Date.now() - 60_000).toISOString(),
      }),
    );
    const spy = renderFlow();
    await openCodeDialog();
    expect(sentTo(spy, 'send-otp')).toHaveLength(1);
  });
});
