import { endpoint } from '../endpoint';
import {
  addRefereeQuestionSchema,
  adminRefereeQuestionnaireSchema,
  confirmationStatementSchema,
  savedQuestionSchema,
  savedStatementSchema,
  updateRefereeQuestionSchema,
} from '../referee-questions';

/** The referee questionnaire as admins configure it (issue 6). */
export const refereeQuestionEndpoints = {
  questionnaire: endpoint({
    method: 'GET',
    path: '/api/admin/referee-questions',
    summary: 'Every referee question in order, switched-off ones included, and the statement (admins)',
    data: adminRefereeQuestionnaireSchema,
  }),
  add: endpoint({
    method: 'POST',
    path: '/api/admin/referee-questions',
    summary: 'Add a question at the end (admins)',
    body: addRefereeQuestionSchema,
    data: savedQuestionSchema,
  }),
  update: endpoint({
    method: 'POST',
    path: '/api/admin/referee-questions/update',
    summary: 'Reword a question, switch it on or off, or move it up or down (admins)',
    body: updateRefereeQuestionSchema,
    data: savedQuestionSchema,
  }),
  statement: endpoint({
    method: 'POST',
    path: '/api/admin/referee-questions/statement',
    summary: 'Replace the statement referees confirm (admins)',
    body: confirmationStatementSchema,
    data: savedStatementSchema,
  }),
};
