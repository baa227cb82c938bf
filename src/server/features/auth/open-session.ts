import type { Session } from '../../../contract/auth';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { createSession } from '../../platform/sessions';
import { sessionIdleMinutes } from '../settings/public';
import { toAuthUser } from './user-view';

/** A session as the API answers it, and whether its cookie may outlive the browser (no idle limit). */
export type OpenedSession = Session & { idleMinutes: number | null };

/** Signs a user in: a new server-side session and the user as the browser stores it. */
export async function openSession(context: AppContext, user: UserRow): Promise<OpenedSession> {
  const session = await createSession(context.db, user.id, context.env.SESSION_TTL_MINUTES, {
    idleMinutes: await sessionIdleMinutes(context.db),
  });
  const profile = await context.db
    .selectFrom('profiles')
    .select('profile_id')
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  return {
    token: session.token,
    expires_at: session.expiresAt,
    user: toAuthUser(context, user, profile?.profile_id ?? null),
    idleMinutes: session.idleMinutes,
  };
}
