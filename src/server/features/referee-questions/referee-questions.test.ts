import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONFIRMATION_STATEMENT_MAX,
  REFEREE_QUESTION_MAX,
  refereeQuestionMessages,
} from '../../../contract/referee-questions';
import { defaultConfirmationStatement, defaultRefereeQuestions } from '../../db/seed/referee-questionnaire';
import { demo, startTestApp, type TestApp } from '../../test-support/harness';
import { registeredReferee } from '../../test-support/sample-entries';
import { latestMessage } from '../access/test-support';
import { memberWithProfile } from '../profile/sections/test-support';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login(demo.admin);
});
afterAll(async () => {
  await t?.close();
});

const BASE = '/api/admin/referee-questions';
const list = async () => {
  const response = await t.api('GET', BASE, { token: admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    questions: { id: number; questionNo: number; question: string; active: boolean; sequence: number }[];
    confirmationStatement: string;
  };
};
const update = (body: Record<string, unknown>) => t.api('POST', `${BASE}/update`, { token: admin, body });
const add = (question: unknown) => t.api('POST', BASE, { token: admin, body: { question } });
const auditOf = (action: string) =>
  t.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id', 'desc').execute();

/** A member of the demo register (db/seed/member-register.ts) whom a fresh applicant names as referee. */
const fatuma = registeredReferee;
let ipCounter = 0;

/** A fresh request to Fatuma; the `memberNo` and `code` query of the link she receives. */
async function refereeLink(): Promise<string> {
  const token = await memberWithProfile(t);
  const added = await t.api('POST', '/api/profile/referee/add', { token, body: fatuma });
  expect(added.statusCode, added.body).toBe(200);
  const message = await latestMessage(t.db, fatuma.Email);
  const match = message?.body_text.match(/\/profile\/response\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)/);
  return `memberNo=${match?.[1]}&code=${match?.[2]}`;
}
const questionnaireOf = (link: string) =>
  t.api('GET', `/api/questions?${link}`, { ip: `10.30.0.${++ipCounter}` });

describe('who may manage the referee questionnaire', () => {
  it('answers 401 to visitors and 403 to members and approvers on every route', async () => {
    const member = await t.login(demo.member);
    const approver = await t.login(demo.approver);
    const calls = [
      ['GET', BASE, undefined],
      ['POST', BASE, { question: 'Why?' }],
      ['POST', `${BASE}/update`, { id: 1, active: false }],
      ['POST', `${BASE}/statement`, { confirmationStatement: 'I confirm.' }],
    ] as const;
    for (const [method, url, body] of calls) {
      expect((await t.api(method, url, { body })).statusCode).toBe(401);
      expect((await t.api(method, url, { token: member, body })).statusCode).toBe(403);
      expect((await t.api(method, url, { token: approver, body })).statusCode).toBe(403);
    }
    expect((await t.api('GET', BASE, { token: await t.login(demo.superAdmin) })).statusCode).toBe(200);
    expect((await list()).questions.every((question) => question.active)).toBe(true);
  });
});

describe('GET admin/referee-questions', () => {
  it('lists the seeded questions in order with the confirmation statement', async () => {
    const data = await list();
    expect(data.confirmationStatement).toBe(defaultConfirmationStatement);
    expect(data.questions.slice(0, defaultRefereeQuestions.length)).toEqual(
      defaultRefereeQuestions.map((question, index) => ({
        id: expect.any(Number),
        questionNo: index + 1,
        question,
        active: true,
        sequence: index + 1,
      })),
    );
  });
});

describe('POST admin/referee-questions', () => {
  it('refuses an empty or too long question', async () => {
    const empty = await add('   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(refereeQuestionMessages.questionRequired);
    const long = await add('x'.repeat(REFEREE_QUESTION_MAX + 1));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(refereeQuestionMessages.questionTooLong);
    expect((await add('x'.repeat(REFEREE_QUESTION_MAX))).statusCode).toBe(200);
  });

  it('adds at the end with the next number, audited, and referees are asked it', async () => {
    const before = await list();
    const response = await add('  Has the applicant supervised other engineers?  ');
    expect(response.statusCode, response.body).toBe(200);
    const { message, question } = response.json().data;
    expect(message).toBe(refereeQuestionMessages.questionAdded);
    const highest = Math.max(...before.questions.map((q) => q.questionNo));
    expect(question).toMatchObject({
      questionNo: highest + 1,
      question: 'Has the applicant supervised other engineers?',
      active: true,
      sequence: Math.max(...before.questions.map((q) => q.sequence)) + 1,
    });
    expect((await list()).questions.at(-1)?.id).toBe(question.id);
    const [audit] = await auditOf('referee-question.add');
    expect(audit?.subject_id).toBe(String(question.id));
    const asked = (await questionnaireOf(await refereeLink())).json().data.Questions;
    expect(asked.at(-1)).toEqual({ questionNo: question.questionNo, question: question.question });
  });

  it('gives questions added at once different numbers', async () => {
    const responses = await Promise.all([1, 2, 3, 4, 5].map((n) => add(`Concurrent question ${n}`)));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const numbers = responses.map((response) => response.json().data.question.questionNo);
    expect(new Set(numbers).size).toBe(5);
  });
});

describe('POST admin/referee-questions/update', () => {
  it('rewords a question without changing answers already given', async () => {
    const link = await refereeLink();
    const asked = (await questionnaireOf(link)).json().data.Questions as { questionNo: number }[];
    const accepted = await t.api('POST', '/api/questions/update', {
      ip: '10.30.1.1',
      body: {
        ...Object.fromEntries(new URLSearchParams(link)),
        response: 'Accept',
        Questions: asked.map(({ questionNo }) => ({ questionNo, answer: `Answer ${questionNo}` })),
      },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const first = (await list()).questions[0];
    const reworded = await update({ id: first?.id, question: 'How long have you known the applicant?' });
    expect(reworded.statusCode, reworded.body).toBe(200);
    expect(reworded.json().data).toMatchObject({
      message: refereeQuestionMessages.questionUpdated,
      question: { id: first?.id, question: 'How long have you known the applicant?' },
    });
    const answer = await t.db
      .selectFrom('referee_answers')
      .select('question')
      .where('question_no', '=', first?.questionNo ?? 0)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(answer.question).toBe(first?.question);
    const [audit] = await auditOf('referee-question.update');
    expect(JSON.parse(audit?.details ?? '{}')).toMatchObject({ before: first?.question });
    expect((await update({ id: first?.id, question: '' })).json().message).toBe(
      refereeQuestionMessages.questionRequired,
    );
  });

  it('switches a question off and on; referees are not asked a switched-off one', async () => {
    const second = (await list()).questions[1];
    const off = await update({ id: second?.id, active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data.question.active).toBe(false);
    const asked = (await questionnaireOf(await refereeLink())).json().data.Questions;
    expect(asked.map((q: { questionNo: number }) => q.questionNo)).not.toContain(second?.questionNo);
    expect((await list()).questions.find((q) => q.id === second?.id)?.active).toBe(false);
    expect((await update({ id: second?.id, active: true })).json().data.question.active).toBe(true);
  });

  it('refuses to switch off the last active question (409) and changes nothing', async () => {
    const { questions } = await list();
    const [last, ...others] = questions;
    for (const question of others) {
      expect((await update({ id: question.id, active: false })).statusCode).toBe(200);
    }
    const refused = await update({ id: last?.id, active: false, question: 'Changed wording' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: refereeQuestionMessages.lastActiveQuestion });
    const after = (await list()).questions.find((q) => q.id === last?.id);
    expect(after).toMatchObject({ active: true, question: last?.question });
    for (const question of others) await update({ id: question.id, active: true });
  });

  it('moves a question up and down; at either end nothing moves', async () => {
    const ids = (await list()).questions.map((q) => q.id);
    expect((await update({ id: ids[1], move: 'up' })).statusCode).toBe(200);
    const moved = (await list()).questions.map((q) => q.id);
    expect(moved.slice(0, 3)).toEqual([ids[1], ids[0], ids[2]]);
    expect((await list()).questions.map((q) => q.sequence)).toEqual(ids.map((_, index) => index + 1));
    await update({ id: ids[1], move: 'up' });
    expect((await list()).questions.map((q) => q.id)).toEqual(moved);
    await update({ id: ids[1], move: 'down' });
    expect((await list()).questions.map((q) => q.id)).toEqual(ids);
    await update({ id: ids.at(-1), move: 'down' });
    expect((await list()).questions.map((q) => q.id)).toEqual(ids);
  });

  it('answers 404 for an unknown question', async () => {
    const response = await update({ id: 999_999, active: true });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(refereeQuestionMessages.questionNotFound);
  });
});

describe('POST admin/referee-questions/statement', () => {
  const save = (confirmationStatement: unknown) =>
    t.api('POST', `${BASE}/statement`, { token: admin, body: { confirmationStatement } });

  it('refuses an empty or too long statement', async () => {
    const empty = await save(' ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(refereeQuestionMessages.statementRequired);
    const long = await save('x'.repeat(CONFIRMATION_STATEMENT_MAX + 1));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(refereeQuestionMessages.statementTooLong);
    expect((await list()).confirmationStatement).not.toBe('x'.repeat(CONFIRMATION_STATEMENT_MAX + 1));
  });

  it('saves the statement, audited, and referees see it; a restart keeps it', async () => {
    const response = await save('  I confirm I know the applicant.  ');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      message: refereeQuestionMessages.statementSaved,
      confirmationStatement: 'I confirm I know the applicant.',
    });
    await t.reseed();
    expect((await list()).confirmationStatement).toBe('I confirm I know the applicant.');
    const shown = (await questionnaireOf(await refereeLink())).json().data.ConfirmationStatement;
    expect(shown).toEqual({ confirmationStatement: 'I confirm I know the applicant.' });
    expect(await auditOf('referee-questionnaire.statement')).toHaveLength(1);
  });
});
