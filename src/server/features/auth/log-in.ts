import type { LoginCodeStep, LoginRequest } from '../../../contract/auth';
import { messages } from '../../../contract/common';
import type { AppContext } from '../../context';
import { AppError, unauthorized } from '../../platform/errors';
import { decoyPasswordHash, verifyPassword } from '../../platform/passwords';
import { sendLoginCode } from './log-in-code';
import { type OpenedSession, openSession } from './open-session';
import { forgetPasswordChecks, throttlePasswordCheck } from './throttle';

/**
 * POST auth/login. A locked account (too many wrong passwords, throttle.ts) answers a wrong password
 * exactly like any wrong password; the right one opens no session but e-mails a one-time code to the
 * account's address and answers the code step (202), so only the owner of password and mailbox gets
 * in while the lock holds (issue 23).
 */
export async function logIn(
  context: AppContext,
  request: LoginRequest,
  clientIp: string,
): Promise<OpenedSession | LoginCodeStep> {
  const { db } = context;
  const email = request.email.trim().toLowerCase();
  const locked = await throttlePasswordCheck(context, email, clientIp);

  const user = await db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  const passwordMatches = await verifyPassword(
    user?.password_hash ?? (await decoyPasswordHash()),
    request.password,
  );
  if (!user || !passwordMatches) throw unauthorized(messages.invalidCredentials);
  if (locked) return sendLoginCode(context, user);
  if (user.email_verified_at === null) {
    // The e-mail comes back so the login page can offer to verify the account (spec 1 §4).
    throw new AppError(403, messages.accountNotVerified, undefined, { email: user.email });
  }
  await forgetPasswordChecks(context, email);

  return openSession(context, user);
}
