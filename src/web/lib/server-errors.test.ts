import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { hasFieldErrors, placeServerErrors } from './server-errors';

type Values = { email: string; phone: string };

function recorder() {
  const calls: [string, string | undefined, boolean | undefined][] = [];
  const setError = ((field: string, error: { message?: string }, options?: { shouldFocus?: boolean }) => {
    calls.push([field, error.message, options?.shouldFocus]);
  }) as Parameters<typeof placeServerErrors<Values>>[1];
  return { calls, setError };
}

const refused = new ApiError(400, 'Check the form', {
  email: 'This e-mail is already registered',
  phone: 'Enter a Kenyan mobile number',
  captcha: 'Prove you are not a robot',
});

describe("the server's field messages in a form", () => {
  it('go under their fields, the first one focused, and are counted', () => {
    const { calls, setError } = recorder();
    expect(placeServerErrors<Values>(refused, setError, ['email', 'phone'])).toBe(2);
    expect(calls).toEqual([
      ['email', 'This e-mail is already registered', true],
      ['phone', 'Enter a Kenyan mobile number', false],
    ]);
  });

  it('go everywhere the server named when the form does not limit them', () => {
    const { calls, setError } = recorder();
    expect(placeServerErrors<Values>(refused, setError)).toBe(3);
    expect(calls.map(([field]) => field)).toEqual(['email', 'phone', 'captcha']);
  });

  it('are none for a failure that is not an answer of the API, or one without field messages', () => {
    const { calls, setError } = recorder();
    expect(placeServerErrors<Values>(new Error('offline'), setError)).toBe(0);
    expect(placeServerErrors<Values>(new ApiError(409, 'Taken'), setError)).toBe(0);
    expect(calls).toEqual([]);
    expect(hasFieldErrors(refused)).toBe(true);
    expect(hasFieldErrors(new ApiError(409, 'Taken'))).toBe(false);
    expect(hasFieldErrors(new Error('offline'))).toBe(false);
  });
});
