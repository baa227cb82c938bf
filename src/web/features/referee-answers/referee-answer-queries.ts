import { type UseMutationOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { DataOf } from '../../../contract/endpoint';
import { refereeAnswerEndpoints } from '../../../contract/endpoints/referee-answers';
import type { RefereeAnswerRequest } from '../../../contract/referee-answers';
import { call } from '../../lib/call';

/** The questionnaire behind a referee's link; read once, and a closed link is not retried. */
export const useRefereeQuestionnaire = (memberNo: string, code: string) =>
  useQuery({
    queryKey: ['referee-questionnaire', memberNo, code],
    queryFn: () => call(refereeAnswerEndpoints.questionnaire, { query: { memberNo, code } }),
    enabled: Boolean(memberNo && code),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

type AnswerOptions = Omit<
  UseMutationOptions<DataOf<typeof refereeAnswerEndpoints.answer>, Error, RefereeAnswerRequest>,
  'mutationFn'
>;

/** The referee's answer, accept or reject; the page says what follows (nothing here is cached). */
export const useSendRefereeAnswer = (options: AnswerOptions) =>
  useMutation({
    ...options,
    mutationFn: (body: RefereeAnswerRequest) => call(refereeAnswerEndpoints.answer, { body }),
  });
