import type { LoginRequest, Session } from '../../../contract/auth';
import { messages } from '../../../contract/common';
import type { AppContext } from '../../context';
import { AppError, unauthorized } from '../../platform/errors';
import { decoyPasswordHash, verifyPassword } from '../../platform/passwords';
import { openSession } from './open-session';
import { forgetPasswordChecks, throttlePasswordCheck } from './throttle';

export async function logIn(context: AppContext, request: LoginRequest, clientIp: string): Promise<Session> {
  const { db } = context;
  const email = request.email.trim().toLowerCase();
  const locked = await throttlePasswordCheck(context, email, clientIp);

  const user = await db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  const passwordMatches = await verifyPassword(
    user?.password_hash ?? (await decoyPasswordHash()),
    request.password,
  );
  if (locked || !user || !passwordMatches) throw unauthorized(messages.invalidCredentials);
  if (user.email_verified_at === null) {
    // The e-mail comes back so the login page can offer to verify the account (spec 1 §4).
    throw new AppError(403, messages.accountNotVerified, undefined, { email: user.email });
  }
  await forgetPasswordChecks(context, email);

  return openSession(context, user);
}
