import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../platform/time';
import { startTestApp, type TestApp } from '../../test-support/harness';
import { newApplicant } from '../applications/test-support';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const info = async (token: string) => {
  const response = await t.api('GET', '/api/dashboard/general-information', { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

describe('GET dashboard/general-information (spec 1 §2 dashboard)', () => {
  it('shows no registration number or workplace before there is one', async () => {
    const applicant = await newApplicant(t);
    expect(await info(applicant.token)).toMatchObject({
      name: expect.stringContaining('AKINYI'),
      registrationNo: null,
      category: 'Graduate Member',
      workplace: null,
    });
  });

  it('shows the member number and the firm of the current position', async () => {
    const applicant = await newApplicant(t);
    const profile = await t.db
      .selectFrom('profiles')
      .select('id')
      .where('user_id', '=', applicant.userId)
      .executeTakeFirstOrThrow();
    await t.db.updateTable('profiles').set({ member_no: 'G/9911' }).where('id', '=', profile.id).execute();
    const now = nowIso();
    const job = {
      profile_id: profile.id,
      sector: 'S',
      position_held: 'Engineer',
      responsibilities: 'Design',
      created_at: now,
      updated_at: now,
    };
    await t.db
      .insertInto('profile_work_experience')
      .values([
        {
          ...job,
          entry_no: 1,
          name_of_firm: 'Old Firm',
          from_date: '2015-01-01',
          to_date: '2018-01-01',
          is_current: 0,
        },
        {
          ...job,
          entry_no: 2,
          name_of_firm: 'Athi Water Works',
          from_date: '2019-01-07',
          to_date: '',
          is_current: 1,
        },
      ])
      .execute();
    expect(await info(applicant.token)).toMatchObject({
      registrationNo: 'G/9911',
      workplace: 'Athi Water Works',
    });
  });
});
