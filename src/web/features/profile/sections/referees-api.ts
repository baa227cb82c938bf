import { useMutation } from '@tanstack/react-query';
import { profileSectionExtraEndpoints } from '../../../../contract/endpoints/profile-sections';
import type { RefereeSearchResult } from '../../../../contract/profile-sections';
import { call, type MutationReactions } from '../../../lib/call';

/** POST the member number; the answer is what the register and their profile say of that member. */
export const useRefereeSearch = (reactions: MutationReactions<RefereeSearchResult, string> = {}) =>
  useMutation({
    ...reactions,
    mutationFn: (search: string) => call(profileSectionExtraEndpoints.refereeSearch, { body: { search } }),
  });

/** Sends the referee of entry `EntryNo` a new request e-mail. */
export const useResendRefereeEmail = (
  EntryNo: number,
  reactions: MutationReactions<{ message: string }> = {},
) =>
  useMutation({
    ...reactions,
    mutationFn: () => call(profileSectionExtraEndpoints.refereeSendEmail, { body: { EntryNo } }),
  });
