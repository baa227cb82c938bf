import { activationMessages } from '../../contract/activation';
import {
  LOGIN_CODE_RESEND_MINUTES,
  messages,
  OTP_RESEND_WAIT_SECONDS,
  OTP_SENDS_PER_HOUR,
} from '../../contract/common';
import { memberSearchMessages } from '../../contract/member-search';
import { billingDocumentMessages } from '../../contract/money';
import { refereeMessages } from '../../contract/profile-sections';
import { refereeAnswerMessages } from '../../contract/referee-answers';
import type { Env } from '../env';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface RateLimitRule<KeyedBy> {
  /** The rate_limits key a hit is counted under; changing it restarts every count kept. */
  key: (keyedBy: KeyedBy) => string;
  /** Hits allowed per window; the ones set by configuration read it from the environment. */
  limit: number | ((env: Env) => number);
  windowMs: number;
  /** The 429's message; a function is given the time the window still holds (waitText). */
  message: string | ((wait: string) => string);
  /** Counted in each instance's memory instead of the shared table (see search-rate-limit.ts). */
  countedPerInstance?: true;
}

/** A code is sent to a handle (hashed), a person (purpose and account or register entry) or a phone. */
export type OtpSendCounted = { handle: string } | { person: string } | { phone: string };

const otpSendKey = (counted: OtpSendCounted, window: string) => {
  if ('handle' in counted) return `otp-send-handle:${counted.handle}:${window}`;
  if ('person' in counted) return `otp-send:${counted.person}:${window}`;
  return `otp-send-phone:${counted.phone}:${window}`;
};

/** The referee entry a request e-mail is about, and the member it goes to. */
type RefereeEmailed = { id: number; member_no: string };

/** Every check of a printed paper's QR code: wrong codes count too, so guessing one is slow as well as hopeless. */
const paperChecksPerAddress = {
  limit: 60,
  windowMs: 15 * MINUTE,
  message: billingDocumentMessages.tooManyChecks,
};

/**
 * Every rate limit of the portal, by name: how many hits, in what window, counted under which key,
 * refused with which message. Call sites name a rule (platform/rate-limit.ts); none writes its own.
 */
export const rateLimitRules = {
  /** Password checks (login, counter-verify) from one address; ten accounts' worth, then 429. */
  passwordChecksPerAddress: {
    key: (clientIp: string) => `login-ip:${clientIp}`,
    limit: (env: Env) => env.LOGIN_ATTEMPTS_PER_15_MIN * 10,
    windowMs: 15 * MINUTE,
    message: messages.tooManyRequestsIn,
  },
  /** Password checks of one account from anywhere; used up, the account is locked (auth/throttle.ts). */
  passwordChecksPerAccount: {
    key: (email: string) => `login-account:${email.toLowerCase()}`,
    limit: (env: Env) => env.LOGIN_ATTEMPTS_PER_15_MIN,
    windowMs: 15 * MINUTE,
    message: messages.tooManyRequestsIn,
  },
  /** Sign-in codes to a locked account, so nobody can bomb its mailbox (auth/log-in-code.ts). */
  loginCodeSendsPerAccount: {
    key: (userId: number) => `login-code-send:${userId}`,
    limit: 1,
    windowMs: LOGIN_CODE_RESEND_MINUTES * MINUTE,
    message: messages.tooManyRequestsIn,
  },
  loginCodeChecksPerAddress: {
    key: (clientIp: string) => `login-code-ip:${clientIp}`,
    limit: 30,
    windowMs: 15 * MINUTE,
    message: messages.tooManyRequestsIn,
  },
  /** Each code has five tries; this keeps one address from working through many handles at once. */
  codeChecksPerAddress: {
    key: (clientIp: string) => `verify-otp-ip:${clientIp}`,
    limit: 30,
    windowMs: 15 * MINUTE,
    message: messages.tooManyRequestsIn,
  },
  /** Sends of a one-time code per handle, person and phone, whatever address asks (the first counts). */
  otpSendsPerMinute: {
    key: (counted: OtpSendCounted) => otpSendKey(counted, 'minute'),
    limit: 1,
    windowMs: OTP_RESEND_WAIT_SECONDS * 1000,
    message: messages.otpResendWait,
  },
  otpSendsPerHour: {
    key: (counted: OtpSendCounted) => otpSendKey(counted, 'hour'),
    limit: OTP_SENDS_PER_HOUR,
    windowMs: HOUR,
    message: messages.otpHourlyLimit,
  },
  registrationsPerAddress: {
    key: (clientIp: string) => `register-ip:${clientIp}`,
    limit: 20,
    windowMs: HOUR,
    message: messages.tooManyRequestsIn,
  },
  /** Unknown addresses count too, so the limits never tell who has an account. */
  passwordResetsPerAddress: {
    key: (clientIp: string) => `reset-ip:${clientIp}`,
    limit: 20,
    windowMs: HOUR,
    message: messages.tooManyRequestsIn,
  },
  passwordResetsPerEmail: {
    key: (email: string) => `reset-email:${email}`,
    limit: 5,
    windowMs: HOUR,
    message: messages.tooManyRequestsIn,
  },
  memberLookupsPerAddress: {
    key: (clientIp: string) => `member-lookup-ip:${clientIp}`,
    limit: 30,
    windowMs: 15 * MINUTE,
    message: messages.tooManyRequestsIn,
  },
  activationRequestsPerAddress: {
    key: (clientIp: string) => `activation-request-ip:${clientIp}`,
    limit: 10,
    windowMs: 15 * MINUTE,
    message: messages.tooManyRequestsIn,
  },
  activationRequestsPerMember: {
    key: (memberNo: string) => `activation-request-member:${memberNo}`,
    limit: 5,
    windowMs: HOUR,
    message: activationMessages.tooManyRequests,
  },
  activationsPerAddress: {
    key: (clientIp: string) => `activation-activate-ip:${clientIp}`,
    limit: 20,
    windowMs: 15 * MINUTE,
    message: messages.tooManyRequestsIn,
  },
  /** Enough for a referee reloading the page, too few to guess codes. */
  refereeLinkLookupsPerAddress: {
    key: (clientIp: string) => `referee-link-ip:${clientIp}`,
    limit: 60,
    windowMs: 15 * MINUTE,
    message: refereeAnswerMessages.tooManyAttempts,
  },
  /** A referee submits once, so a few retries are plenty. */
  refereeAnswersPerAddress: {
    key: (clientIp: string) => `referee-answer-ip:${clientIp}`,
    limit: 20,
    windowMs: 15 * MINUTE,
    message: refereeAnswerMessages.tooManyAttempts,
  },
  /** Referee searches per signed-in user: enough to fill a few referees, too few to walk the register. */
  refereeSearchesPerMinute: {
    key: (userId: number) => `referee-search:${userId}:minute`,
    limit: 10,
    windowMs: MINUTE,
    message: refereeMessages.searchWait,
  },
  refereeSearchesPerHour: {
    key: (userId: number) => `referee-search:${userId}:hour`,
    limit: 60,
    windowMs: HOUR,
    message: refereeMessages.searchWait,
  },
  refereeSearchesPerDay: {
    key: (userId: number) => `referee-search:${userId}:day`,
    limit: 100,
    windowMs: DAY,
    message: refereeMessages.searchWait,
  },
  /**
   * Request e-mails per referee entry and member, counting the one sent when the referee is added; per
   * member so that correcting a wrongly chosen member right away still reaches the right one.
   */
  refereeEmailsPerMinute: {
    key: (referee: RefereeEmailed) => `referee-email:${referee.id}:${referee.member_no}:minute`,
    limit: 1,
    windowMs: MINUTE,
    message: refereeMessages.resendWait,
  },
  refereeEmailsPerHour: {
    key: (referee: RefereeEmailed) => `referee-email:${referee.id}:${referee.member_no}:hour`,
    limit: 5,
    windowMs: HOUR,
    message: refereeMessages.resendWait,
  },
  /** So removing and adding a referee again cannot flood their inbox either. */
  refereeEmailsPerProfile: {
    key: (profileId: number) => `referee-email-profile:${profileId}`,
    limit: 20,
    windowMs: HOUR,
    message: refereeMessages.profileEmailsWait,
  },
  documentChecksPerAddress: {
    key: (clientIp: string) => `document-verify-ip:${clientIp}`,
    ...paperChecksPerAddress,
  },
  memberChecksPerAddress: {
    key: (clientIp: string) => `member-verify-ip:${clientIp}`,
    ...paperChecksPerAddress,
  },
  cpdCertificateChecksPerAddress: {
    key: (clientIp: string) => `cpd-verify-ip:${clientIp}`,
    ...paperChecksPerAddress,
  },
  licenceChecksPerAddress: {
    key: (clientIp: string) => `licence-verify-ip:${clientIp}`,
    ...paperChecksPerAddress,
  },
  /** Enough for a busy projects system, too few to guess tokens. */
  projectsHandoffsPerAddress: {
    key: (clientIp: string) => `projects-handoff-ip:${clientIp}`,
    limit: 120,
    windowMs: MINUTE,
    message: messages.tooManyRequestsIn,
  },
  /** The public Member Checker, against automated scraping. */
  memberSearchesPerAddress: {
    key: (clientIp: string) => clientIp,
    limit: (env: Env) => env.SEARCH_RATE_LIMIT_PER_MINUTE,
    windowMs: MINUTE,
    message: memberSearchMessages.tooManySearches,
    countedPerInstance: true,
  },
} satisfies Record<string, RateLimitRule<never>>;

type Rules = typeof rateLimitRules;
export type RateLimitName = keyof Rules;

/** The rules counted in the shared rate_limits table. */
export type SharedRateLimitName = {
  [Name in RateLimitName]: Rules[Name] extends { countedPerInstance: true } ? never : Name;
}[RateLimitName];

export type KeyedBy<Name extends RateLimitName> = Parameters<Rules[Name]['key']>[0];

/** The environment, for the rules whose limit is configured; nothing for the others. */
export type EnvFor<Name extends RateLimitName> = Rules[Name]['limit'] extends number ? [] : [env: Env];

/** The rate_limits key `name` counts `keyedBy` under. */
export const rateLimitKey = <Name extends RateLimitName>(name: Name, keyedBy: KeyedBy<Name>): string =>
  // Each rule's key takes its own KeyedBy; TypeScript cannot pair them up through the union of rules.
  (rateLimitRules[name].key as (keyedBy: KeyedBy<Name>) => string)(keyedBy);

/** The hits `name` allows per window. */
export function rateLimitOf<Name extends RateLimitName>(name: Name, ...[env]: EnvFor<Name>): number {
  const { limit } = rateLimitRules[name] as RateLimitRule<never>;
  if (typeof limit === 'number') return limit;
  // EnvFor has every caller of a configured rule pass the environment.
  if (!env) throw new Error(`rate limit ${name} is configured: pass the environment`);
  return limit(env);
}
