import type { Db } from '../db/database';
import type { LinkPurpose } from '../db/schema';
import { isoIn, nowIso } from './time';
import { hashToken, newToken } from './tokens';

export const LINK_TTL_MS: Record<LinkPurpose, number> = {
  'verify-email': 24 * 60 * 60_000,
  'password-reset': 60 * 60_000,
};

/**
 * A single-use link secret (256 random bits, stored hashed); earlier links of the same kind die.
 * Pass the caller's transaction as `db` to make it part of one.
 */
export async function issueLink(db: Db, purpose: LinkPurpose, userId: number): Promise<string> {
  const token = newToken();
  const now = nowIso();
  await db
    .updateTable('link_tokens')
    .set({ consumed_at: now })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('consumed_at', 'is', null)
    .execute();
  await db
    .insertInto('link_tokens')
    .values({
      token_hash: hashToken(token),
      purpose,
      user_id: userId,
      expires_at: isoIn(LINK_TTL_MS[purpose]),
      consumed_at: null,
      created_at: now,
    })
    .execute();
  return token;
}

/** Claims a link once; returns the user it was issued to, or undefined if unknown, used or expired. */
export async function consumeLink(db: Db, token: string, purpose: LinkPurpose): Promise<number | undefined> {
  const row = await db
    .selectFrom('link_tokens')
    .select(['id', 'user_id', 'expires_at'])
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  if (!row || row.expires_at <= nowIso()) return undefined;
  const claimed = await db
    .updateTable('link_tokens')
    .set({ consumed_at: nowIso() })
    .where('id', '=', row.id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1 ? row.user_id : undefined;
}

/** Links in messages are built from PUBLIC_URL, never from the request's Host header. */
export function publicLink(publicUrl: string, path: string): string {
  const base = publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`;
  return new URL(path.replace(/^\/+/, ''), base).toString();
}
