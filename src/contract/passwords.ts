import { z } from 'zod';
import { firstBroken, messages, newPasswordPattern } from './common';
import { commonPasswords } from './common-passwords';

// Apart from common.ts so that only the screens that set a password carry the list in their chunk.

const commonPasswordSet = new Set(commonPasswords);

/** A password on the bundled list (common-passwords.ts) in any letter case: it meets the rule but is easy to guess. */
export const isCommonPassword = (password: string): boolean => commonPasswordSet.has(password.toLowerCase());

/** The class rule first (and alone when it fails), then the common-password list. The whole string counts. */
export const newPasswordSchema = z
  .string({ error: messages.passwordRule })
  .superRefine(
    firstBroken(
      [(password) => newPasswordPattern.test(password), messages.passwordRule],
      [(password) => !isCommonPassword(password), messages.commonPassword],
    ),
  );
