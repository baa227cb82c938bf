import type { FastifyInstance } from 'fastify';
import { refereeQuestionEndpoints as declared } from '../../../contract/endpoints/referee-questions';
import { refereeQuestionMessages } from '../../../contract/referee-questions';
import type { AppContext } from '../../context';
import { requestActor } from '../../platform/audit';
import { endpointServer } from '../../platform/endpoints';
import { addQuestion, readQuestionnaire, saveStatement, updateQuestion } from './manage-questions';

/** The referee questionnaire as admins configure it (issue 6). Admins and above; approvers get 403. */
export function refereeQuestionRoutes(app: FastifyInstance, context: AppContext): void {
  const serve = endpointServer(app, context.policy, ['referee questions']);

  serve(declared.questionnaire, 'manageReferenceLists', () => readQuestionnaire(context.db));

  serve(declared.add, 'manageReferenceLists', async (request) => {
    const question = await addQuestion(context.db, requestActor(request), request.body);
    return { message: refereeQuestionMessages.questionAdded, question };
  });

  serve(declared.update, 'manageReferenceLists', async (request) => {
    const question = await updateQuestion(context.db, requestActor(request), request.body);
    return { message: refereeQuestionMessages.questionUpdated, question };
  });

  serve(declared.statement, 'manageReferenceLists', async (request) => {
    const confirmationStatement = await saveStatement(context.db, requestActor(request), request.body);
    return { message: refereeQuestionMessages.statementSaved, confirmationStatement };
  });
}
