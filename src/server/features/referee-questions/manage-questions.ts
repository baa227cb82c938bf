import type { Selectable } from 'kysely';
import {
  type AddRefereeQuestionRequest,
  type AdminRefereeQuestion,
  type AdminRefereeQuestionnaire,
  type ConfirmationStatementRequest,
  refereeQuestionMessages,
  type UpdateRefereeQuestionRequest,
} from '../../../contract/referee-questions';
import type { Db } from '../../db/database';
import type { RefereeQuestionsTable } from '../../db/schema';
import { type AuditActor, recordAudit } from '../../platform/audit';
import { conflict, isUniqueViolation, notFound } from '../../platform/errors';
import { nowIso } from '../../platform/time';

const questionOf = (row: Selectable<RefereeQuestionsTable>): AdminRefereeQuestion => ({
  id: row.id,
  questionNo: row.question_no,
  question: row.question,
  active: row.active === 1,
  sequence: row.sequence,
});

async function listQuestions(db: Db): Promise<AdminRefereeQuestion[]> {
  const rows = await db
    .selectFrom('referee_questions')
    .selectAll()
    .orderBy('sequence')
    .orderBy('question_no')
    .execute();
  return rows.map(questionOf);
}

/** Every question in the order referees see them, switched-off ones included, and the statement. */
export async function readQuestionnaire(db: Db): Promise<AdminRefereeQuestionnaire> {
  const statement = await db
    .selectFrom('referee_questionnaire')
    .select('confirmation_statement')
    .orderBy('id')
    .executeTakeFirst();
  return {
    questions: await listQuestions(db),
    confirmationStatement: statement?.confirmation_statement ?? '',
  };
}

/**
 * Locks the questionnaire's row for the rest of the transaction, so two admins changing it at once
 * take turns: numbers and order they compute stay whole, and two switching off the last two active
 * questions cannot both succeed.
 */
async function lockQuestionnaire(db: Db): Promise<void> {
  await db
    .updateTable('referee_questionnaire')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .execute();
}

/** Adds a question at the end of the list; its number is the next free one and never reused. */
export async function addQuestion(
  db: Db,
  actor: AuditActor,
  request: AddRefereeQuestionRequest,
): Promise<AdminRefereeQuestion> {
  // The lock makes the next number safe; the unique index backs it up should the lock row be missing.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(async (trx) => {
        await lockQuestionnaire(trx);
        const highest = await trx
          .selectFrom('referee_questions')
          .select((eb) => [eb.fn.max('question_no').as('question_no'), eb.fn.max('sequence').as('sequence')])
          .executeTakeFirst();
        const row = await trx
          .insertInto('referee_questions')
          .values({
            question_no: Number(highest?.question_no ?? 0) + 1,
            question: request.question,
            active: 1,
            sequence: Number(highest?.sequence ?? 0) + 1,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordAudit(trx, {
          actor,
          action: 'referee-question.add',
          subjectType: 'referee_question',
          subjectId: row.id,
          details: { questionNo: row.question_no, question: row.question },
        });
        return questionOf(row);
      });
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}

/**
 * Rewords a question, switches it on or off, or swaps it with its neighbour. Answers already given
 * keep the wording they were given to (referee_answers copies it). 409 when the change would leave
 * referees nothing to answer.
 */
export async function updateQuestion(
  db: Db,
  actor: AuditActor,
  request: UpdateRefereeQuestionRequest,
): Promise<AdminRefereeQuestion> {
  return db.transaction().execute(async (trx) => {
    await lockQuestionnaire(trx);
    const row = await trx
      .selectFrom('referee_questions')
      .selectAll()
      .where('id', '=', request.id)
      .executeTakeFirst();
    if (!row) throw notFound(refereeQuestionMessages.questionNotFound);
    const changes: { question?: string; active?: 0 | 1 } = {};
    if (request.question !== undefined) changes.question = request.question;
    if (request.active !== undefined) changes.active = request.active ? 1 : 0;
    if (Object.keys(changes).length > 0) {
      await trx.updateTable('referee_questions').set(changes).where('id', '=', row.id).execute();
    }
    if (changes.active === 0) {
      const active = await trx
        .selectFrom('referee_questions')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('active', '=', 1)
        .executeTakeFirstOrThrow();
      if (Number(active.count) === 0) throw conflict(refereeQuestionMessages.lastActiveQuestion);
    }
    if (request.move) await moveQuestion(trx, row.id, request.move);
    await recordAudit(trx, {
      actor,
      action: 'referee-question.update',
      subjectType: 'referee_question',
      subjectId: row.id,
      details: { questionNo: row.question_no, before: row.question, ...request },
    });
    const updated = await trx
      .selectFrom('referee_questions')
      .selectAll()
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    return questionOf(updated);
  });
}

/** Renumbers the list 1..n with the question moved one place; at either end nothing moves. */
async function moveQuestion(db: Db, id: number, move: 'up' | 'down'): Promise<void> {
  const ordered = await listQuestions(db);
  const from = ordered.findIndex((question) => question.id === id);
  const to = move === 'up' ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= ordered.length) return;
  const [moved] = ordered.splice(from, 1);
  if (!moved) return;
  ordered.splice(to, 0, moved);
  for (const [index, question] of ordered.entries()) {
    if (question.sequence !== index + 1) {
      await db
        .updateTable('referee_questions')
        .set({ sequence: index + 1 })
        .where('id', '=', question.id)
        .execute();
    }
  }
}

/** Replaces the statement referees confirm; the questionnaire keeps a single row (id 1, as seeded). */
export async function saveStatement(
  db: Db,
  actor: AuditActor,
  request: ConfirmationStatementRequest,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    await trx
      .insertInto('referee_questionnaire')
      .values({ id: 1, confirmation_statement: request.confirmationStatement, updated_at: now })
      .onConflict((oc) =>
        oc
          .column('id')
          .doUpdateSet({ confirmation_statement: request.confirmationStatement, updated_at: now }),
      )
      .execute();
    await recordAudit(trx, {
      actor,
      action: 'referee-questionnaire.statement',
      subjectType: 'referee_questionnaire',
      subjectId: 1,
      details: { length: request.confirmationStatement.length },
    });
    return request.confirmationStatement;
  });
}
