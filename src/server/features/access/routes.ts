import type { FastifyInstance } from 'fastify';
import { applicationMessages } from '../../../contract/applications';
import { messages } from '../../../contract/common';
import { accessEndpoints as declared } from '../../../contract/endpoints/access';
import type { AppContext } from '../../context';
import { endpointServer } from '../../platform/endpoints';
import { notFound } from '../../platform/errors';
import { requireSession } from '../../platform/policies';
import { sendSubmissionCode } from '../applications/public';
import { setSessionCookie } from '../auth/public';
import { requestPasswordReset, resetPassword, saveNotificationFlags, setPassword } from './passwords';
import { register } from './register';
import { counterVerify, resendOtp, verifyLink, verifyOtp } from './verification';

/** Onboarding and account settings (spec 1 §7): everything around signing in. */
export function accessRoutes(app: FastifyInstance, context: AppContext): void {
  const serve = endpointServer(app, context.policy, ['access']);

  serve(declared.requirements, 'public', async (request) => {
    const rows = await context.db
      .selectFrom('application_requirements')
      .select(['sequence', 'description'])
      .where('category_code', '=', request.query.category)
      .orderBy('sequence')
      .execute();
    if (rows.length === 0) throw notFound();
    return rows;
  });

  serve(declared.register, 'public', (request) => register(context, request.body, request.ip));

  serve(declared.verifyOtp, 'public', async (request, reply) => {
    const session = await verifyOtp(context, request.body.id, request.body.otp_code, request.ip);
    setSessionCookie(context, reply, session);
    return session;
  });

  serve(declared.sendOtp, 'public', async (request) => {
    const signedIn = request.session?.user;
    // A pending-verification handle is a long random token, never a numeric user id.
    if (signedIn && request.query.user_id === String(signedIn.id)) {
      const sent = await sendSubmissionCode(context, signedIn);
      return {
        message: applicationMessages.codeSent,
        id: sent.handle,
        expiresAt: sent.expiresAt,
        resendAt: sent.resendAt,
      };
    }
    await resendOtp(context, request.query.user_id);
    return { message: messages.otpSent };
  });

  serve(declared.verifyLink, 'public', async (request, reply) => {
    const session = await verifyLink(context, request.body.activation_code);
    setSessionCookie(context, reply, session);
    return session;
  });

  serve(declared.counterVerify, 'public', (request) =>
    counterVerify(context, request.body.email, request.body.password, request.ip),
  );

  serve(declared.requestPasswordReset, 'public', async (request) => {
    await requestPasswordReset(context, request.body.email, request.ip);
    return { message: messages.passwordResetSent };
  });

  serve(declared.resetPassword, 'public', async (request) => {
    await resetPassword(context, request.body.token, request.body.password);
    return { message: messages.passwordResetDone };
  });

  // Signed-in routes: a visitor hears 401 before the body is validated (serve's guard runs first).
  serve(declared.setPassword, 'ownAccount', async (request) => {
    await setPassword(context, requireSession(request.session), request.body.password);
    return { message: messages.passwordChanged };
  });

  serve(declared.notificationFlags, 'ownAccount', async (request) => {
    const user = await saveNotificationFlags(context, requireSession(request.session), request.body);
    return { message: messages.settingSaved, user };
  });
}
