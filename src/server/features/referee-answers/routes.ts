import type { FastifyInstance } from 'fastify';
import { refereeAnswerEndpoints as declared } from '../../../contract/endpoints/referee-answers';
import type { AppContext } from '../../context';
import { endpointServer } from '../../platform/endpoints';
import { answerRefereeRequest } from './answer-referee-request';
import { readRefereeQuestionnaire } from './read-questionnaire';

/**
 * The referee answer page's calls (spec 2 §7 "Referee form", "Referee answer"). Public: a referee
 * needs no account; the link's single-use code is the credential, and both calls are rate limited
 * per client address.
 */
export function refereeAnswerRoutes(app: FastifyInstance, context: AppContext): void {
  const serve = endpointServer(app, context.policy, ['referee answers']);

  serve(declared.questionnaire, 'public', (request, reply) => {
    reply.header('cache-control', 'no-store');
    return readRefereeQuestionnaire(context, request.query, request.ip);
  });

  serve(declared.answer, 'public', (request) => answerRefereeRequest(context, request.body, request.ip));
}
