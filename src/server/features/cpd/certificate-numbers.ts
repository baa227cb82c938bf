import { randomBytes } from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so a number read aloud or retyped cannot be mistaken. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A fresh certificate number, CPD-{year}-{8 random characters} (CPD_CERTIFICATE_PATTERN). Each
 * byte picks one of 32 characters; 256 is a multiple of 32, so every character is equally likely.
 * About 10^12 numbers per year: a collision is rare, and the unique index catches it.
 */
export function newCertificateNo(year: number): string {
  const random = [...randomBytes(8)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return `CPD-${year}-${random}`;
}
