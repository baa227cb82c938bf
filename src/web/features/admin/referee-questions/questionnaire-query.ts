import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AddRefereeQuestionRequest,
  AdminRefereeQuestionnaire,
  ConfirmationStatementRequest,
  SavedQuestion,
  SavedStatement,
  UpdateRefereeQuestionRequest,
} from '../../../../contract/referee-questions';
import { api } from '../../../lib/api';

const questionnaireKey = ['admin', 'referee-questions'] as const;

export const useQuestionnaire = () =>
  useQuery({
    queryKey: questionnaireKey,
    queryFn: () => api<AdminRefereeQuestionnaire>('GET', 'admin/referee-questions'),
  });

/** The screen's three writes; each refetches the questionnaire once the server answered. */
export function useQuestionnaireChanges() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: questionnaireKey });
  return {
    add: useMutation({
      mutationFn: (request: AddRefereeQuestionRequest) =>
        api<SavedQuestion>('POST', 'admin/referee-questions', request),
      onSettled,
    }),
    update: useMutation({
      mutationFn: (request: UpdateRefereeQuestionRequest) =>
        api<SavedQuestion>('POST', 'admin/referee-questions/update', request),
      onSettled,
    }),
    saveStatement: useMutation({
      mutationFn: (request: ConfirmationStatementRequest) =>
        api<SavedStatement>('POST', 'admin/referee-questions/statement', request),
      onSettled,
    }),
  };
}
