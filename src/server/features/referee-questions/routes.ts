import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addRefereeQuestionSchema,
  adminRefereeQuestionnaireSchema,
  confirmationStatementSchema,
  refereeQuestionMessages,
  savedQuestionSchema,
  savedStatementSchema,
  updateRefereeQuestionSchema,
} from '../../../contract/referee-questions';
import type { AppContext } from '../../context';
import { auditActor } from '../../platform/audit';
import { guard, requireSession } from '../../platform/policies';
import { addQuestion, readQuestionnaire, saveStatement, updateQuestion } from './manage-questions';

const tags = ['referee questions'];
const savedQuestion = { 200: z.object({ data: savedQuestionSchema }) };

/** The referee questionnaire as admins configure it (issue 6). Admins and above; approvers get 403. */
export function refereeQuestionRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = guard('admin', context.policy);

  api.get(
    '/api/admin/referee-questions',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Every referee question in order, switched-off ones included, and the statement (admins)',
        response: { 200: z.object({ data: adminRefereeQuestionnaireSchema }) },
      },
    },
    async () => ({ data: await readQuestionnaire(context.db) }),
  );

  api.post(
    '/api/admin/referee-questions',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Add a question at the end (admins)',
        body: addRefereeQuestionSchema,
        response: savedQuestion,
      },
    },
    async (request) => {
      const actor = auditActor(requireSession(request.session));
      const question = await addQuestion(context.db, actor, request.body);
      return { data: { message: refereeQuestionMessages.questionAdded, question } };
    },
  );

  api.post(
    '/api/admin/referee-questions/update',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Reword a question, switch it on or off, or move it up or down (admins)',
        body: updateRefereeQuestionSchema,
        response: savedQuestion,
      },
    },
    async (request) => {
      const actor = auditActor(requireSession(request.session));
      const question = await updateQuestion(context.db, actor, request.body);
      return { data: { message: refereeQuestionMessages.questionUpdated, question } };
    },
  );

  api.post(
    '/api/admin/referee-questions/statement',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Replace the statement referees confirm (admins)',
        body: confirmationStatementSchema,
        response: { 200: z.object({ data: savedStatementSchema }) },
      },
    },
    async (request) => {
      const actor = auditActor(requireSession(request.session));
      const confirmationStatement = await saveStatement(context.db, actor, request.body);
      return { data: { message: refereeQuestionMessages.statementSaved, confirmationStatement } };
    },
  );
}
