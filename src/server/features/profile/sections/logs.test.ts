import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, startTestApp, type TestApp } from '../../../test-support/harness';
import { capturedLogger } from '../../../test-support/loggers';
import { sectionApi } from './test-support';

const lines: string[] = [];

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ logger: capturedLogger(lines) });
});
afterAll(async () => {
  await t?.close();
});

describe('profile section logs', () => {
  it('carry the paths of the calls but none of the personal data sent or answered', async () => {
    const token = await t.login(demo.member);
    const contacts = sectionApi(t, 'contact');
    const body = {
      Type: 'Personal',
      Email: 'private.person@example.com',
      PhoneNo: '0799123456',
      Address: '424242',
      Country_Code: 'KE',
      County: 47,
      City: '47-NAIROBI',
    };
    expect((await contacts.create(token, body)).statusCode).toBe(200);
    expect((await contacts.create(token, body)).statusCode).toBe(409);
    expect((await contacts.update(token, { ...body, Address: 'x', EntryNo: 1 })).statusCode).toBe(400);
    expect((await contacts.update(token, { ...body, EntryNo: 7 })).statusCode).toBe(404);
    const conviction = await sectionApi(t, 'convictions').create(token, {
      ConvictionDate: '2001-01-01',
      Offence: 'Secret offence text',
      SentenceImposed: 'Secret sentence text',
    });
    expect(conviction.statusCode).toBe(200);

    const text = lines.join('');
    expect(text).toContain('/api/profile/contact');
    for (const secret of [
      'private.person',
      'PRIVATE.PERSON',
      '0799123456',
      '424242',
      'Secret offence',
      'Secret sentence',
    ]) {
      expect(text).not.toContain(secret);
    }
  });
});
