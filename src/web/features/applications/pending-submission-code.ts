import { OTP_RESEND_WAIT_SECONDS } from '../../../contract/messages';
import { OTP_VALID_MINUTES } from '../../../contract/one-time-codes';

/** A submission code that was sent: the handle that names it, until when it works, when a new one may go. */
export interface PendingSubmissionCode {
  handle: string;
  expiresAt: string;
  resendAt: string;
}

// Kept for the tab (not the device) so that closing the dialog, or reloading the page, does not lose a
// code that still works: pressing Submit again reopens the code entry instead of asking for another
// code and meeting the resend wait (issue 28 item 5). The handle alone is no secret: the code is.
const keyOf = (applicationCode: string) => `submission-code:${applicationCode}`;

/** The answer of send-otp as kept; a server that names no times gets the known defaults. */
export function pendingFrom(answer: {
  id: string;
  expiresAt?: string;
  resendAt?: string;
}): PendingSubmissionCode {
  const now = Date.now();
  return {
    handle: answer.id,
    expiresAt: answer.expiresAt ?? new Date(now + OTP_VALID_MINUTES * 60_000).toISOString(),
    resendAt: answer.resendAt ?? new Date(now + OTP_RESEND_WAIT_SECONDS * 1000).toISOString(),
  };
}

export function rememberSubmissionCode(applicationCode: string, pending: PendingSubmissionCode): void {
  try {
    sessionStorage.setItem(keyOf(applicationCode), JSON.stringify(pending));
  } catch {
    // Storage refused (private mode): the code still works while the page stays open.
  }
}

export function forgetSubmissionCode(applicationCode: string): void {
  try {
    sessionStorage.removeItem(keyOf(applicationCode));
  } catch {
    // Nothing was kept.
  }
}

/** The kept code if it still works for at least a few seconds more, else nothing. */
export function stillValidSubmissionCode(
  applicationCode: string,
  now = Date.now(),
): PendingSubmissionCode | null {
  try {
    const kept = JSON.parse(
      sessionStorage.getItem(keyOf(applicationCode)) ?? 'null',
    ) as PendingSubmissionCode | null;
    if (kept && typeof kept.handle === 'string' && Date.parse(kept.expiresAt) - now > 5000) return kept;
  } catch {
    // Unreadable: as if nothing was kept.
  }
  return null;
}

/** Whole minutes (at least one) the code still works, for the dialog's note. */
export const minutesLeft = (pending: PendingSubmissionCode, now = Date.now()) =>
  Math.max(1, Math.ceil((Date.parse(pending.expiresAt) - now) / 60_000));
