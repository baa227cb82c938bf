import { createHash, randomBytes } from 'node:crypto';

/** An unguessable bearer secret: 256 random bits, URL-safe. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** Secrets are stored only as their SHA-256, so a leaked table grants nothing. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
