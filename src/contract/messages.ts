// The portal's user-facing texts, without zod: the first script every page loads shows some of them
// (the session-expired note), and keeping the validation library out of it keeps that script small.
// common.ts re-exports them, so schemas and server code import them from there as before.

/** One one-time code may be sent per person per minute; a Resend button waits as long. */
export const OTP_RESEND_WAIT_SECONDS = 60;

/** A locked account is e-mailed at most one sign-in code in this many minutes (no mail bombing). */
export const LOGIN_CODE_RESEND_MINUTES = 5;

/** One person, handle or phone is sent at most this many one-time codes an hour. */
export const OTP_SENDS_PER_HOUR = 5;

/**
 * A wait as people read it, rounded up and never nothing: '45 seconds', '1 minute', '47 minutes'.
 * Refusals say the real time left of the limit that refused (issue 28), not "a few minutes".
 */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** Messages the spec fixes verbatim; both the forms and the server use these. */
export const messages = {
  fieldRequired: 'Field is required',
  tooLong: (max: number) => `Must be at most ${max} characters`,
  emailRequired: 'E-mail is required',
  emailInvalid: 'E-mail must be valid',
  passwordRequired: 'Password is required',
  passwordRule:
    'Password should contain: Minimum 8 and maximum 16 characters, at least one uppercase letter, one lowercase letter, one number and at least one special character',
  passwordMismatch: 'Password does not match',
  settingSaved: 'Setting Saved Successfully',
  notSignedIn: 'You are not signed in. Please sign in to continue.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  inactivityLogout: 'Your session has been terminated for security reasons. Sign in again to proceed.',
  forbidden: 'You are not allowed to do this.',
  notFound: 'Not found',
  tooManyRequests: 'Too many attempts. Please wait a few minutes and try again.',
  /** Not fixed by the spec: a rate limit's refusal with the time it still holds (waitText). */
  tooManyRequestsIn: (wait: string) => `Too many attempts. Please try again in ${wait}.`,
  /** Not fixed by the spec: an unexpected failure on the server (500). */
  serverFault: 'Something went wrong on our side. Please try again.',
  /** Not fixed by the spec: the database (or another service the portal needs) is briefly out of reach. */
  serviceUnavailable: 'The service is briefly unavailable. Please try again in a moment.',
  invalidCredentials: 'Invalid email or password',
  /** Not fixed by the spec: the right password on an account locked by wrong ones (issue 23). */
  loginCodeSent: (email: string) =>
    `Too many wrong passwords were tried on this account. We e-mailed a code to ${email}. Enter it to sign in.`,
  loginCodeWait: (wait: string) =>
    `A sign-in code was e-mailed to this account less than ${LOGIN_CODE_RESEND_MINUTES} minutes ago. Enter that code, or try again in ${wait} for a new one.`,
  accountNotVerified: 'Your account is not verified yet. Verify your account to sign in.',
  idTooShort: 'ID should be at least 6 characters',
  idTooLong: 'ID should be at most 40 characters',
  taxPinRequired: "The firm's tax PIN is required",
  /** Not fixed by the spec (issue 28): a firm's ID is its KRA PIN, a letter, 9 digits and a letter. */
  kraPinInvalid: 'KRA PIN must be a letter, 9 digits and a letter, e.g. A123456789B',
  phoneInvalid: 'Phone number must be valid, e.g. 0712 345 678 or +254 712 345 678',
  commonPassword: 'This password is too common. Choose one that is harder to guess.',
  otpVerified: 'Successfully verified Otp',
  otpInvalid: 'The code is incorrect or has expired. Request a new code.',
  otpSent: 'A new code has been sent.',
  /** A code went out within the resend wait: the one sent still works; a new one after `wait`. */
  otpResendWait: (wait: string) =>
    `A code was sent a moment ago and is still valid. You can ask for a new one in ${wait}.`,
  otpHourlyLimit: (wait: string) =>
    `${OTP_SENDS_PER_HOUR} codes were sent in the last hour. Use the latest one, or ask for a new one in ${wait}.`,
  verificationFailed: 'Failed to activate account. Please contact administrator',
  passwordChanged: 'Password Changed Successful',
  passwordResetSent:
    'If an account exists for that e-mail, we have sent a link to reset the password. Check your inbox and junk folder.',
  passwordResetDone: 'Your password has been reset. Sign in with the new password.',
  linkInvalid: 'This link is invalid or has expired. Request a new one.',
  activationRequested:
    'If the details match our register, an activation code has been sent to the e-mail and phone on record.',
  memberNotFound: 'No member with that membership number was found.',
  memberAlreadyActive: 'This membership number already has an account. Sign in instead.',
  botCheckFailed: 'Please confirm you are not a robot and try again.',
  /** Not fixed by the spec: a call failed without an answer the server worded (network, server down). */
  requestFailed: 'The request failed. Please try again.',
  accountExists: 'An account already uses this e-mail. Sign in or reset your password.',
  /**
   * Not fixed by the spec: the same e-mail and password registered again while the first code is
   * within its resend wait (issue 28). The code sent then still works.
   */
  alreadyRegistered: (wait: string) =>
    `You registered with this e-mail a moment ago and we sent a code to your phone and e-mail. Enter that code, or register again in ${wait} for a new one. You can also sign in with this e-mail and password to verify the account.`,
  registrationClosed: 'Registration of new applicants is closed at the moment.',
  categoryNotOpen: 'This membership category is not open for applications.',
  alreadyVerified: 'This account is already verified. Sign in.',
  notWhileImpersonating: 'An administrator logged in as this user cannot change their password.',
  /** 404 of the profile's own sections (contacts, work experience, ...) for a user who has no profile. */
  profileRequired: 'Create your profile first.',
  /** Not fixed by the spec: an address the server cannot decode (a stray % escape, invalid UTF-8). */
  badAddress: 'This address is not valid.',
  /** Not fixed by the spec: text with a NUL character, which PostgreSQL cannot store or compare. */
  textNotAllowed: 'The text contains a character that is not allowed.',
  /** Not fixed by the spec: a change sent from a page that is not the portal's own (cross-site request forgery). */
  foreignOrigin: 'This request did not come from the portal. Open the portal and try again.',
  /** Not fixed by the spec: a number past what the database column holds (an id of 2^31 or more). */
  numberOutOfRange: 'A number in the request is out of range.',
} as const;

/** Help texts shown under fields, the same on every form. */
export const hints = {
  newPassword: '8 to 16 characters with upper and lower case letters, a number and a symbol such as @ # ! ?',
} as const;
