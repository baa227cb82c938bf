import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberStatus } from '../../../contract/member-register';
import { publicSearchKeys } from '../../../contract/member-search';
import type { SiteSettings } from '../../../contract/settings';
import { demo, startTestApp, type TestApp } from '../../test-support/harness';
import { raiseSubscriptionInvoices } from '../subscriptions/bill-period';
import { memberStats } from './member-stats';
import { publicSearches } from './search-test-client';
import { refreshMemberSearch } from './sync';
import { addPerson, addRegisterMember, keysOf } from './test-support';

/** Issue 24: the Member Checker lists the register, with or without accounts and profiles. */

let t: TestApp;
let superAdmin = '';
let admin = '';
beforeAll(async () => {
  t = await startTestApp();
  superAdmin = await t.login(demo.superAdmin);
  admin = await t.login(demo.admin);
});
afterAll(() => t.close());

const { search, memberNosFound, card } = publicSearches(() => t);

const registerCount = async (statuses: MemberStatus[]) =>
  Number(
    (
      await t.db
        .selectFrom('member_register')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('status', 'in', statuses)
        .executeTakeFirstOrThrow()
    ).count,
  );

describe('register members without an account or profile', () => {
  it('finds the members of the issue: G/2307, RUTO, an ID number, a Consulting Engineer', async () => {
    expect(await memberNosFound('G/2307')).toEqual(['G/2307']);
    expect(await memberNosFound('ruto')).toContain('G/2307');
    expect(await memberNosFound('33456712')).toEqual(['G/2307']);
    const consulting = await search('CE/0112');
    expect(consulting.results).toMatchObject([{ MemberNo: 'CE/0112', Status: 'Active' }]);
  });

  it('finds one by member number, ID, e-mail and name, and shows its card without private data', async () => {
    const entry = await addRegisterMember(t, {
      first: 'Zuberi',
      second: 'Kassim',
      last: 'Qwregister',
      memberNo: 'REG/0001',
      idNumber: 'B9876543',
      email: 'Zuberi.Q@private.example',
      phone: '+254799000111',
      category: 'CONSULTING',
    });
    for (const term of ['reg/0001', 'b9876543', 'zuberi.q@PRIVATE.example', 'qwreg zub', 'Kassim Qwregister'])
      expect(await memberNosFound(term), term).toEqual(['REG/0001']);

    const [found] = (await search('REG/0001')).results;
    // No profile: the card is keyed by the entry's random public id, not a number one could count.
    expect(found?.ProfileID).toBe(entry.publicId);
    const shown = await card(entry.publicId);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().data).toMatchObject({
      FirstName: 'Zuberi',
      LastName: 'Qwregister',
      MemberNo: 'REG/0001',
      MemberShipType: 'Consulting Engineer',
      Status: 'Active',
      InGoodStanding: true,
      Gender: null,
      Discipline: null,
      Address: null,
      PhotoUrl: null,
      Workplace: null,
      Specializations: [],
    });
    const keys = [...keysOf(shown.json())].filter((key) => key !== 'data');
    expect(keys.filter((key) => !publicSearchKeys.has(key))).toEqual([]);
    for (const secret of ['private.example', 'b9876543', '799000111'])
      expect(shown.body.toLowerCase()).not.toContain(secret);
    expect((await t.api('GET', `/api/profile/search/photo/${entry.publicId}`)).statusCode).toBe(404);
  });

  it('keeps a card link made before the member had a profile working after they make one', async () => {
    const entry = await addRegisterMember(t, { first: 'Later', last: 'Qwprofiled', memberNo: 'REG/0002' });
    const person = await addPerson(t, { first: 'Later', last: 'Qwprofiled', memberNo: null });
    await t.db
      .updateTable('profiles')
      .set({ member_no: 'REG/0002' })
      .where('user_id', '=', person.userId)
      .execute();
    await t.db
      .updateTable('member_register')
      .set({ user_id: person.userId })
      .where('id', '=', entry.memberId)
      .execute();
    await refreshMemberSearch(t.db, person.userId);
    expect((await search('REG/0002')).results.map((row) => row.ProfileID)).toEqual([person.profileId]);
    for (const code of [person.profileId, entry.publicId])
      expect((await card(code)).json().data.MemberNo, code).toBe('REG/0002');
  });
});

describe('the public statuses setting', () => {
  const readSettings = async (): Promise<SiteSettings> =>
    (await t.api('GET', '/api/admin/settings')).json().data;
  const saveStatuses = async (statuses: MemberStatus[]) => {
    const settings = await readSettings();
    const response = await t.api('POST', '/api/admin/updateSettings', {
      token: superAdmin,
      body: {
        ...settings,
        minor_settings: { ...settings.minor_settings, public_register_statuses: statuses },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  it('lists only the statuses it names, and a change applies at once', async () => {
    const lapsed = await addRegisterMember(t, {
      first: 'Lapsa',
      last: 'Qwstatus',
      memberNo: 'REG/0101',
      status: 'Lapsed',
    });
    await addRegisterMember(t, {
      first: 'Suspa',
      last: 'Qwstatus',
      memberNo: 'REG/0102',
      status: 'Suspended',
    });
    expect(await memberNosFound('qwstatus')).toEqual(['REG/0102']);
    expect((await card(lapsed.publicId)).statusCode).toBe(404);
    const before = await memberStats(t.db);

    await saveStatuses(['Active', 'Suspended', 'Lapsed']);
    expect((await memberNosFound('qwstatus')).sort()).toEqual(['REG/0101', 'REG/0102']);
    expect((await card(lapsed.publicId)).json().data.Status).toBe('Lapsed');
    expect((await memberStats(t.db)).total).toBe(before.total + (await registerCount(['Lapsed'])));

    await saveStatuses(['Active']);
    expect(await memberNosFound('qwstatus')).toEqual([]);
    await saveStatuses(['Active', 'Suspended']);
    expect(await memberNosFound('qwstatus')).toEqual(['REG/0102']);
  });
});

describe('a staff change of an account e-mail', () => {
  it('is searchable at once: the new e-mail finds the member, the old one no more', async () => {
    const person = await addPerson(t, {
      first: 'Mailed',
      last: 'Qwemail',
      memberNo: 'REG/0301',
      email: 'old.address@qw-mail.example',
      phone: '+254700555666',
    });
    // The register holds its own e-mail, which keeps finding the member whatever the account says.
    await t.db
      .updateTable('member_register')
      .set({ email: 'register.address@qw-mail.example' })
      .where('id', '=', person.memberId as number)
      .execute();
    await refreshMemberSearch(t.db, person.userId);
    expect(await memberNosFound('old.address@qw-mail.example')).toEqual(['REG/0301']);

    const response = await t.api('POST', `/api/admin/updateUser/${person.userId}`, {
      token: admin,
      body: { email: 'new.address@qw-mail.example', phone_no: '0700555666' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await memberNosFound('new.address@qw-mail.example')).toEqual(['REG/0301']);
    expect(await memberNosFound('old.address@qw-mail.example')).toEqual([]);
    expect(await memberNosFound('register.address@qw-mail.example')).toEqual(['REG/0301']);
  });
});

describe('the Summary', () => {
  it('counts the whole public register, with those in good standing by the same rule', async () => {
    const before = await memberStats(t.db);
    expect(before.total).toBe(await registerCount(['Active', 'Suspended']));

    const entry = await addRegisterMember(t, { first: 'Counted', last: 'Qwsummary', category: 'GRADUATE' });
    await addRegisterMember(t, { first: 'Uncounted', last: 'Qwsummary', status: 'Resigned' });
    const after = await memberStats(t.db);
    expect(after.total).toBe(before.total + 1);
    expect(after.inGoodStanding).toBe(before.inGoodStanding + 1);
    const graduates = (stats: typeof before) =>
      stats.byCategory.find((row) => row.category === 'GRADUATE')?.count;
    expect(graduates(after)).toBe((graduates(before) ?? 0) + 1);

    await raiseSubscriptionInvoices(t.context, t.db, 2002, [
      {
        memberId: entry.memberId,
        userId: null,
        amountCents: 100,
        documentDate: '2002-01-01',
        dueDate: '2002-01-31',
      },
    ]);
    expect((await memberStats(t.db)).inGoodStanding).toBe(before.inGoodStanding);
  });
});
