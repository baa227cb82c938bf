import type { AuthUser } from '../../../contract/auth';
import type { AppContext } from '../../context';
import type { ActiveSession } from '../../platform/sessions';
import { toAuthUser } from './user-view';

export async function currentUser(context: AppContext, session: ActiveSession): Promise<AuthUser> {
  let impersonatedBy: string | null = null;
  if (session.impersonatorId !== null) {
    const admin = await context.db
      .selectFrom('users')
      .select(['name', 'email'])
      .where('id', '=', session.impersonatorId)
      .executeTakeFirst();
    impersonatedBy = admin?.name ?? admin?.email ?? null;
  }
  return toAuthUser(context, session.user, session.profileId, impersonatedBy);
}
