/**
 * Values carried in routes (spec 1 §2: the Otp route's "encoded object", activation codes,
 * base64 member numbers). Kept apart from the schemas so the login page stays small.
 */
import type { z } from 'zod';

/** The Otp route carries base64url JSON of the pending code (spec 1 §2: "an encoded object"). */
export function encodeRouteValue(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function decodeRouteValue<T>(encoded: string, schema: z.ZodType<T>): T | null {
  try {
    const base64 = encoded.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const parsed = schema.safeParse(JSON.parse(new TextDecoder().decode(bytes)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Shows the country prefix and the last three digits only: +254•••••678. */
export function maskPhone(phone: string | null): string {
  if (!phone) return 'your phone';
  if (phone.length < 8) return '•'.repeat(phone.length);
  return `${phone.slice(0, 4)}${'•'.repeat(phone.length - 7)}${phone.slice(-3)}`;
}

/**
 * Shows the first character of the name and the whole domain, with a mask of fixed length so the
 * name's length stays hidden: w•••@eik.example.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

/** Plain text as base64url for a route or query, read back by decodeRouteText. */
export function encodeRouteText(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Plain text carried base64-encoded in a route or query (?verify=, ?memberNo=); null when unreadable. */
export function decodeRouteText(encoded: string | null | undefined): string | null {
  if (!encoded) return null;
  try {
    const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0))).trim();
  } catch {
    return null;
  }
}
