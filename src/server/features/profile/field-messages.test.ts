import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldMessages } from '../../../contract/field-messages';
import { startTestApp, type TestApp } from '../../test-support/harness';
import { memberWithProfile } from './sections/test-support';

/**
 * Issue 28 / decision 0038: whatever a client sends, a refusal speaks in words. A field without a
 * message of its own answers "<Label> is required" / "<Label> is not valid", never zod's defaults
 * ("Invalid input: expected string, received number") or a field key (identificationDocumentNo).
 */

let t: TestApp;
let member = '';
let firm = '';
beforeAll(async () => {
  t = await startTestApp();
  member = await memberWithProfile(t);
  firm = await memberWithProfile(t, 'Corporate');
});
afterAll(async () => {
  await t?.close();
});

interface Refusal {
  message: string;
  errors?: Record<string, string>;
}

async function refusal(path: string, token: string, body: unknown): Promise<Refusal> {
  const response = await t.api('POST', path, { token, body });
  expect(response.statusCode, `${path} ${response.body}`).toBe(400);
  return response.json() as Refusal;
}

/** Every text a person could read: the message and each field's message. */
const texts = (answer: Refusal) => [answer.message, ...Object.values(answer.errors ?? {})];

function expectWords(answer: Refusal) {
  for (const text of texts(answer)) {
    expect(text, text).not.toMatch(/[a-z][A-Z]/); // no camelCase key
    expect(text, text).not.toMatch(/expected|received|Invalid input/i);
    expect(text).not.toBe('Required');
  }
}

describe('field messages in words', () => {
  it('names a missing or malformed number by its label (specialization update)', async () => {
    const answer = await refusal('/api/profile/specialization/update', member, {
      Code: 'CIVIL_STRUCT',
      Description: 'Structures',
    });
    expect(answer.errors?.EntryNo).toBe(fieldMessages.required('Entry number'));
    expectWords(answer);
    const wrongType = await refusal('/api/profile/specialization/remove', member, { EntryNo: 'first' });
    expect(wrongType.errors?.EntryNo).toBe(fieldMessages.invalid('Entry number'));
    expectWords(wrongType);
  });

  it('answers a body of the wrong shape without a field key (specializations expect a list)', async () => {
    const answer = await refusal('/api/profile/specialization', member, { Code: 'CIVIL_STRUCT' });
    expect(answer.message).toBe(fieldMessages.requestInvalid);
    expectWords(answer);
  });

  it('words the bio fields without messages of their own (titles)', async () => {
    const answer = await refusal('/api/profile/update', member, {
      FirstName: 'JANE',
      LastName: 'DOE',
      Gender: 'Female',
      DateOfBirth: '1990-01-01',
      IdentificationDocumentNo: '12345678',
      Nationality: 'KE',
      Discipline: 'CIVIL',
      profileTitle: ['A title far longer than twenty characters'],
    });
    expect(answer.errors?.['profileTitle.0']).toBe(fieldMessages.tooLong('Profile Title', 20));
    expectWords(answer);
  });

  it("words a firm's shareholders, a wrong type included", async () => {
    const answer = await refusal('/api/profile/shareholders', firm, {
      name: 42,
      identificationDocumentNo: null,
      type: 'Partner',
      sharesHeld: 'many',
    });
    expect(answer.errors).toMatchObject({
      name: 'Name is required',
      identificationDocumentNo: 'ID/Passport Number is required',
      type: 'Type is required',
    });
    expectWords(answer);
  });

  it('never lets a camelCase key through on the section endpoints, whatever the body', async () => {
    for (const [path, token] of [
      ['/api/profile/directors', firm],
      ['/api/profile/employees', firm],
      ['/api/profile/work-experience', member],
      ['/api/profile/convictions', member],
      ['/api/profile/contact', member],
      ['/api/profile/referee/add', member],
      ['/api/profile/bankers/update', firm],
    ] as const) {
      const response = await t.api('POST', path, { token, body: { EntryNo: [], Current: 'no', x: {} } });
      expect(response.statusCode, path).toBe(400);
      expectWords(response.json() as Refusal);
    }
  });
});
