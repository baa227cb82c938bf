import type { AppContext } from '../../context';
import type { ActiveSession } from '../sessions';

/** A person as a review's history and comments name them. */
export interface Actor {
  id: number;
  name: string;
}

/** A person's name as the history shows it: staff by their account name, applicants by their profile. */
export async function actorOf(context: AppContext, userId: number): Promise<Actor> {
  const row = await context.db
    .selectFrom('users')
    .leftJoin('profiles', 'profiles.user_id', 'users.id')
    .select(['users.name', 'users.email', 'profiles.first_name', 'profiles.last_name'])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
  const profileName = [row.first_name, row.last_name].filter(Boolean).join(' ');
  return { id: userId, name: row.name ?? (profileName || row.email) };
}

/**
 * The person behind a session as the history names them: while staff are logged in as the member
 * (features/admin-users/log-in-as.ts), the staff member, for the member, never the member alone.
 */
export async function sessionActorOf(
  context: AppContext,
  session: Pick<ActiveSession, 'user' | 'impersonatorId'>,
): Promise<Actor> {
  const self = await actorOf(context, session.user.id);
  if (session.impersonatorId === null) return self;
  const staff = await actorOf(context, session.impersonatorId);
  return { id: staff.id, name: `${staff.name} on behalf of ${self.name}` };
}
