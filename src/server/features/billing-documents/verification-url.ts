import { createHmac } from 'node:crypto';
import type { BillingDocumentType } from '../../../contract/money';
import type { Db } from '../../db/database';
import { sharedSecret } from '../../platform/app-secrets';
import { sameSecret } from '../../platform/tokens';

const SECRET_NAME = 'document-verification-secret';

/**
 * The check code printed in a document's QR link: an HMAC of its type and number. Numbers run in
 * series; the code makes the public check answer only for someone holding the document, so
 * nobody can walk the series to learn what was billed and paid.
 */
export async function verificationCode(db: Db, type: BillingDocumentType, number: string): Promise<string> {
  return checkCodeOf(db, `${type}:${number}`);
}

/**
 * The check code of any printed subject (`{kind}:{number}`), so other verifiable papers (membership
 * certificates) share the secret without sharing codes with the billing documents.
 */
export async function checkCodeOf(db: Db, subject: string): Promise<string> {
  const secret = await sharedSecret(db, SECRET_NAME);
  return createHmac('sha256', secret).update(subject, 'utf8').digest('base64url').slice(0, 22);
}

/** Whether `given` is the document's check code (compared in constant time). */
export async function isVerificationCode(
  db: Db,
  type: BillingDocumentType,
  number: string,
  given: string,
): Promise<boolean> {
  return sameSecret(given, await verificationCode(db, type, number));
}

/** The public page a document's QR code opens: `${PUBLIC_URL}/verify/{type}/{number}?code={check code}`. */
export async function verificationUrl(
  db: Db,
  publicUrl: string,
  type: BillingDocumentType,
  number: string,
): Promise<string> {
  const code = await verificationCode(db, type, number);
  return `${publicUrl.replace(/\/+$/, '')}/verify/${type}/${encodeURIComponent(number)}?code=${code}`;
}
