// The sandbox checkout's card checks, without zod, so the checkout page stays light. The portal
// never sends or stores card details: these only let the page refuse what no gateway would take.

import { moneyMessages } from './money-messages';

/** The digits of a typed card number, or null when anything but digits, spaces or dashes is in it. */
const digitsOf = (raw: string): string | null => {
  const compact = raw.replace(/[\s-]/g, '');
  return /^\d+$/.test(compact) ? compact : null;
};

/** The Luhn check every card number carries in its last digit. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Why a card number would be refused, or null: 12 to 19 digits passing the Luhn check. */
export function cardNumberProblem(raw: string): string | null {
  const digits = digitsOf(raw);
  return digits && digits.length >= 12 && digits.length <= 19 && passesLuhn(digits)
    ? null
    : moneyMessages.cardNumberInvalid;
}

/**
 * Why an expiry (MM/YY or MM/YYYY) would be refused, or null. A card is good to the end of its
 * expiry month; `today` is YYYY-MM-DD.
 */
export function cardExpiryProblem(raw: string, today: string): string | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(raw);
  if (!match) return moneyMessages.cardExpiryInvalid;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return moneyMessages.cardExpiryInvalid;
  const yearText = match[2] ?? '';
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  const thisYear = Number(today.slice(0, 4));
  const thisMonth = Number(today.slice(5, 7));
  return year < thisYear || (year === thisYear && month < thisMonth) ? moneyMessages.cardExpired : null;
}

/** Why a CVC would be refused, or null: three or four digits. */
export const cardCvcProblem = (raw: string): string | null =>
  /^\d{3,4}$/.test(raw.trim()) ? null : moneyMessages.cardCvcInvalid;
