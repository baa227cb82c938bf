import { hash, randomBytes, timingSafeEqual } from 'node:crypto';

/** An unguessable bearer secret: 256 random bits, URL-safe. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** Secrets are stored only as their SHA-256, so a leaked table grants nothing. */
export const hashToken = (token: string): string => hash('sha256', token, 'hex');

/** Whether a secret someone sent equals the one expected, compared in constant time. */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
