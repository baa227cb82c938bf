import { changeStamp, type Db, readRows } from '../db/database';
import type { UserRow } from '../db/schema';
import { nowIso } from './time';
import { hashToken, newToken } from './tokens';

export interface ActiveSession {
  sessionId: number;
  /** Frozen: the same row may serve many requests (decision 0023). */
  user: Readonly<UserRow>;
  profileId: string | null;
  impersonatorId: number | null;
  expiresAt: string;
}

export interface NewSession {
  token: string;
  expiresAt: string;
  /** Minutes unused after which the session ends (inactivityLogout); null when it only expires. */
  idleMinutes: number | null;
}

export interface SessionOptions {
  impersonatorId?: number | null;
  idleMinutes?: number | null;
}

/**
 * The last use of a session is written at most once in this time, so a busy session costs one
 * write a minute, not one a request. The idle limit is counted from that write, so a session ends
 * between idle_minutes and idle_minutes + 1 minute after its last use, never sooner.
 */
const TOUCH_EVERY_MS = 60_000;

/** Sessions live in the database (any instance can read them); only the token's hash is kept. */
export async function createSession(
  db: Db,
  userId: number,
  ttlMinutes: number,
  { impersonatorId = null, idleMinutes = null }: SessionOptions = {},
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
      idle_minutes: idleMinutes,
      last_seen_at: idleMinutes === null ? null : createdAt.toISOString(),
    })
    .execute();
  return { token, expiresAt, idleMinutes };
}

/**
 * Puts an idle limit on every open session, or takes it off, when staff switch inactivityLogout:
 * effective at once on every instance: the write empties every kept session row (decision 0023).
 */
export async function setIdleLimitOfOpenSessions(db: Db, idleMinutes: number | null): Promise<void> {
  const now = nowIso();
  await db
    .updateTable('sessions')
    .set({ idle_minutes: idleMinutes, last_seen_at: idleMinutes === null ? null : now })
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .execute();
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
      'sessions.idle_minutes',
      'sessions.last_seen_at',
    ])
    .where('sessions.token_hash', '=', '');
}
type SessionLookupRow = Awaited<ReturnType<ReturnType<typeof sessionLookup>['executeTakeFirstOrThrow']>>;

export async function findActiveSession(db: Db, token: string): Promise<ActiveSession | undefined> {
  const kept = await sessionRow(db, hashToken(token));
  if (!kept) return undefined;
  const { row, user } = kept;
  const now = Date.now();
  if (row.revoked_at !== null || row.expires_at <= new Date(now).toISOString()) return undefined;
  if (row.idle_minutes !== null) {
    const unusedMs = now - Date.parse(row.last_seen_at ?? row.expires_at);
    if (unusedMs > row.idle_minutes * 60_000 + TOUCH_EVERY_MS) {
      await revokeSession(db, row.session_id);
      return undefined;
    }
    if (unusedMs >= TOUCH_EVERY_MS) await touchSession(db, row.session_id, new Date(now).toISOString());
  }
  return {
    sessionId: row.session_id,
    user,
    profileId: row.profile_id,
    impersonatorId: row.impersonator_id,
    expiresAt: row.expires_at,
  };
}

interface SessionRow {
  row: SessionLookupRow;
  /** The user's columns of the row. Shared by every request that finds it in memory, hence frozen. */
  user: Readonly<UserRow>;
}

/**
 * Session rows read since the database last changed, per database, by token hash (decision 0023).
 * Any write to the database, by this instance or another, empties it before the next read, so a
 * logout, a password change, a deactivation or a new role counts from the very next request on
 * every instance; only revocation by the clock (expiry, idle limit) is judged on the row each time.
 * On PostgreSQL nothing is kept (changeStamp is null).
 */
const keptRows = new WeakMap<Db, { stamp: string; rows: Map<string, SessionRow> }>();
const KEPT_ROWS_LIMIT = 10_000;

async function sessionRow(db: Db, tokenHash: string): Promise<SessionRow | undefined> {
  const stamp = changeStamp(db);
  if (stamp === null) return readSessionRow(db, tokenHash);
  let kept = keptRows.get(db);
  if (!kept || kept.stamp !== stamp) {
    kept = { stamp, rows: new Map() };
    keptRows.set(db, kept);
  }
  const known = kept.rows.get(tokenHash);
  if (known) return known;
  const row = await readSessionRow(db, tokenHash);
  // Unknown tokens are not kept: made-up ones would only push real sessions out.
  if (!row || keptRows.get(db) !== kept) return row;
  if (kept.rows.size >= KEPT_ROWS_LIMIT) kept.rows.clear();
  kept.rows.set(tokenHash, row);
  return row;
}

async function readSessionRow(db: Db, tokenHash: string): Promise<SessionRow | undefined> {
  let text = lookupSql.get(db);
  if (!text) {
    text = sessionLookup(db).compile().sql;
    lookupSql.set(db, text);
  }
  const [row] = await readRows<SessionLookupRow>(db, text, [tokenHash]);
  if (!row) return undefined;
  const {
    session_id,
    impersonator_id,
    expires_at,
    revoked_at,
    idle_minutes,
    last_seen_at,
    profile_id,
    ...user
  } = row;
  return { row, user: Object.freeze(user) };
}

/**
 * Sessions this instance has just written the last use of, per database: under load, many requests
 * of one session see the minute pass at once, and only the first writes. Other instances write
 * their own.
 */
const touchedAt = new WeakMap<Db, Map<number, number>>();

async function touchSession(db: Db, sessionId: number, now: string): Promise<void> {
  const nowMs = Date.parse(now);
  let touched = touchedAt.get(db);
  if (!touched) {
    touched = new Map();
    touchedAt.set(db, touched);
  }
  if (nowMs - (touched.get(sessionId) ?? 0) < TOUCH_EVERY_MS) return;
  if (touched.size >= 10_000) touched.clear();
  touched.set(sessionId, nowMs);
  await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', sessionId).execute();
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
