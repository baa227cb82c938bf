import { createHmac, randomBytes } from 'node:crypto';
import {
  MY_PROJECTS_EXCLUDED_CATEGORY,
  MY_PROJECTS_TOKEN_SECONDS,
  myProjectsMessages,
} from '../../../contract/dashboard';
import type { AppContext } from '../../context';
import { sharedSecret } from '../../platform/app-secrets';
import { conflict, isUniqueViolation, notFound, unauthorized } from '../../platform/errors';
import { consumeRateLimit } from '../../platform/rate-limit';
import type { ActiveSession } from '../../platform/sessions';
import { sameSecret } from '../../platform/tokens';
import { getSettings } from '../settings/public';
import { memberIdentityOf } from '../subscriptions/public';

interface HandoffClaims {
  /** Token id: a token is redeemed once. */
  jti: string;
  sub: number;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

/** The app secret that signs hand-off tokens when MY_PROJECTS_SECRET is not configured. */
const SECRET_NAME = 'my-projects-handoff';

const signingKey = (context: AppContext) =>
  sharedSecret(context.db, SECRET_NAME, context.env.MY_PROJECTS_SECRET);

const sign = (key: string, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

/** Why My Projects cannot be opened by this member, or null when it can (or the package is off). */
async function myProjectsRefusal(context: AppContext, session: ActiveSession): Promise<string | null> {
  if (!context.env.MY_PROJECTS_URL) return myProjectsMessages.notConfigured;
  const identity = await memberIdentityOf(context.db, session.user.id);
  return identity.category === MY_PROJECTS_EXCLUDED_CATEGORY ? myProjectsMessages.notForGraduates : null;
}

/**
 * GET dashboard/my-projects: asked by the sidebar before anything is clicked, so a portal without a
 * projects address shows the item disabled with the reason instead of opening an empty tab.
 */
export async function myProjectsAvailability(
  context: AppContext,
  session: ActiveSession,
): Promise<{ available: boolean; reason: string | null }> {
  const settings = await getSettings(context.db);
  if (!settings.site_installed_packages.includes('MyProjects')) throw notFound();
  const reason = await myProjectsRefusal(context, session);
  return { available: reason === null, reason };
}

/**
 * POST dashboard/my-projects: the projects system's address with a signed hand-off token that
 * lives two minutes and works once (decisions.md: never the session token). Made at click time,
 * so an old page holds nothing usable.
 */
export async function myProjectsLink(context: AppContext, session: ActiveSession): Promise<string> {
  const settings = await getSettings(context.db);
  if (!settings.site_installed_packages.includes('MyProjects')) throw notFound();
  const refusal = await myProjectsRefusal(context, session);
  if (refusal) throw conflict(refusal);
  const claims: HandoffClaims = {
    jti: randomBytes(16).toString('base64url'),
    sub: session.user.id,
    exp: Math.floor(Date.now() / 1000) + MY_PROJECTS_TOKEN_SECONDS,
  };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const token = `${payload}.${sign(await signingKey(context), payload)}`;
  const url = new URL(context.env.MY_PROJECTS_URL);
  url.searchParams.set('token', token);
  return url.toString();
}

function claimsOf(token: string, key: string): HandoffClaims | null {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0 || !sameSecret(signature, sign(key, payload))) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as HandoffClaims;
    return typeof claims.jti === 'string' && Number.isInteger(claims.sub) && Number.isInteger(claims.exp)
      ? claims
      : null;
  } catch {
    return null;
  }
}

/**
 * POST projects/handoff {token}: the projects system trades a fresh token for who the member is.
 * A forged, expired or already redeemed token gets the same 401.
 */
export async function redeemProjectsHandoff(context: AppContext, token: string, clientIp: string) {
  const { db } = context;
  await consumeRateLimit(db, 'projectsHandoffsPerAddress', clientIp);
  const claims = claimsOf(token, await signingKey(context));
  if (!claims || claims.exp * 1000 <= Date.now()) throw unauthorized(myProjectsMessages.tokenInvalid);
  const holder = await db.selectFrom('users').select('id').where('id', '=', claims.sub).executeTakeFirst();
  if (!holder) throw unauthorized(myProjectsMessages.tokenInvalid);
  try {
    await db
      .insertInto('projects_handoffs')
      .values({
        token_id: claims.jti,
        user_id: claims.sub,
        expires_at: new Date(claims.exp * 1000).toISOString(),
        redeemed_at: new Date().toISOString(),
      })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw unauthorized(myProjectsMessages.tokenInvalid);
    throw error;
  }
  const identity = await memberIdentityOf(db, claims.sub);
  return {
    profileId: identity.profileId ?? '',
    memberNo: identity.memberNo,
    name: identity.name,
    category: identity.category || null,
  };
}
