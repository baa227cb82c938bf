import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activationMessages } from '../../../contract/activation';
import { messages } from '../../../contract/common';
import { encodeRouteValue } from '../../../contract/route-values';
import { Providers } from '../../app/Providers';
import ActivatePage from './ActivatePage';

// The widget is a web component with workers; here it is a plain element whose events we fire.
vi.mock('altcha', () => ({}));

afterEach(() => vi.restoreAllMocks());

type Handler = (init?: RequestInit) => Response;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

function stubApi(handlers: Record<string, Handler>) {
  const all: Record<string, Handler> = { 'setup/disclaimers': () => json({ data: [] }), ...handlers };
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const key = Object.keys(all).find((path) => url.includes(`/api/${path}`));
    return key ? (all[key] as Handler)(init) : json({ message: 'not stubbed' }, 404);
  });
}

function renderActivate(path = '/activate') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Login page</h1> },
      { path: '/activate/:code?', element: <ActivatePage /> },
    ],
    { initialEntries: [path] },
  );
  return render(
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const calls = (spy: ReturnType<typeof stubApi>, path: string) =>
  spy.mock.calls.filter(([url]) => String(url).includes(`/api/${path}`));

function solveBotCheck() {
  const widget = document.querySelector('altcha-widget');
  if (!widget) throw new Error('no altcha widget');
  widget.dispatchEvent(
    new CustomEvent('statechange', { detail: { state: 'verified', payload: 'c29sdmVk' } }),
  );
}

describe('activation page, step one', () => {
  it('checks the required fields with the contract messages before calling the server', async () => {
    const spy = stubApi({});
    renderActivate();
    fireEvent.click(await screen.findByRole('button', { name: 'Request Activation' }));
    await waitFor(() => expect(screen.getAllByText(messages.fieldRequired)).toHaveLength(2));
    expect(screen.getByText(messages.botCheckFailed)).toBeTruthy();
    expect(calls(spy, 'auth/activation')).toHaveLength(0);
  });

  it('fills the read-only names from the search, and shows a failed search in a toast', async () => {
    let found = true;
    stubApi({
      'profile/search/member': () =>
        found
          ? json({ data: { FirstName: 'BRIAN', LastName: 'RUTO' } })
          : json({ message: messages.memberNotFound }, 404),
    });
    renderActivate();
    await screen.findByRole('button', { name: 'Search' });
    type(/Membership Number/, 'G/2307');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(field(/First Name/).value).toBe('BRIAN'));
    expect(field(/Last Name/).value).toBe('RUTO');
    expect(field(/First Name/).readOnly).toBe(true);

    found = false;
    type(/Membership Number/, 'X/1');
    expect(field(/First Name/).value).toBe('');
    fireEvent.keyDown(field(/Membership Number/), { key: 'Enter' });
    expect(await screen.findByText(messages.memberNotFound)).toBeTruthy();
  });

  it('prefills the number from ?memberNo= (base64) and searches it', async () => {
    const spy = stubApi({
      'profile/search/member': () => json({ data: { FirstName: 'WANJIKU', LastName: 'MUTHONI' } }),
    });
    renderActivate(`/activate?memberNo=${btoa('M/1021')}`);
    await waitFor(() => expect(field(/First Name/).value).toBe('WANJIKU'));
    expect(field(/Membership Number/).value).toBe('M/1021');
    expect(String(calls(spy, 'profile/search/member')[0]?.[0])).toContain('MemberNo=M%2F1021');
  });

  it('requests a code and opens step two with where the server sent it and the typed e-mail', async () => {
    const sentTo = activationMessages.codeSent(['b•••@eik.example', '+254••••••789']);
    const spy = stubApi({
      'profile/search/member': () => json({ data: { FirstName: 'BRIAN', LastName: 'RUTO' } }),
      'auth/activation': () => json({ data: { id: 'handle-1', message: sentTo } }),
    });
    renderActivate();
    await screen.findByRole('button', { name: 'Search' });
    type(/Membership Number/, 'G/2307');
    type(/ID\/Passport Number/, '33456712');
    type(/^Email/, 'brian@example.com');
    type(/Mobile Number/, '0712 345 678');
    solveBotCheck();
    fireEvent.click(screen.getByRole('button', { name: 'Request Activation' }));

    const dialog = await screen.findByRole('dialog', { name: 'Activate your account' });
    const sent = JSON.parse(String(calls(spy, 'auth/activation')[0]?.[1]?.body));
    expect(sent).toMatchObject({
      memberNo: 'G/2307',
      memberNameFirst: 'BRIAN',
      memberNameLast: 'RUTO',
      IdentificationDocumentNo: '33456712',
      eMailAddress: 'brian@example.com',
      phoneNo: '+254712345678',
      altcha: 'c29sdmVk',
    });
    expect((within(dialog).getByLabelText(/Email/) as HTMLInputElement).value).toBe('brian@example.com');
    expect(within(dialog).getByRole('status').textContent).toBe(sentTo);
  });

  it('keeps a sent code: closing its dialog offers it again, and a refused repeat reopens it (issue 28)', async () => {
    const sentTo = activationMessages.codeSent(['b•••@eik.example']);
    const wait = messages.otpResendWait('40 seconds');
    let answers = 0;
    stubApi({
      'profile/search/member': () => json({ data: { FirstName: 'BRIAN', LastName: 'RUTO' } }),
      'auth/activation': () =>
        answers++ === 0
          ? json({ data: { id: 'handle-1', message: sentTo } })
          : json({ message: wait, data: { retryAfterSeconds: 40 } }, 429),
    });
    renderActivate();
    await screen.findByRole('button', { name: 'Search' });
    type(/Membership Number/, 'G/2307');
    type(/ID\/Passport Number/, '33456712');
    solveBotCheck();
    fireEvent.click(screen.getByRole('button', { name: 'Request Activation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Activate your account' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(await screen.findByRole('button', { name: 'Enter the activation code' }));
    const reopened = await screen.findByRole('dialog', { name: 'Activate your account' });
    expect(within(reopened).getByRole('status').textContent).toBe(sentTo);
    fireEvent.click(within(reopened).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    solveBotCheck();
    fireEvent.click(screen.getByRole('button', { name: 'Request Activation' }));
    const again = await screen.findByRole('dialog', { name: 'Activate your account' });
    expect(within(again).getByRole('status').textContent).toBe(wait);
  });

  it('says to contact the secretariat, and opens no step two, when the register holds no e-mail', async () => {
    const noEmail = activationMessages.noEmailOnRecord(['membership@eik.example', '+254 20 000 0000']);
    stubApi({
      'profile/search/member': () => json({ data: { FirstName: 'GITHINJI', LastName: 'NDUNGU' } }),
      'auth/activation': () => json({ message: noEmail }, 409),
    });
    renderActivate();
    await screen.findByRole('button', { name: 'Search' });
    type(/Membership Number/, 'M/1102');
    type(/ID\/Passport Number/, '25567890');
    solveBotCheck();
    fireEvent.click(screen.getByRole('button', { name: 'Request Activation' }));

    const alert = await screen.findByRole('alert', { name: 'Contact the secretariat' });
    expect(alert.textContent).toContain(noEmail);
    expect(screen.queryByRole('dialog')).toBeNull();
    // Another number clears the note.
    type(/Membership Number/, 'M/1021');
    expect(screen.queryByRole('alert', { name: 'Contact the secretariat' })).toBeNull();
  });

  it('tells the visitor the typed e-mail and phone do not receive the code', async () => {
    stubApi({});
    renderActivate();
    await screen.findByRole('button', { name: 'Search' });
    for (const label of [/Mobile Number/, /^Email/]) {
      const description = document.getElementById(field(label).getAttribute('aria-describedby') ?? '');
      expect(description?.textContent).toBe(activationMessages.typedContactHint);
    }
  });

  it('shows a refused request in the page alert', async () => {
    stubApi({
      'profile/search/member': () => json({ data: { FirstName: 'BRIAN', LastName: 'RUTO' } }),
      'auth/activation': () => json({ message: messages.botCheckFailed }, 400),
    });
    renderActivate();
    await screen.findByRole('button', { name: 'Search' });
    type(/Membership Number/, 'G/2307');
    type(/ID\/Passport Number/, '33456712');
    solveBotCheck();
    fireEvent.click(screen.getByRole('button', { name: 'Request Activation' }));
    await waitFor(() =>
      expect(
        screen.getAllByRole('alert').some((alert) => alert.textContent?.includes(messages.botCheckFailed)),
      ).toBe(true),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('activation page, step two', () => {
  const code = encodeRouteValue({ id: 'handle-2', email: 'wanjiku.muthoni@eik.example', memberNo: 'M/1021' });

  it('opens from the code in the route, prefilled, and checks the password rules', async () => {
    const spy = stubApi({});
    renderActivate(`/activate/${code}`);
    const dialog = await screen.findByRole('dialog', { name: 'Activate your account' });
    const inDialog = (label: RegExp) =>
      within(dialog).getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
    expect(inDialog(/Email/).value).toBe('wanjiku.muthoni@eik.example');
    expect(field(/Membership Number/).value).toBe('M/1021');
    expect(within(dialog).getByRole('status').textContent).toBe(activationMessages.enterCode);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Activate' }));
    expect(await within(dialog).findByText(messages.fieldRequired)).toBeTruthy();
    expect(within(dialog).getByText(messages.passwordRule)).toBeTruthy();

    fireEvent.change(inDialog(/Activation Code/), { target: { value: '123456' } });
    fireEvent.change(inDialog(/^Password/), { target: { value: 'Activate#2026' } });
    fireEvent.change(inDialog(/Confirm Password/), { target: { value: 'Activate#2027' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Activate' }));
    expect(await within(dialog).findByText(messages.passwordMismatch)).toBeTruthy();
    expect(calls(spy, 'auth/activation/activate')).toHaveLength(0);
  });

  it("shows the server's message when the code is refused", async () => {
    stubApi({
      'auth/activation/activate': () =>
        json({ message: messages.otpInvalid, errors: { otp_code: messages.otpInvalid } }, 400),
    });
    renderActivate(`/activate/${code}`);
    const dialog = await screen.findByRole('dialog', { name: 'Activate your account' });
    const inDialog = (label: RegExp) =>
      within(dialog).getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
    fireEvent.change(inDialog(/Activation Code/), { target: { value: '654321' } });
    fireEvent.change(inDialog(/^Password/), { target: { value: 'Activate#2026' } });
    fireEvent.change(inDialog(/Confirm Password/), { target: { value: 'Activate#2026' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(within(dialog).getAllByText(messages.otpInvalid).length).toBeGreaterThan(0));
  });

  it('says so when the link in the route cannot be read', async () => {
    stubApi({});
    renderActivate('/activate/not-a-code');
    expect(await screen.findByText(messages.linkInvalid)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('activation consent', () => {
  const disclaimer = {
    'setup/disclaimers': () =>
      json({
        data: [{ disclaimerType: 'Activation', description: 'I consent to the processing of my data.' }],
      }),
  };

  it('asks for consent first; Disagree goes to login', async () => {
    stubApi(disclaimer);
    renderActivate();
    const dialog = await screen.findByRole('dialog', { name: 'Disclaimer' });
    expect(within(dialog).getByText('I consent to the processing of my data.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disagree' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeTruthy();
  });

  it('Agree closes the dialog and then opens step two when the route carries a code', async () => {
    stubApi(disclaimer);
    renderActivate(`/activate/${encodeRouteValue({ id: 'h', email: 'a@b.co' })}`);
    const dialog = await screen.findByRole('dialog', { name: 'Disclaimer' });
    expect(screen.queryByRole('dialog', { name: 'Activate your account' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Agree' }));
    expect(await screen.findByRole('dialog', { name: 'Activate your account' })).toBeTruthy();
  });
});
