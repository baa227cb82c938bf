import type { z } from 'zod';
import type { newPasswordRequestSchema, passwordResetRequestSchema } from '../../../../contract/access';
import { accessEndpoints } from '../../../../contract/endpoints/access';
import { call } from '../../../lib/call';

/** POST auth/password-reset: e-mails a reset link; the answer's message is the same for any address. */
export const requestPasswordReset = (request: z.output<typeof passwordResetRequestSchema>) =>
  call(accessEndpoints.requestPasswordReset, { body: request });

/** POST auth/password: the new password, with the reset link's token. */
export const resetPassword = (request: z.output<typeof newPasswordRequestSchema>) =>
  call(accessEndpoints.resetPassword, { body: request });
