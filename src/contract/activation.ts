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
