import {
  activateRequestSchema,
  activationRequestSchema,
  loginCodeRequestSchema,
  newPasswordRequestSchema,
  passwordResetRequestSchema,
  registerRequestSchema,
  setPasswordRequestSchema,
} from './access';
import { loginRequestSchema } from './auth';
import { describeRoundTrips, type FormCase } from './form-round-trip-support';

/**
 * The forms before and around signing in (form-round-trip-support.ts says what is checked); every
 * one sends JSON. The OTP page is not here: its form checks only that a code was typed (a schema of
 * its own) and sends the code alone, which the route checks with verifyOtpRequestSchema.
 */

const password = 'Kilimanjaro#2026';

/**
 * Sign-in (auth/LoginPage) and the code step of a locked account (auth/LoginCodeStep), both checked
 * through lazyZodResolver; the code step sends its one field with the pending code's id, the shape
 * of loginCodeRequestSchema (loginCodeFormSchema plus the id).
 */
const signIn: FormCase[] = [
  ['sign-in', loginRequestSchema, { email: ' Wanjiku@Example.com ', password: ' with spaces ' }],
  ['sign-in code of a locked account', loginCodeRequestSchema, { id: 'a1b2c3d4', otp_code: ' 123456 ' }],
];

/** Registration (apply/RegisterPage) and activation of an existing member (activation/*). */
const onboarding: FormCase[] = [
  [
    'registration of an individual',
    registerRequestSchema,
    {
      email: ' Wanjiku@Example.com ',
      phone: '0712 345 678',
      id_number: ' 24012401 ',
      password,
      confirmPassword: password,
      category: 'GRADUATE',
      type: 'Individual',
    },
  ],
  [
    'registration of a firm',
    registerRequestSchema,
    {
      email: 'office@firm.example',
      phone: '+254 20 1234567',
      id_number: 'P051234567X',
      password,
      confirmPassword: password,
      category: 'FIRM',
      type: 'Corporate',
    },
  ],
  [
    'activation request with no e-mail or phone',
    activationRequestSchema,
    {
      memberNo: ' m 1234 ',
      memberNameFirst: 'WANJIKU',
      memberNameLast: 'NJERI',
      IdentificationDocumentNo: '24012401',
      phoneNo: '',
      eMailAddress: '',
      altcha: 'eyJhbGdvcml0aG0iOiJTSEEtMjU2In0=',
    },
  ],
  [
    'activation request with e-mail and phone',
    activationRequestSchema,
    {
      memberNo: 'M1234',
      memberNameFirst: 'WANJIKU',
      memberNameLast: 'NJERI',
      IdentificationDocumentNo: '24012401',
      phoneNo: '0712 345 678',
      eMailAddress: 'Wanjiku@Example.com',
      altcha: 'eyJhbGdvcml0aG0iOiJTSEEtMjU2In0=',
    },
  ],
  [
    'activation with the code',
    activateRequestSchema,
    {
      id: 'a1b2c3d4',
      email: ' Wanjiku@Example.com ',
      otp_code: ' 123456 ',
      password,
      confirmPassword: password,
    },
  ],
];

/** Forgotten password, the reset link's page and the account settings' new password. */
const passwords: FormCase[] = [
  ['forgotten password', passwordResetRequestSchema, { email: ' Wanjiku@Example.com ' }],
  [
    'new password from the reset link',
    newPasswordRequestSchema,
    { password, confirmPassword: password, token: 'c2VjcmV0LXRva2Vu' },
  ],
  ['new password in account settings', setPasswordRequestSchema, { password, confirmPassword: password }],
];

describeRoundTrips('a sign-in form’s answer is accepted again by the server', signIn);
describeRoundTrips('a sign-up or activation form’s answer is accepted again by the server', onboarding);
describeRoundTrips('a password form’s answer is accepted again by the server', passwords);
