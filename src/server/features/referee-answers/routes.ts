import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  refereeAnswerRequestSchema,
  refereeAnswerResultSchema,
  refereeLinkQuerySchema,
  refereeQuestionnaireSchema,
} from '../../../contract/referee-answers';
import type { AppContext } from '../../context';
import { answerRefereeRequest } from './answer-referee-request';
import { readRefereeQuestionnaire } from './read-questionnaire';

/**
 * The referee answer page's calls (spec 2 §7 "Referee form", "Referee answer"). Public: a referee
 * needs no account; the link's single-use code is the credential, and both calls are rate limited
 * per client address.
 */
export function refereeAnswerRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['referee answers'];

  api.get(
    '/api/questions',
    {
      schema: {
        tags,
        summary: 'The questionnaire of a referee request link (memberNo and code base64 as in the link)',
        querystring: refereeLinkQuerySchema,
        response: { 200: z.object({ data: refereeQuestionnaireSchema }) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await readRefereeQuestionnaire(context, request.query, request.ip) };
    },
  );

  api.post(
    '/api/questions/update',
    {
      schema: {
        tags,
        summary: 'Accept with an answer to every active question, or reject with remarks; works once',
        body: refereeAnswerRequestSchema,
        response: { 200: z.object({ data: refereeAnswerResultSchema }) },
      },
    },
    async (request) => ({ data: await answerRefereeRequest(context, request.body, request.ip) }),
  );
}
