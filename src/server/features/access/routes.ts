import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
} from '../../../contract/access';
import { applicationMessages } from '../../../contract/applications';
import { authUserSchema, sessionSchema } from '../../../contract/auth';
import { messages } from '../../../contract/common';
import type { AppContext } from '../../context';
import { notFound } from '../../platform/errors';
import { guard, requireSession } from '../../platform/policies';
import { sendSubmissionCode } from '../applications/submit-application';
import { setSessionCookie } from '../auth/session-cookie';
import { requestPasswordReset, resetPassword, saveNotificationFlags, setPassword } from './passwords';
import { register } from './register';
import { counterVerify, resendOtp, verifyLink, verifyOtp } from './verification';

const tags = ['access'];
const messageSchema = z.object({ data: z.object({ message: z.string() }) });
const pendingCodeResponse = { 200: z.object({ data: pendingCodeSchema }) };
const sessionResponse = { 200: z.object({ data: sessionSchema }) };

/** Onboarding and account settings (spec 1 §7): everything around signing in. */
export function accessRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/application/requirements',
    {
      schema: {
        tags,
        summary: "What an applicant needs for a category's application",
        querystring: z.object({ category: z.string().min(1).max(40) }),
        response: { 200: z.object({ data: z.array(requirementSchema) }) },
      },
    },
    async (request) => {
      const rows = await context.db
        .selectFrom('application_requirements')
        .select(['sequence', 'description'])
        .where('category_code', '=', request.query.category)
        .orderBy('sequence')
        .execute();
      if (rows.length === 0) throw notFound();
      return { data: rows };
    },
  );

  api.post(
    '/api/auth/register',
    {
      schema: {
        tags,
        summary: 'Apply as a new member: creates the account and sends a verification code',
        body: registerRequestSchema,
        response: pendingCodeResponse,
      },
    },
    async (request) => ({ data: await register(context, request.body, request.ip) }),
  );

  api.post(
    '/api/auth/verify-otp',
    {
      schema: {
        tags,
        summary: 'Verify the account with the code',
        body: verifyOtpRequestSchema,
        response: sessionResponse,
      },
    },
    async (request, reply) => {
      const session = await verifyOtp(context, request.body.id, request.body.otp_code, request.ip);
      setSessionCookie(context, reply, session);
      return { data: session };
    },
  );

  api.get(
    '/api/auth/send-otp',
    {
      schema: {
        tags,
        summary:
          'Send a new code for a pending verification; signed in, with your own user id: the code that signs an application',
        querystring: z.object({ user_id: z.string().min(1).max(200) }),
        response: { 200: z.object({ data: z.object({ message: z.string(), id: z.string().optional() }) }) },
      },
    },
    async (request) => {
      const signedIn = request.session?.user;
      // A pending-verification handle is a long random token, never a numeric user id.
      if (signedIn && request.query.user_id === String(signedIn.id)) {
        const handle = await sendSubmissionCode(context, signedIn);
        return { data: { message: applicationMessages.codeSent, id: handle } };
      }
      await resendOtp(context, request.query.user_id);
      return { data: { message: messages.otpSent } };
    },
  );

  api.post(
    '/api/auth/verify',
    {
      schema: {
        tags,
        summary: 'Verify the account with the e-mail link',
        body: verifyLinkRequestSchema,
        response: sessionResponse,
      },
    },
    async (request, reply) => {
      const session = await verifyLink(context, request.body.activation_code);
      setSessionCookie(context, reply, session);
      return { data: session };
    },
  );

  api.post(
    '/api/auth/counter-verify-otp',
    {
      schema: {
        tags,
        summary: 'Ask for a new verification code after a refused login',
        body: counterVerifyRequestSchema,
        response: pendingCodeResponse,
      },
    },
    async (request) => ({
      data: await counterVerify(context, request.body.email, request.body.password, request.ip),
    }),
  );

  api.post(
    '/api/auth/password-reset',
    {
      schema: {
        tags,
        summary: 'E-mail a password reset link',
        body: passwordResetRequestSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await requestPasswordReset(context, request.body.email, request.ip);
      return { data: { message: messages.passwordResetSent } };
    },
  );

  api.post(
    '/api/auth/password',
    {
      schema: {
        tags,
        summary: 'Set a new password with a reset link',
        body: newPasswordRequestSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await resetPassword(context, request.body.token, request.body.password);
      return { data: { message: messages.passwordResetDone } };
    },
  );

  api.post(
    '/api/auth/set-password',
    {
      // A visitor hears 401 before the body is validated, as on every signed-in route.
      onRequest: guard('member', context.policy),
      schema: {
        tags,
        summary: 'Change the password of the signed-in user',
        body: setPasswordRequestSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await setPassword(context, requireSession(request.session), request.body.password);
      return { data: { message: messages.passwordChanged } };
    },
  );

  api.post(
    '/api/auth/notification',
    {
      // A visitor hears 401 before the body is validated, as on every signed-in route.
      onRequest: guard('member', context.policy),
      schema: {
        tags,
        summary: 'Save the notification preferences of the signed-in user',
        body: notificationFlagsSchema,
        response: { 200: z.object({ data: z.object({ message: z.string(), user: authUserSchema }) }) },
      },
    },
    async (request) => {
      const user = await saveNotificationFlags(context, requireSession(request.session), request.body);
      return { data: { message: messages.settingSaved, user } };
    },
  );
}
