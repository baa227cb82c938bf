import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { counterVerifyRequestSchema } from '../../../../contract/access';
import type { Session } from '../../../../contract/auth';
import { accessAddresses } from '../../../../contract/endpoints/addresses/access';
import { call, type MutationReactions } from '../../../lib/call';
import { signInWith } from '../../../lib/session';

// Zod-free (addresses, not endpoints): the e-mail link's page loads this module first.

/** POST auth/verify with the e-mail link's code; a verified account is signed in. */
export const useVerifyLink = () =>
  useMutation({
    mutationFn: (activation_code: string) => call(accessAddresses.verifyLink, { body: { activation_code } }),
    onSuccess: (session: Session) => signInWith(session),
  });

/** POST auth/verify-otp: the code of the pending verification `id`; the answer signs the user in. */
export const useVerifyOtp = (id: string, reactions: MutationReactions<Session, string> = {}) =>
  useMutation({
    ...reactions,
    mutationFn: (otp_code: string) => call(accessAddresses.verifyOtp, { body: { id, otp_code } }),
  });

/** GET auth/send-otp: a new code for the pending verification `id`. */
export const useResendOtp = (id: string, reactions: MutationReactions<{ message: string }> = {}) =>
  useMutation({ ...reactions, mutationFn: () => call(accessAddresses.sendOtp, { query: { user_id: id } }) });

/** POST auth/counter-verify-otp: after a login refused as unverified, a new code for the Otp page. */
export const requestVerificationCode = (credentials: z.input<typeof counterVerifyRequestSchema>) =>
  call(accessAddresses.counterVerify, { body: credentials });
