import { type Db, readRows } from '../db/database';
import type { UserRow } from '../db/schema';
import { nowIso } from './time';
import { hashToken, newToken } from './tokens';

export interface ActiveSession {
  sessionId: number;
  user: UserRow;
  profileId: string | null;
  impersonatorId: number | null;
  expiresAt: string;
}

export interface NewSession {
  token: string;
  expiresAt: string;
}

/** Sessions live in the database (any instance can read them); only the token's hash is kept. */
export async function createSession(
  db: Db,
  userId: number,
  ttlMinutes: number,
  impersonatorId: number | null = null,
): Promise<NewSession> {
  const token = newToken();
  const createdAt = new Date();
  const expiresAt = new Date(createdAt.getTime() + ttlMinutes * 60_000).toISOString();
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      impersonator_id: impersonatorId,
      created_at: createdAt.toISOString(),
      expires_at: expiresAt,
      revoked_at: null,
    })
    .execute();
  return { token, expiresAt };
}

/** The session lookup runs on every signed-in request, so its SQL is built once per database. */
const lookupSql = new WeakMap<Db, string>();

function sessionLookup(db: Db) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .leftJoin('profiles', 'profiles.user_id', 'users.id')
    .selectAll('users')
    .select([
      'profiles.profile_id',
      'sessions.id as session_id',
      'sessions.impersonator_id',
      'sessions.expires_at',
      'sessions.revoked_at',
    ])
    .where('sessions.token_hash', '=', '');
}
type SessionLookupRow = Awaited<ReturnType<ReturnType<typeof sessionLookup>['executeTakeFirstOrThrow']>>;

export async function findActiveSession(db: Db, token: string): Promise<ActiveSession | undefined> {
  let text = lookupSql.get(db);
  if (!text) {
    text = sessionLookup(db).compile().sql;
    lookupSql.set(db, text);
  }
  const [row] = await readRows<SessionLookupRow>(db, text, [hashToken(token)]);
  if (!row || row.revoked_at !== null || row.expires_at <= nowIso()) return undefined;
  const { session_id, impersonator_id, expires_at, revoked_at: _revoked, profile_id, ...user } = row;
  return {
    sessionId: session_id,
    user,
    profileId: profile_id,
    impersonatorId: impersonator_id,
    expiresAt: expires_at,
  };
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: nowIso() }).where('id', '=', sessionId).execute();
}

/** Signs a user out everywhere (after a password reset), or everywhere but `keepSessionId`. */
export async function revokeSessionsOf(db: Db, userId: number, keepSessionId?: number): Promise<void> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: nowIso() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepSessionId !== undefined) query = query.where('id', '!=', keepSessionId);
  await query.execute();
}
