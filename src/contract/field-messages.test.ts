import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldLabel, fieldMessages } from './field-messages';

describe('field messages in words (decision 0038)', () => {
  it('turns field keys into words, with the labels the forms use where the words differ', () => {
    expect(fieldLabel('identificationDocumentNo')).toBe('ID/Passport Number');
    expect(fieldLabel('PINRegNo')).toBe('KRA PIN');
    expect(fieldLabel('first_name')).toBe('First name');
    expect(fieldLabel('AreaOfSpecialization')).toBe('Area Of Specialization');
    expect(fieldLabel('constructor')).toBe('Constructor');
    expect(fieldLabel('__proto__')).toBe('Proto');
  });

  it('words the issues a schema leaves unworded, and keeps the ones it words', () => {
    const schema = z.object({
      workEmail: z.string(),
      count: z.number().max(5),
      note: z.string().max(3),
      named: z.string({ error: 'Own message' }),
    });
    const issues = schema.safeParse({ count: 9, note: 'long', named: 1 }).error?.issues ?? [];
    expect(Object.fromEntries(issues.map((issue) => [issue.path.join('.'), issue.message]))).toEqual({
      workEmail: fieldMessages.required('Work Email'),
      count: fieldMessages.atMost('Count', 5),
      note: fieldMessages.tooLong('Note', 3),
      named: 'Own message',
    });
    expect(schema.safeParse('text').error?.issues[0]?.message).toBe(fieldMessages.requestInvalid);
  });
});
