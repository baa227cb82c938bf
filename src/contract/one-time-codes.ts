/** One-time codes as people see them: six digits, valid for ten minutes (platform/one-time-codes.ts). */
export const OTP_LENGTH = 6;
export const OTP_VALID_MINUTES = 10;
