import { createHmac, randomInt } from 'node:crypto';
import { type Challenge, createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import { messages } from '../../../contract/common';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { sharedSecret } from '../../platform/app-secrets';
import { badRequest } from '../../platform/errors';
import { nowIso } from '../../platform/time';

/**
 * The bot check in front of activation requests: an ALTCHA proof-of-work challenge signed with an
 * HMAC key, verified here, and usable once (its signature is recorded in used_challenges).
 *
 * Deterministic mode: the server picks the counter the browser must find and signs the derived key,
 * so checking a solution costs one HMAC, however hard the puzzle is for the browser.
 */
export const ALTCHA_ALGORITHM = 'PBKDF2/SHA-256';
const COST = 100;
const COUNTER_MIN = 1_000;
const COUNTER_MAX = 5_000;
export const CHALLENGE_TTL_MS = 10 * 60_000;
const SECRET_NAME = 'altcha-hmac-key';

interface AltchaKeys {
  signature: string;
  keySignature: string;
}

const storedKeys = new WeakMap<Db, Promise<string>>();

/** The key stored in the database; the first instance to need one creates it, the rest read it. */
const storedKey = (db: Db) => sharedSecret(db, SECRET_NAME);

async function altchaKeys(context: AppContext): Promise<AltchaKeys> {
  let master = context.env.ALTCHA_HMAC_KEY;
  if (!master) {
    let pending = storedKeys.get(context.db);
    if (!pending) {
      pending = storedKey(context.db);
      storedKeys.set(context.db, pending);
      pending.catch(() => storedKeys.delete(context.db));
    }
    master = await pending;
  }
  // The derived-key signatures use their own key, derived from the master.
  const keySignature = createHmac('sha256', master).update('altcha-key-signature').digest('hex');
  return { signature: master, keySignature };
}

export async function createBotChallenge(context: AppContext): Promise<Challenge> {
  const keys = await altchaKeys(context);
  return createChallenge({
    algorithm: ALTCHA_ALGORITHM,
    cost: COST,
    counter: randomInt(COUNTER_MIN, COUNTER_MAX),
    deriveKey,
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
    hmacSignatureSecret: keys.signature,
    hmacKeySignatureSecret: keys.keySignature,
  });
}

/** What the widget posts: base64 of JSON { challenge, solution }. */
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z
      .object({
        algorithm: z.literal(ALTCHA_ALGORITHM),
        nonce: z.string(),
        salt: z.string(),
        cost: z.number(),
        keyLength: z.number(),
        keyPrefix: z.string(),
        expiresAt: z.number(),
      })
      .loose(),
    signature: z.string().regex(/^[0-9a-f]{64}$/),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string() }).loose(),
});

function parsePayload(encoded: string): z.infer<typeof payloadSchema> | null {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const refused = () => badRequest(messages.botCheckFailed, { altcha: messages.botCheckFailed });

/**
 * Throws 400 unless `encoded` solves a challenge this server signed, in time, and for the first
 * time. The challenge's signature is recorded until it expires, so a solution works once even when
 * several instances receive it.
 */
export async function verifyBotCheck(context: AppContext, encoded: string): Promise<void> {
  const payload = parsePayload(encoded);
  if (!payload) throw refused();
  const keys = await altchaKeys(context);
  let verified = false;
  try {
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: keys.signature,
      hmacKeySignatureSecret: keys.keySignature,
    });
    verified = result.verified;
  } catch {
    verified = false;
  }
  if (!verified) throw refused();

  const now = nowIso();
  await context.db.deleteFrom('used_challenges').where('expires_at', '<', now).execute();
  const claimed = await context.db
    .insertInto('used_challenges')
    .values({
      signature: payload.challenge.signature,
      expires_at: new Date(payload.challenge.parameters.expiresAt * 1000).toISOString(),
    })
    .onConflict((oc) => oc.column('signature').doNothing())
    .executeTakeFirst();
  if (Number(claimed.numInsertedOrUpdatedRows ?? 0) !== 1) throw refused();
}
