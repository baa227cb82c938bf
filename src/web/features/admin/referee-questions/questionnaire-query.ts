import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { refereeQuestionEndpoints as declared } from '../../../../contract/endpoints/referee-questions';
import type {
  AddRefereeQuestionRequest,
  ConfirmationStatementRequest,
  UpdateRefereeQuestionRequest,
} from '../../../../contract/referee-questions';
import { call } from '../../../lib/call';

const questionnaireKey = ['admin', 'referee-questions'] as const;

export const useQuestionnaire = () =>
  useQuery({
    queryKey: questionnaireKey,
    queryFn: () => call(declared.questionnaire, {}),
  });

/** The screen's three writes; each refetches the questionnaire once the server answered. */
export function useQuestionnaireChanges() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: questionnaireKey });
  return {
    add: useMutation({
      mutationFn: (request: AddRefereeQuestionRequest) => call(declared.add, { body: request }),
      onSettled,
    }),
    update: useMutation({
      mutationFn: (request: UpdateRefereeQuestionRequest) => call(declared.update, { body: request }),
      onSettled,
    }),
    saveStatement: useMutation({
      mutationFn: (request: ConfirmationStatementRequest) => call(declared.statement, { body: request }),
      onSettled,
    }),
  };
}
