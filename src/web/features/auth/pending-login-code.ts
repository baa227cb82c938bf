import type { LoginCodeStep } from '../../../contract/auth';
import { OTP_VALID_MINUTES } from '../../../contract/one-time-codes';

const KEY = 'login_code_step';
const CODE_LIFETIME_MS = OTP_VALID_MINUTES * 60_000;

/**
 * The code step of a locked account, kept in this tab: the server sends one code per five minutes,
 * so after a reload the member who signs in again gets "a code was e-mailed a few minutes ago" and
 * needs the step back to type that code in. Kept in sessionStorage: per tab, gone with it.
 */
export function keepCodeStep(step: LoginCodeStep): void {
  sessionStorage.setItem(KEY, JSON.stringify({ step, savedAt: Date.now() }));
}

export function forgetCodeStep(): void {
  sessionStorage.removeItem(KEY);
}

/** The step kept for this e-mail while its code may still be valid, or null. */
export function keptCodeStep(email: string): LoginCodeStep | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as {
      step: LoginCodeStep;
      savedAt: number;
    } | null;
    if (!kept || Date.now() - kept.savedAt > CODE_LIFETIME_MS) return null;
    return kept.step.email.toLowerCase() === email.trim().toLowerCase() ? kept.step : null;
  } catch {
    return null;
  }
}
