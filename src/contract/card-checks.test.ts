import { describe, expect, it } from 'vitest';
import { cardCvcProblem, cardExpiryProblem, cardNumberProblem } from './card-checks';
import { moneyMessages } from './money-messages';
import { normalizeKenyanMobile } from './phone';

describe('the sandbox checkout card checks', () => {
  it('takes a card number passing the Luhn check, with spaces or dashes', () => {
    expect(cardNumberProblem('4242 4242 4242 4242')).toBeNull();
    expect(cardNumberProblem('5555-5555-5555-4444')).toBeNull();
    expect(cardNumberProblem('4242 4242 4242 4241')).toBe(moneyMessages.cardNumberInvalid);
    expect(cardNumberProblem('1234')).toBe(moneyMessages.cardNumberInvalid);
    expect(cardNumberProblem('')).toBe(moneyMessages.cardNumberInvalid);
  });

  it('takes an expiry to the end of its month, never one already past', () => {
    expect(cardExpiryProblem('11/26', '2026-11-28')).toBeNull();
    expect(cardExpiryProblem('1/2030', '2026-11-28')).toBeNull();
    expect(cardExpiryProblem('10/26', '2026-11-28')).toBe(moneyMessages.cardExpired);
    expect(cardExpiryProblem('13/27', '2026-11-28')).toBe(moneyMessages.cardExpiryInvalid);
    expect(cardExpiryProblem('1127', '2026-11-28')).toBe(moneyMessages.cardExpiryInvalid);
  });

  it('takes a three or four digit CVC', () => {
    expect(cardCvcProblem('123')).toBeNull();
    expect(cardCvcProblem('1234')).toBeNull();
    expect(cardCvcProblem('12')).toBe(moneyMessages.cardCvcInvalid);
  });
});

describe('normalizeKenyanMobile', () => {
  it.each([
    ['0712 345678', '+254712345678'],
    ['0112345678', '+254112345678'],
    ['254712345678', '+254712345678'],
    ['+254712345678', '+254712345678'],
    ['2541 1234 5678', '+254112345678'],
    ['+254 112 345 678', '+254112345678'],
  ])('takes %s as %s', (raw, phone) => {
    expect(normalizeKenyanMobile(raw)).toBe(phone);
  });

  it.each(['12345', '0202345678', '+14155550100', '07123456', ''])('refuses %s', (raw) => {
    expect(normalizeKenyanMobile(raw)).toBeNull();
  });
});
