import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type AdminRefereeQuestion,
  REFEREE_QUESTION_MAX,
  refereeQuestionMessages,
} from '../../../../contract/referee-questions';
import { PageAlert } from '../../../components/PageAlert';
import { renderPage } from '../../../test-support/render';
import RefereeQuestionsPage from './RefereeQuestionsPage';

afterEach(() => vi.restoreAllMocks());

const question = (id: number, text: string, active = true): AdminRefereeQuestion => ({
  id,
  questionNo: id,
  question: text,
  active,
  sequence: id,
});
const ok = (data: unknown) => new Response(JSON.stringify({ data }));
const refuse = (status: number, message: string) => new Response(JSON.stringify({ message }), { status });

/** The API as this page uses it; `posts` records every write, `answer` decides its reply. */
function stubApi(
  questions: AdminRefereeQuestion[],
  answer: (path: string, body: Record<string, unknown>) => Response = (path, body) =>
    path.endsWith('/statement')
      ? ok({ message: refereeQuestionMessages.statementSaved, ...body })
      : ok({ message: refereeQuestionMessages.questionUpdated, question: questions[0] }),
) {
  const posts: { path: string; body: Record<string, unknown> }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body));
      posts.push({ path: url.replace(/^.*\/api\//, ''), body });
      return answer(url, body);
    }
    if (url.endsWith('/api/admin/referee-questions')) {
      return ok({ questions, confirmationStatement: 'I confirm I know the applicant.' });
    }
    return refuse(404, 'not stubbed');
  });
  return posts;
}

const renderScreen = () =>
  renderPage(
    <>
      <PageAlert />
      <RefereeQuestionsPage />
    </>,
  );

describe('referee questions page', () => {
  it('lists the questions in order with their switches, move buttons and the statement', async () => {
    stubApi([question(1, 'How long have you known them?'), question(2, 'Any concerns?', false)]);
    renderScreen();
    expect(await screen.findByText('How long have you known them?')).toBeTruthy();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['1', '2']);
    expect((screen.getByLabelText('Question 1 active') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Question 2 active') as HTMLInputElement).checked).toBe(false);
    expect(within(rows[1] as HTMLElement).getByText('Not asked')).toBeTruthy();
    expect((screen.getByLabelText('Move question 1 up') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByLabelText('Move question 2 down') as HTMLButtonElement).disabled).toBe(true);
    const statement = screen.getByRole('textbox', { name: 'Confirmation statement' }) as HTMLTextAreaElement;
    expect(statement.value).toBe('I confirm I know the applicant.');
  });

  it('asks before switching a question off, and switches one on at once', async () => {
    const posts = stubApi([question(1, 'First?'), question(2, 'Second?', false)]);
    renderScreen();
    fireEvent.click(await screen.findByLabelText('Question 1 active'));
    const confirm = await screen.findByRole('dialog', { name: 'Switch off question 1?' });
    expect(within(confirm).getByText(refereeQuestionMessages.confirmSwitchOff)).toBeTruthy();
    expect(posts).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(posts).toEqual([]);

    fireEvent.click(screen.getByLabelText('Question 1 active'));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Switch off question 1?' })).getByRole('button', {
        name: 'Switch off',
      }),
    );
    await waitFor(() =>
      expect(posts).toEqual([{ path: 'admin/referee-questions/update', body: { id: 1, active: false } }]),
    );
    expect(await screen.findByText(refereeQuestionMessages.questionUpdated)).toBeTruthy();

    fireEvent.click(screen.getByLabelText('Question 2 active'));
    await waitFor(() => expect(posts.at(-1)?.body).toEqual({ id: 2, active: true }));
    fireEvent.click(screen.getByLabelText('Move question 2 up'));
    await waitFor(() => expect(posts.at(-1)?.body).toEqual({ id: 2, move: 'up' }));
  });

  it("shows the server's refusal to switch off the last active question", async () => {
    stubApi([question(1, 'Only one?')], () => refuse(409, refereeQuestionMessages.lastActiveQuestion));
    renderScreen();
    fireEvent.click(await screen.findByLabelText('Question 1 active'));
    const confirm = await screen.findByRole('dialog', { name: 'Switch off question 1?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Switch off' }));
    expect(await screen.findByText(refereeQuestionMessages.lastActiveQuestion)).toBeTruthy();
  });

  it('rewords a question in a dialog, checking the text first', async () => {
    const posts = stubApi([question(1, 'First?'), question(2, 'Second?')]);
    renderScreen();
    fireEvent.click(await screen.findByLabelText('Edit question 2'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit question 2' });
    const input = within(dialog).getByRole('textbox', { name: 'Question' }) as HTMLTextAreaElement;
    expect(input.value).toBe('Second?');
    expect(
      within(dialog).getByText('Answers already given keep the wording they were given to.'),
    ).toBeTruthy();
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(refereeQuestionMessages.questionRequired)).toBeTruthy();
    fireEvent.change(input, { target: { value: 'x'.repeat(REFEREE_QUESTION_MAX + 1) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(refereeQuestionMessages.questionTooLong)).toBeTruthy();
    expect(posts).toEqual([]);

    fireEvent.change(input, { target: { value: ' Anything else? ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(posts).toEqual([
        { path: 'admin/referee-questions/update', body: { id: 2, question: 'Anything else?' } },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText(refereeQuestionMessages.questionUpdated)).toBeTruthy();
  });

  it('adds a question, keeping the dialog open with the error when the server refuses', async () => {
    let refuseNext = true;
    const posts = stubApi([question(1, 'First?')], () => {
      if (refuseNext) {
        refuseNext = false;
        return refuse(403, 'You are not allowed to do this.');
      }
      return ok({ message: refereeQuestionMessages.questionAdded, question: question(2, 'New?') });
    });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Add question' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a question' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Question' }), {
      target: { value: 'New?' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('You are not allowed to do this.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts.map((post) => post)).toEqual([
      { path: 'admin/referee-questions', body: { question: 'New?' } },
      { path: 'admin/referee-questions', body: { question: 'New?' } },
    ]);
    expect(await screen.findByText(refereeQuestionMessages.questionAdded)).toBeTruthy();
  });

  it('saves the confirmation statement, refusing an empty one', async () => {
    const posts = stubApi([question(1, 'First?')]);
    renderScreen();
    const statement = await screen.findByRole('textbox', { name: 'Confirmation statement' });
    const save = screen.getByRole('button', { name: 'Save statement' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(statement, { target: { value: '  ' } });
    fireEvent.click(save);
    expect(await screen.findByText(refereeQuestionMessages.statementRequired)).toBeTruthy();
    expect(posts).toEqual([]);
    fireEvent.change(statement, { target: { value: 'I confirm all of it.' } });
    fireEvent.click(save);
    await waitFor(() =>
      expect(posts).toEqual([
        {
          path: 'admin/referee-questions/statement',
          body: { confirmationStatement: 'I confirm all of it.' },
        },
      ]),
    );
    expect(await screen.findByText(refereeQuestionMessages.statementSaved)).toBeTruthy();
  });
});
