// Phone numbers, without zod: the server's stores and searches, the migration that rewrote the old
// rows and the forms all read a number through this one rule.

/** Kenya first: a number typed without a country code is Kenyan. */
const KENYA = '254';

/** A Kenyan number after the country code: nine digits, never starting with the trunk 0. */
const kenyanNational = /^[1-9]\d{8}$/;

/** E.164: a country code and number of at most 15 digits together; 8 is the shortest we take. */
const international = /^[1-9]\d{7,14}$/;

/** What people put between the digits: spaces, dashes, dots, brackets. */
const separators = /[\s().-]/g;

function kenyan(national: string): string | null {
  // "+254 (0) 744 …" keeps the trunk 0 a local call needs; the international form drops it.
  const digits = national.length === 10 && national.startsWith('0') ? national.slice(1) : national;
  return kenyanNational.test(digits) ? `+${KENYA}${digits}` : null;
}

/**
 * A phone number in E.164 (+254744556677), or null when the text is not one. Kenyan numbers may be
 * typed the local way (0744 556677), without the 0 (744556677, mobiles only: a bare 9 digits is not
 * safely anything else), or with the country code with or without + or 00. Other countries need
 * their + (or 00) prefix and are kept as typed, without separators.
 */
export function normalizePhone(raw: string): string | null {
  const compact = raw.trim().replace(separators, '');
  const withPlus = compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
  if (withPlus.startsWith('+')) {
    const digits = withPlus.slice(1);
    if (!/^\d+$/.test(digits)) return null;
    if (digits.startsWith(KENYA)) return kenyan(digits.slice(KENYA.length));
    return international.test(digits) ? `+${digits}` : null;
  }
  if (!/^\d+$/.test(withPlus)) return null;
  if (/^0\d{9}$/.test(withPlus)) return kenyan(withPlus);
  if (/^[17]\d{8}$/.test(withPlus)) return `+${KENYA}${withPlus}`;
  if (withPlus.startsWith(KENYA) && withPlus.length === KENYA.length + 9) {
    return kenyan(withPlus.slice(KENYA.length));
  }
  return null;
}

/** A stored value in E.164 where it parses; anything else is kept as it was rather than lost. */
export const phoneAsStored = (value: string | null): string | null =>
  value === null ? null : (normalizePhone(value) ?? value);

/** A Kenyan mobile number in E.164: +254 then 7 or 1 and eight more digits (Safaricom, Airtel, …). */
const kenyanMobile = /^\+254[17]\d{8}$/;

/**
 * A Kenyan mobile number (what M-Pesa can prompt) in E.164, or null: 07XX XXXXXX, 01XX XXXXXX,
 * 2547XX…, +2547XX…, 2541XX… and +2541XX… are accepted, with or without spaces or dashes.
 */
export function normalizeKenyanMobile(raw: string): string | null {
  const phone = normalizePhone(raw);
  return phone && kenyanMobile.test(phone) ? phone : null;
}
