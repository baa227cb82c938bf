import { describe, expect, it } from 'vitest';
import { phoneSchema, requiredPhoneSchema } from './access';
import { messages } from './common';
import { normalizePhone, phoneAsStored } from './phone';

describe('normalizePhone', () => {
  it.each([
    ['0744 556677', '+254744556677'],
    ['0744556677', '+254744556677'],
    ['744556677', '+254744556677'],
    ['254744556677', '+254744556677'],
    ['+254744556677', '+254744556677'],
    ['+254 744 556 677', '+254744556677'],
    ['+254 (0) 744 556 677', '+254744556677'],
    ['00254744556677', '+254744556677'],
    ['  0744-556-677 ', '+254744556677'],
    ['0110 123456', '+254110123456'], // the newer 01… mobile ranges
    ['110123456', '+254110123456'],
    ['020 2345678', '+254202345678'], // a Nairobi landline
    ['+44 7911 123456', '+447911123456'], // another country, kept as E.164
    ['+1 (415) 555-2671', '+14155552671'],
    ['0044 7911 123456', '+447911123456'],
  ])('%j is %j', (typed, stored) => {
    expect(normalizePhone(typed)).toBe(stored);
  });

  it.each([
    '',
    '12',
    'call me',
    '0744 55667', // a digit short
    '07445566778', // a digit too many
    '+254 744 5566', // a Kenyan number cut short
    '+2547445566778',
    '244556677', // nine digits that are no Kenyan mobile
    '447911123456', // another country without its +
    '+0744556677',
    '+12345', // too short for any country
    '+1234567890123456', // longer than E.164 allows
    '0744 556 677 ext 2',
    '+254 744 556 677+',
  ])('refuses %j', (typed) => {
    expect(normalizePhone(typed)).toBeNull();
  });

  it('gives the same number whatever way it was typed, so a search for one finds the others', () => {
    const forms = ['0744 556677', '+254744556677', '744-556-677', '254 744 556 677'];
    expect(new Set(forms.map(normalizePhone))).toEqual(new Set(['+254744556677']));
  });
});

describe('phoneAsStored', () => {
  it('rewrites what parses and keeps what does not', () => {
    expect(phoneAsStored('0744556677')).toBe('+254744556677');
    expect(phoneAsStored('ask reception')).toBe('ask reception');
    expect(phoneAsStored(null)).toBeNull();
  });
});

describe('the phone fields of the forms', () => {
  it('store E.164 and word a refusal once', () => {
    expect(phoneSchema.parse(' 0744 556677 ')).toBe('+254744556677');
    expect(phoneSchema.safeParse('0744').error?.issues[0]?.message).toBe(messages.phoneInvalid);
    expect(phoneSchema.safeParse('').error?.issues[0]?.message).toBe(messages.fieldRequired);
    expect(requiredPhoneSchema('Required.').safeParse('').error?.issues[0]?.message).toBe('Required.');
  });
});
