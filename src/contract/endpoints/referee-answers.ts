import { endpoint } from '../endpoint';
import {
  refereeAnswerRequestSchema,
  refereeAnswerResultSchema,
  refereeLinkQuerySchema,
  refereeQuestionnaireSchema,
} from '../referee-answers';

/** The referee answer page's calls (spec 2 §7 "Referee form", "Referee answer"); no account needed. */
export const refereeAnswerEndpoints = {
  questionnaire: endpoint({
    method: 'GET',
    path: '/api/questions',
    summary: 'The questionnaire of a referee request link (memberNo and code base64 as in the link)',
    query: refereeLinkQuerySchema,
    data: refereeQuestionnaireSchema,
  }),
  answer: endpoint({
    method: 'POST',
    path: '/api/questions/update',
    summary: 'Accept with an answer to every active question, or reject with remarks; works once',
    body: refereeAnswerRequestSchema,
    data: refereeAnswerResultSchema,
  }),
};
