import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../server/db/seed/demo';
import { messages } from './common';
import { commonPasswords } from './common-passwords';
import { isCommonPassword, newPasswordSchema } from './passwords';

const issues = (password: string) =>
  newPasswordSchema.safeParse(password).error?.issues.map((issue) => issue.message) ?? [];

describe('common passwords', () => {
  it('refuses common passwords that meet the class rule, in any letter case', () => {
    for (const common of [
      'Password1!',
      'P@ssw0rd',
      'PASSWORd1!',
      'Password@123',
      'Qwerty@123',
      'Welcome@2024',
      'Kenya@2024',
      '1qaz@WSX',
    ]) {
      expect(issues(common), common).toEqual([messages.commonPassword]);
    }
  });

  it('accepts a strong password and the demo password', () => {
    for (const good of ['Tana#River7Bend', DEMO_PASSWORD, 'aB3@aaaa', 'Abcdefgh1234567!']) {
      expect(issues(good), good).toEqual([]);
    }
  });

  it('reports only the class rule when the rule fails, common or not', () => {
    expect(issues('Abcdefgh12345678!')).toEqual([messages.passwordRule]); // 17 characters
    expect(issues('password')).toEqual([messages.passwordRule]);
    expect(issues('')).toEqual([messages.passwordRule]);
  });

  it('checks the whole password, never a prefix', () => {
    expect(isCommonPassword('Password1!')).toBe(true);
    expect(isCommonPassword('Password1!x')).toBe(false);
    expect(isCommonPassword('xPassword1!')).toBe(false);
  });

  it('is a sorted, deduplicated, lower-case list of passwords the class rule alone would let through', () => {
    expect(commonPasswords.length).toBeGreaterThan(1000);
    expect([...new Set(commonPasswords)].sort()).toEqual(commonPasswords);
    const couldPassTheRule = (entry: string) =>
      entry === entry.toLowerCase() &&
      entry.length >= 8 &&
      entry.length <= 16 &&
      /[a-z]/.test(entry) &&
      /\d/.test(entry) &&
      /[@$!#~^()`.,;:{}_/%*?&]/.test(entry);
    expect(commonPasswords.filter((entry) => !couldPassTheRule(entry))).toEqual([]);
  });

  it('stays small enough for the web bundle', () => {
    const file = fileURLToPath(new URL('./common-passwords.ts', import.meta.url));
    expect(statSync(file).size).toBeLessThan(60 * 1024);
  });
});
