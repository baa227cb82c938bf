import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refereeAnswerMessages } from '../../../contract/referee-answers';
import { Providers } from '../../app/Providers';
import RefereeAnswerPage from './RefereeAnswerPage';

afterEach(() => vi.restoreAllMocks());

type Handler = (init?: RequestInit) => Response;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

const statement = `I confirm that I know the applicant personally. ${'The answers are true. '.repeat(20)}END-OF-STATEMENT`;
const questionnaire = {
  referee: { FirstName: 'FATUMA', LastName: 'HASSAN' },
  applicant: 'SECOND MEMBER',
  ConfirmationStatement: { confirmationStatement: statement },
  Questions: [
    { questionNo: 1, question: 'How long have you known the applicant?' },
    { questionNo: 2, question: 'Rate their engineering competence.' },
    { questionNo: 3, question: 'Do you recommend them?' },
  ],
};

function stubApi(handlers: Record<string, Handler>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const key = Object.keys(handlers).find((path) => url.includes(`/api/${path}`));
    return key ? (handlers[key] as Handler)(init) : json({ message: 'not stubbed' }, 404);
  });
}

const path = '/profile/response/Q0UvMDExMg/c2VjcmV0LWNvZGU';

function renderPage(initial = path) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Start page</h1> },
      { path: '/profile/response/:user?/:code?', element: <RefereeAnswerPage /> },
    ],
    { initialEntries: [initial] },
  );
  render(
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

const answerBox = () => screen.getByRole('textbox') as HTMLTextAreaElement;
const typeAnswer = (value: string) => fireEvent.change(answerBox(), { target: { value } });
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const calls = (spy: ReturnType<typeof stubApi>, apiPath: string) =>
  spy.mock.calls.filter(([url]) => String(url).includes(`/api/${apiPath}`));

describe('referee answer page (spec 2 §2.10)', () => {
  it('loads the questionnaire with both route values and greets the referee', async () => {
    const spy = stubApi({ 'questions?': () => json({ data: questionnaire }) });
    renderPage();
    expect(await screen.findByText('Dear FATUMA HASSAN,')).toBeTruthy();
    expect(screen.getByText('SECOND MEMBER')).toBeTruthy();
    expect(String(calls(spy, 'questions?')[0]?.[0])).toContain(
      'questions?memberNo=Q0UvMDExMg&code=c2VjcmV0LWNvZGU',
    );
  });

  it('shows the statement cut to 300 characters with Read more and Less', async () => {
    stubApi({ 'questions?': () => json({ data: questionnaire }) });
    renderPage();
    const shown = await screen.findByTestId('confirmation-statement');
    expect(shown.textContent).not.toContain('END-OF-STATEMENT');
    expect(shown.textContent).toContain(statement.slice(0, 290));
    fireEvent.click(within(shown).getByRole('button', { name: 'Read more' }));
    expect(shown.textContent).toContain('END-OF-STATEMENT');
    fireEvent.click(within(shown).getByRole('button', { name: 'Less' }));
    expect(shown.textContent).not.toContain('END-OF-STATEMENT');
  });

  it('enables Next only once the answer is filled, counts characters and stops at 250', async () => {
    stubApi({ 'questions?': () => json({ data: questionnaire }) });
    renderPage();
    await screen.findByLabelText(/How long have you known/);
    expect(screen.getByText(refereeAnswerMessages.answerHint)).toBeTruthy();
    expect(button('Next').disabled).toBe(true);
    expect(screen.getByTestId('answer-counter').textContent).toBe('0/250');
    typeAnswer('   ');
    expect(button('Next').disabled).toBe(true);
    fireEvent.blur(answerBox());
    expect(screen.getByText('field is required')).toBeTruthy();
    typeAnswer('Ten years');
    expect(screen.getByTestId('answer-counter').textContent).toBe('9/250');
    expect(button('Next').disabled).toBe(false);
    expect(answerBox().maxLength).toBe(250);
    typeAnswer('x'.repeat(300));
    expect(answerBox().value).toHaveLength(250);
    expect(screen.getByTestId('answer-counter').textContent).toBe('250/250');
  });

  it('offers Reject on the first step only, and Previous goes back keeping the answer', async () => {
    stubApi({ 'questions?': () => json({ data: questionnaire }) });
    renderPage();
    await screen.findByLabelText(/How long have you known/);
    expect(button('Reject')).toBeTruthy();
    expect(button('Previous').disabled).toBe(true);
    typeAnswer('Ten years');
    fireEvent.click(button('Next'));
    expect(await screen.findByLabelText(/engineering competence/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
    fireEvent.click(button('Previous'));
    expect(answerBox().value).toBe('Ten years');
    expect(button('Reject')).toBeTruthy();
  });

  it('rejects with remarks from the dialog, then thanks the referee instead of opening the sign-in page', async () => {
    const spy = stubApi({
      'questions?': () => json({ data: questionnaire }),
      'questions/update': () => json({ data: { message: 'Referee Rejected Successfully', route: ['/'] } }),
    });
    renderPage();
    await screen.findByLabelText(/How long have you known/);
    fireEvent.click(button('Reject'));
    const dialog = await screen.findByRole('dialog', { name: 'Rejection Remarks' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(button('Reject'));
    const reopened = await screen.findByRole('dialog', { name: 'Rejection Remarks' });
    fireEvent.change(within(reopened).getByLabelText('Remarks'), { target: { value: 'I hardly know them' } });
    fireEvent.click(within(reopened).getByRole('button', { name: 'Submit' }));
    // A referee has no account: they stay on a page that thanks them, not the sign-in page.
    expect(await screen.findByRole('heading', { name: 'Your answer has been sent' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('cannot act as a referee for SECOND MEMBER');
    expect(screen.getByText(/SECOND MEMBER is told that you declined/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Start page' })).toBeNull();
    expect(JSON.parse(String(calls(spy, 'questions/update')[0]?.[1]?.body))).toEqual({
      memberNo: 'Q0UvMDExMg',
      code: 'c2VjcmV0LWNvZGU',
      response: 'Reject',
      Remarks: 'I hardly know them',
    });
    expect(await screen.findByText('Referee Rejected Successfully')).toBeTruthy();
  });

  it('shows Accept on the last step and posts every answer, then thanks the referee in place', async () => {
    const spy = stubApi({
      'questions?': () => json({ data: questionnaire }),
      'questions/update': () =>
        json({ data: { message: 'Referee Confirmed Successfully', route: ['/thanks'] } }),
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const router = createMemoryRouter(
      [
        { path: '/thanks', element: <h1>Thanks page</h1> },
        { path: '/profile/response/:user?/:code?', element: <RefereeAnswerPage /> },
      ],
      { initialEntries: [path] },
    );
    render(
      <Providers client={client}>
        <RouterProvider router={router} />
      </Providers>,
    );
    await screen.findByLabelText(/How long have you known/);
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    typeAnswer(' Ten years ');
    fireEvent.click(button('Next'));
    await screen.findByLabelText(/engineering competence/);
    typeAnswer('Excellent');
    fireEvent.click(button('Next'));
    await screen.findByLabelText(/Do you recommend/);
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(button('Accept').disabled).toBe(true);
    typeAnswer('Yes');
    fireEvent.click(button('Accept'));
    expect(await screen.findByRole('heading', { name: 'Thank you for your reference' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'Thank you, FATUMA. Your answers about SECOND MEMBER have been recorded.',
    );
    expect(screen.getByText(/there is nothing more for you to do/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the portal' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('heading', { name: 'Thanks page' })).toBeNull();
    expect(JSON.parse(String(calls(spy, 'questions/update')[0]?.[1]?.body))).toEqual({
      memberNo: 'Q0UvMDExMg',
      code: 'c2VjcmV0LWNvZGU',
      response: 'Accept',
      Questions: [
        { questionNo: 1, answer: 'Ten years' },
        { questionNo: 2, answer: 'Excellent' },
        { questionNo: 3, answer: 'Yes' },
      ],
    });
  });

  it.each([
    [404, refereeAnswerMessages.linkInvalid, 'This link does not work'],
    [409, refereeAnswerMessages.alreadyAnswered, 'Already answered'],
    [410, refereeAnswerMessages.linkExpired, 'This link no longer works'],
  ])('explains a %i on load in a full page', async (status, message, title) => {
    stubApi({ 'questions?': () => json({ message }, status) });
    renderPage();
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    const panel = screen.getByRole('region', { name: title });
    expect(within(panel).getByRole('alert').textContent).toBe(message);
    expect(screen.getByRole('link', { name: 'Go to the portal' })).toBeTruthy();
  });

  it('explains a link answered meanwhile when the submission answers 409', async () => {
    stubApi({
      'questions?': () =>
        json({ data: { ...questionnaire, Questions: questionnaire.Questions.slice(0, 1) } }),
      'questions/update': () => json({ message: refereeAnswerMessages.alreadyAnswered }, 409),
    });
    renderPage();
    await screen.findByLabelText(/How long have you known/);
    typeAnswer('Ten years');
    fireEvent.click(button('Accept'));
    expect(await screen.findByRole('heading', { name: 'Already answered' })).toBeTruthy();
  });

  it('shows a link without its values as not working, without calling the server', async () => {
    const spy = stubApi({});
    renderPage('/profile/response');
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeTruthy();
    expect(calls(spy, 'questions')).toHaveLength(0);
  });
});
