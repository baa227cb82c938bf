import { z } from 'zod';
import { messages } from './common';
import { registerLimits } from './member-register';

/**
 * Activation of an existing member (spec 1 §2 "Activation"). The request and activate bodies are in
 * access.ts; this file holds what only activation uses.
 */

export const memberLookupQuerySchema = z.object({
  MemberNo: z
    .string({ error: messages.fieldRequired })
    .trim()
    .min(1, messages.fieldRequired)
    .max(registerLimits.memberNo),
});

/** The answer to a request, whatever matched: an opaque handle for step two and one message. */
export const activationRequestedSchema = z.object({ id: z.string(), message: z.string() });
export type ActivationRequested = z.infer<typeof activationRequestedSchema>;

/**
 * What the /activate/:code route carries (base64url JSON, see encodeRouteValue): the pending code's
 * handle, the e-mail it was sent to and the member number. It opens step two prefilled.
 */
export const activationRouteSchema = z.object({
  id: z.string().min(1).max(200),
  email: z.string().max(254).nullable().optional(),
  memberNo: z.string().max(registerLimits.memberNo).optional(),
});
export type ActivationRoute = z.infer<typeof activationRouteSchema>;

export const activationMessages = {
  emailMustMatch: 'Use the e-mail address the activation code was sent to.',
  /**
   * The per-member limit on activation requests (against guessing ID numbers) is used up; `wait` is
   * what is left of its window.
   */
  tooManyRequests: (wait: string) =>
    `Too many activation requests were made for this membership number. For the member's safety, try again in ${wait}.`,
  /** Under the form's e-mail and phone fields (spec 1 §2 lists them): they never receive the code. */
  typedContactHint: 'The code goes only to the contacts in our register',
  /** Step two opened from the link in the e-mail. */
  enterCode: 'Enter the activation code we sent you and choose your password.',
  /** The code went to the contacts the register holds (masked, e.g. w•••@eik.example), and to no other. */
  codeSent: (destinations: readonly string[]) =>
    `We have sent an activation code to ${destinations.join(' and ')}, as held in our register. Enter it with the password you want to use.`,
  /**
   * The number and ID matched, but the register holds no e-mail address (an account signs in with the
   * register's e-mail, decision 0019): nothing was sent. `secretariat` is the body's e-mail and phone.
   */
  noEmailOnRecord: (secretariat: readonly string[]) =>
    `Our register holds no e-mail address for you, and your account signs in with the e-mail address on record, so no activation code has been sent. Please contact the secretariat${secretariat.length > 0 ? ` (${secretariat.join(', ')})` : ''} to have your e-mail address added, then request activation again.`,
} as const;

/** An ALTCHA proof-of-work challenge (altcha-lib v2 format), as the widget fetches it. */
export const altchaChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    memoryCost: z.number().optional(),
    parallelism: z.number().optional(),
    expiresAt: z.number().optional(),
  }),
  signature: z.string().optional(),
});
export type AltchaChallenge = z.infer<typeof altchaChallengeSchema>;
