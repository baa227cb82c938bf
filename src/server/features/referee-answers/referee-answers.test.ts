import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerErrorKey, refereeAnswerMessages } from '../../../contract/referee-answers';
import { decodeRouteText } from '../../../contract/route-values';
import { defaultConfirmationStatement, defaultRefereeQuestions } from '../../db/seed/referee-questionnaire';
import { hashToken } from '../../platform/tokens';
import { demo, startTestApp, type TestApp } from '../../test-support/harness';
import { registeredReferee } from '../../test-support/sample-entries';
import { latestMessage } from '../access/test-support';
import { memberWithProfile } from '../profile/sections/test-support';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A member of the demo register (db/seed/member-register.ts). */
const fatuma = registeredReferee;

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
let ipCounter = 0;
/** Each test calls from its own address, so the per-address limits do not add up across tests. */
const freshIp = () => `10.20.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

interface Request {
  /** The applicant's session. */
  token: string;
  refereeId: number;
  /** Both as the e-mailed link carries them (base64url). */
  memberNo: string;
  code: string;
  ip: string;
}

/** A fresh applicant names Fatuma as referee; the link of the e-mail she receives. */
async function newRequest(): Promise<Request> {
  const token = await memberWithProfile(t);
  const added = await t.api('POST', '/api/profile/referee/add', { token, body: fatuma });
  expect(added.statusCode, added.body).toBe(200);
  const message = await latestMessage(t.db, fatuma.Email);
  const match = message?.body_text.match(/\/profile\/response\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)/);
  if (!match?.[1] || !match[2]) throw new Error(`no referee link in: ${message?.body_text}`);
  const referee = await t.db
    .selectFrom('profile_referees')
    .select('id')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return { token, refereeId: referee.id, memberNo: match[1], code: match[2], ip: freshIp() };
}

const read = (request: Pick<Request, 'memberNo' | 'code' | 'ip'>, token?: string) =>
  t.api('GET', `/api/questions?memberNo=${request.memberNo}&code=${request.code}`, {
    ip: request.ip,
    ...(token ? { token } : {}),
  });

const submit = (request: Pick<Request, 'memberNo' | 'code' | 'ip'>, body: Record<string, unknown>) =>
  t.api('POST', '/api/questions/update', {
    ip: request.ip,
    body: { memberNo: request.memberNo, code: request.code, ...body },
  });

const allAnswers = () =>
  defaultRefereeQuestions.map((_, index) => ({ questionNo: index + 1, answer: `Answer ${index + 1}` }));

const accept = (request: Request, Questions = allAnswers()) =>
  submit(request, { response: 'Accept', Questions });

const refereeRow = (id: number) =>
  t.db.selectFrom('profile_referees').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('GET /api/questions (spec 2 §2.10, §7)', () => {
  it('shows the questionnaire of a valid link without a session', async () => {
    const request = await newRequest();
    const response = await read(request);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const data = response.json().data;
    expect(data).toEqual({
      referee: { FirstName: 'FATUMA', LastName: 'HASSAN' },
      applicant: 'SECOND MEMBER',
      ConfirmationStatement: { confirmationStatement: defaultConfirmationStatement },
      Questions: defaultRefereeQuestions.map((question, index) => ({ questionNo: index + 1, question })),
    });
    expect(data.ConfirmationStatement.confirmationStatement.length).toBeGreaterThan(300);
    // Nothing else of the applicant leaves the server.
    expect(response.body).not.toContain('example.org');
  });

  it('works as well for a visitor who happens to be signed in', async () => {
    const request = await newRequest();
    const member = await t.login(demo.member);
    expect((await read(request, member)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown code, a wrong member number or an unreadable value', async () => {
    const request = await newRequest();
    const notFound = { message: refereeAnswerMessages.linkInvalid };
    const unknownCode = await read({ ...request, code: b64('not-a-code') });
    expect(unknownCode.statusCode).toBe(404);
    expect(unknownCode.json()).toEqual(notFound);
    const otherMember = await read({ ...request, memberNo: b64('F/0031') });
    expect(otherMember.statusCode).toBe(404);
    expect(otherMember.json()).toEqual(notFound);
    const garbage = await read({ ...request, memberNo: '%%%' });
    expect(garbage.statusCode).toBe(404);
    // The member number compares as the register keeps it, without spaces and case.
    expect((await read({ ...request, memberNo: b64(' ce/0112 ') })).statusCode).toBe(200);
  });

  it("answers 410 'This link has expired.' once the request expired", async () => {
    const request = await newRequest();
    const code = decodeRouteText(request.code) ?? '';
    await t.db
      .updateTable('referee_requests')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('code_hash', '=', hashToken(code))
      .execute();
    const response = await read(request);
    expect(response.statusCode).toBe(410);
    expect(response.json()).toEqual({ message: 'This link has expired.' });
    const answer = await accept(request);
    expect(answer.statusCode).toBe(410);
    expect((await refereeRow(request.refereeId)).response).toBeNull();
  });

  it('answers 410 for a link replaced by a newer request, and the newer link works', async () => {
    const request = await newRequest();
    await t.db.deleteFrom('rate_limits').where('key', 'like', 'referee-email%').execute();
    const resent = await t.api('POST', '/api/profile/referee/send_email', {
      token: request.token,
      body: { EntryNo: 1 },
    });
    expect(resent.statusCode, resent.body).toBe(200);
    const old = await read(request);
    expect(old.statusCode).toBe(410);
    expect(old.json().message).toBe(refereeAnswerMessages.linkReplaced);
    const message = await latestMessage(t.db, fatuma.Email);
    const code = message?.body_text.match(/\/profile\/response\/[A-Za-z0-9_-]+\/([A-Za-z0-9_-]+)/)?.[1];
    expect((await read({ ...request, code: code ?? '' })).statusCode).toBe(200);
  });

  it('counts look-ups per client address (429 after the limit)', async () => {
    const request = await newRequest();
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1) statuses.push((await read({ ...request, ip })).statusCode);
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
    expect((await read(request)).statusCode).toBe(200);
  });
});

describe('POST /api/questions/update (spec 2 §2.10, §5 Referee answers, §7)', () => {
  it('accepts with every answer: stores them, records Accept, tells the applicant, and works once', async () => {
    const request = await newRequest();
    const response = await accept(request);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      data: { message: 'Referee Confirmed Successfully', route: ['/'] },
    });
    const referee = await refereeRow(request.refereeId);
    expect(referee.response).toBe('Accept');
    expect(referee.responded_at).toEqual(expect.any(String));
    const answers = await t.db
      .selectFrom('referee_answers')
      .select(['question_no', 'question', 'answer'])
      .where('referee_id', '=', request.refereeId)
      .orderBy('question_no')
      .execute();
    expect(answers).toEqual(
      defaultRefereeQuestions.map((question, index) => ({
        question_no: index + 1,
        question,
        answer: `Answer ${index + 1}`,
      })),
    );
    const listed = await t.api('GET', '/api/profile/referee', { token: request.token });
    expect(listed.json().data[0].response).toBe('Accept');
    const user = (await t.api('GET', '/api/auth/user', { token: request.token })).json().data;
    const notice = await latestMessage(t.db, user.email);
    expect(notice?.subject).toContain('Fatuma Hassan has answered');
    expect(notice?.body_text).not.toContain('Answer 1');

    const again = await accept(request);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This request has already been answered.' });
    const reread = await read(request);
    expect(reread.statusCode).toBe(409);
    expect(reread.json().message).toBe(refereeAnswerMessages.alreadyAnswered);
  });

  it('rejects with remarks: stores them and records Reject; a second submission is 409', async () => {
    const request = await newRequest();
    const response = await submit(request, { response: 'Reject', Remarks: '  I hardly know them. ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ message: 'Referee Rejected Successfully', route: ['/'] });
    expect((await refereeRow(request.refereeId)).response).toBe('Reject');
    const rejection = await t.db
      .selectFrom('referee_rejections')
      .select('remarks')
      .where('referee_id', '=', request.refereeId)
      .executeTakeFirstOrThrow();
    expect(rejection.remarks).toBe('I hardly know them.');
    const again = await accept(request);
    expect(again.statusCode).toBe(409);
    expect(
      await t.db
        .selectFrom('referee_answers')
        .where('referee_id', '=', request.refereeId)
        .select('id')
        .execute(),
    ).toHaveLength(0);
  });

  it("lists 'field is required' for each active question left unanswered, and keeps the link usable", async () => {
    const request = await newRequest();
    const partial = await accept(request, allAnswers().slice(0, 3));
    expect(partial.statusCode).toBe(400);
    expect(partial.json()).toEqual({
      message: 'field is required',
      errors: { [answerErrorKey(4)]: 'field is required', [answerErrorKey(5)]: 'field is required' },
    });
    const blank = await accept(request, [...allAnswers().slice(0, 4), { questionNo: 5, answer: '   ' }]);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual({ 'Questions.4.answer': 'field is required' });
    const none = await submit(request, { response: 'Accept' });
    expect(none.statusCode).toBe(400);
    expect((await refereeRow(request.refereeId)).response).toBeNull();
    expect((await accept(request)).statusCode).toBe(200);
  });

  it('refuses an answer of 251 characters and takes one of 250', async () => {
    const request = await newRequest();
    const long = allAnswers();
    long[0] = { questionNo: 1, answer: 'x'.repeat(251) };
    const refused = await accept(request, long);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ 'Questions.0.answer': refereeAnswerMessages.answerTooLong });
    long[0] = { questionNo: 1, answer: 'x'.repeat(250) };
    expect((await accept(request, long)).statusCode).toBe(200);
  });

  it('answers 404 for a wrong member number and stores nothing', async () => {
    const request = await newRequest();
    const response = await accept({ ...request, memberNo: b64('F/0031') });
    expect(response.statusCode).toBe(404);
    expect((await refereeRow(request.refereeId)).response).toBeNull();
  });

  it('asks only the active questions, in their order', async () => {
    const request = await newRequest();
    await t.db.updateTable('referee_questions').set({ active: 0 }).where('question_no', '=', 5).execute();
    try {
      const questions = (await read(request)).json().data.Questions;
      expect(questions.map((row: { questionNo: number }) => row.questionNo)).toEqual([1, 2, 3, 4]);
      expect((await accept(request, allAnswers().slice(0, 4))).statusCode).toBe(200);
    } finally {
      await t.db.updateTable('referee_questions').set({ active: 1 }).where('question_no', '=', 5).execute();
    }
  });
});

describe('a questionnaire with every question switched off', () => {
  it('still takes an accept, with nothing to answer', async () => {
    const request = await newRequest();
    await t.db.updateTable('referee_questions').set({ active: 0 }).execute();
    try {
      expect((await read(request)).json().data.Questions).toEqual([]);
      const accepted = await accept(request, []);
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect((await refereeRow(request.refereeId)).response).toBe('Accept');
    } finally {
      await t.db.updateTable('referee_questions').set({ active: 1 }).execute();
    }
  });
});

describe('referee questionnaire seed', () => {
  it('is idempotent and keeps staff changes', async () => {
    await t.db.updateTable('referee_questionnaire').set({ confirmation_statement: 'Edited' }).execute();
    await t.reseed();
    expect(await t.db.selectFrom('referee_questions').select('id').execute()).toHaveLength(5);
    const statements = await t.db
      .selectFrom('referee_questionnaire')
      .select('confirmation_statement')
      .execute();
    expect(statements).toEqual([{ confirmation_statement: 'Edited' }]);
    await t.db
      .updateTable('referee_questionnaire')
      .set({ confirmation_statement: defaultConfirmationStatement })
      .execute();
  });
});
