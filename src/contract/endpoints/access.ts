import { z } from 'zod';
import {
  counterVerifyRequestSchema,
  newPasswordRequestSchema,
  notificationFlagsSchema,
  passwordResetRequestSchema,
  pendingCodeSchema,
  registerRequestSchema,
  requirementSchema,
  setPasswordRequestSchema,
  verifyLinkRequestSchema,
  verifyOtpRequestSchema,
} from '../access';
import { authUserSchema, sessionSchema } from '../auth';
import { endpoint } from '../endpoint';

const messageOnly = z.object({ message: z.string() });

/** Onboarding and account settings (spec 1 §7): everything around signing in. */
export const accessEndpoints = {
  requirements: endpoint({
    method: 'GET',
    path: '/api/application/requirements',
    summary: "What an applicant needs for a category's application",
    query: z.object({ category: z.string().min(1).max(40) }),
    data: z.array(requirementSchema),
  }),
  register: endpoint({
    method: 'POST',
    path: '/api/auth/register',
    summary: 'Apply as a new member: creates the account and sends a verification code',
    body: registerRequestSchema,
    data: pendingCodeSchema,
  }),
  verifyOtp: endpoint({
    method: 'POST',
    path: '/api/auth/verify-otp',
    summary: 'Verify the account with the code',
    body: verifyOtpRequestSchema,
    data: sessionSchema,
  }),
  sendOtp: endpoint({
    method: 'GET',
    path: '/api/auth/send-otp',
    summary:
      'Send a new code for a pending verification; signed in, with your own user id: the code that signs an application',
    query: z.object({ user_id: z.string().min(1).max(200) }),
    data: z.object({
      message: z.string(),
      id: z.string().optional(),
      /** The submission code's: until when it works, and from when a new one may be asked for. */
      expiresAt: z.string().optional(),
      resendAt: z.string().optional(),
    }),
  }),
  verifyLink: endpoint({
    method: 'POST',
    path: '/api/auth/verify',
    summary: 'Verify the account with the e-mail link',
    body: verifyLinkRequestSchema,
    data: sessionSchema,
  }),
  counterVerify: endpoint({
    method: 'POST',
    path: '/api/auth/counter-verify-otp',
    summary: 'Ask for a new verification code after a refused login',
    body: counterVerifyRequestSchema,
    data: pendingCodeSchema,
  }),
  requestPasswordReset: endpoint({
    method: 'POST',
    path: '/api/auth/password-reset',
    summary: 'E-mail a password reset link',
    body: passwordResetRequestSchema,
    data: messageOnly,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/auth/password',
    summary: 'Set a new password with a reset link',
    body: newPasswordRequestSchema,
    data: messageOnly,
  }),
  setPassword: endpoint({
    method: 'POST',
    path: '/api/auth/set-password',
    summary: 'Change the password of the signed-in user',
    body: setPasswordRequestSchema,
    data: messageOnly,
  }),
  notificationFlags: endpoint({
    method: 'POST',
    path: '/api/auth/notification',
    summary: 'Save the notification preferences of the signed-in user',
    body: notificationFlagsSchema,
    data: z.object({ message: z.string(), user: authUserSchema }),
  }),
};
