import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberSearchMessages, publicSearchKeys, SEARCH_PAGE_SIZE } from '../../../contract/member-search';
import { actorWithoutSession } from '../../platform/audit';
import { demo, startTestApp, type TestApp } from '../../test-support/harness';
import { importRegister } from '../member-register/import-register';
import { bioForm, tinyPng, validFields } from '../profile/bio/bio-test-app';
import { rebuildMemberSearch } from './sync';
import { addPerson, keysOf } from './test-support';

let t: TestApp;
const jose = {
  first: 'José',
  second: 'Ñandú',
  last: 'Müller',
  gender: 'Male' as const,
  memberNo: 'SRCH/0001',
  idNumber: 'A12345678',
  email: 'Jose.Muller@Private.example',
  phone: '+254700111222',
  dob: '1977-07-17',
};
let joseProfile = '';
let applicantProfile = '';

const search = async (query: string, ip = '10.1.0.1') => {
  const response = await t.api('GET', `/api/profile/search?${query}`, { ip });
  return { response, page: response.json().data };
};

beforeAll(async () => {
  t = await startTestApp();
  joseProfile = (await addPerson(t, jose)).profileId;
  await addPerson(t, { first: 'Achieng', last: 'Odhiambo', gender: 'Female', category: 'GRADUATE' });
  await addPerson(t, { first: 'Zaphod', last: 'Beeblebrox', memberNo: 'SRCH/0003', category: 'FELLOW' });
  applicantProfile = (await addPerson(t, { first: 'Applicanta', last: 'Pendingsson', memberNo: null }))
    .profileId;
  // 21 of one surname: 20 women and 1 man, for the paging edges.
  for (let index = 0; index < 21; index += 1)
    await addPerson(t, {
      first: `Page${String(index).padStart(2, '0')}`,
      last: 'Zyxpaged',
      gender: index === 20 ? 'Male' : 'Female',
    });
});
afterAll(() => t.close());

describe('public member search', () => {
  it('finds names by words and prefixes in any order, case- and accent-insensitively', async () => {
    for (const term of ['kam jam', 'JAMES KAMAU', 'mwan', 'Müller', 'muller jose', 'NANDU', 'jos mül']) {
      const { response, page } = await search(`term=${encodeURIComponent(term)}`);
      expect(response.statusCode, term).toBe(200);
      expect(page.total, term).toBeGreaterThanOrEqual(1);
      expect(page.results[0].FirstName, term).toMatch(/^(JAMES|José)$/);
    }
    const { page } = await search('term=kam%20odh');
    expect(page.total).toBe(0);
  });

  it('matches member number, ID and e-mail only whole, in any case', async () => {
    for (const term of [
      'srch/0001',
      'a12345678',
      'jose.muller@private.example',
      ' JOSE.MULLER@PRIVATE.EXAMPLE ',
    ]) {
      const { page } = await search(`term=${encodeURIComponent(term)}`);
      expect(
        page.results.map((row: { ProfileID: string }) => row.ProfileID),
        term,
      ).toEqual([joseProfile]);
    }
    for (const term of ['A1234567', '12345678', 'jose.muller@private', 'private.example', 'SRCH/000']) {
      const { page } = await search(`term=${encodeURIComponent(term)}`);
      expect(page.total, term).toBe(0);
    }
  });

  it('filters by gender and category', async () => {
    expect((await search('term=zyxpaged&gender=Male')).page.total).toBe(1);
    expect((await search('term=zyxpaged&gender=Female')).page.total).toBe(20);
    expect((await search('term=zyxpaged&category=FELLOW')).page.total).toBe(0);
    const fellow = (await search('term=SRCH%2F0003&category=FELLOW')).page;
    expect(fellow.results[0].MemberShipType).toBe('Fellow');
    expect((await search('term=SRCH%2F0003&category=GRADUATE')).page.total).toBe(0);
  });

  it('pages 20 at a time: 0, 20 and 21 results', async () => {
    const none = (await search('term=zyxnobody')).page;
    expect([none.total, none.pageCount, none.results.length]).toEqual([0, 1, 0]);
    const twenty = (await search('term=zyxpaged&gender=Female')).page;
    expect([twenty.total, twenty.pageCount, twenty.results.length]).toEqual([20, 1, 20]);
    const first = (await search('term=zyxpaged')).page;
    expect([first.total, first.pageCount, first.results.length, first.pageSize]).toEqual([
      21,
      2,
      SEARCH_PAGE_SIZE,
      SEARCH_PAGE_SIZE,
    ]);
    const second = (await search('term=zyxpaged&page=2')).page;
    expect([second.page, second.results.length]).toEqual([2, 1]);
    expect(second.results[0].FirstName).toBe('Page20');
  });

  it('lists an exact match first, then the name matches by surname and name', async () => {
    await addPerson(t, { first: 'Zed', last: 'Zzyzx', memberNo: 'ZYXPAGED' });
    const page = (await search('term=zyxpaged')).page;
    expect(page.total).toBe(22);
    expect(page.results.map((row: { LastName: string }) => row.LastName).slice(0, 2)).toEqual([
      'Zzyzx',
      'Zyxpaged',
    ]);
    const last = (await search('term=zyxpaged&page=2')).page;
    expect(last.results.map((row: { FirstName: string }) => row.FirstName)).toEqual(['Page19', 'Page20']);
  });

  it('pages a broad name match in surname order, every member once', async () => {
    const firsts = ['Wanjiku', 'Baraka', 'Njeri', 'Amani', 'Kip', 'Zawadi', 'Otieno', 'Imani'];
    for (let index = 0; index < 520; index += 1)
      await addPerson(t, {
        first: `${firsts[index % firsts.length]}${index % 7}`,
        last: `Broadway${String.fromCharCode(97 + ((index * 7) % 26))}`,
        gender: index % 3 === 0 ? 'Female' : 'Male',
      });
    const seen: string[] = [];
    const first = (await search('term=broadway', '10.1.0.5')).page;
    expect([first.total, first.pageCount]).toEqual([520, 26]);
    for (let page = 1; page <= 26; page += 1) {
      const rows = (await search(`term=broadway&page=${page}`, `10.1.1.${page}`)).page.results;
      seen.push(
        ...rows.map((row: { LastName: string; FirstName: string }) => `${row.LastName} ${row.FirstName}`),
      );
    }
    expect(seen).toHaveLength(520);
    const sorted = [...seen].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    expect(seen).toEqual(sorted);
    const women = (await search('term=broadway&gender=Female', '10.1.0.5')).page;
    expect(women.total).toBe(174);
    expect(women.results.every((row: { Gender: string }) => row.Gender === 'Female')).toBe(true);
  });

  it('never lists applicants, nor shows or pictures them', async () => {
    expect((await search('term=pendingsson')).page.total).toBe(0);
    const card = await t.api('GET', `/api/profile/search/show/${applicantProfile}`);
    expect(card.statusCode).toBe(404);
    expect(card.json().message).toBe(memberSearchMessages.memberNotFound);
    expect((await t.api('GET', `/api/profile/search/photo/${applicantProfile}`)).statusCode).toBe(404);
    expect((await t.api('GET', '/api/profile/search/show/PR-999999')).statusCode).toBe(404);
  });

  it('answers only the allow-list, even when the match was on private data', async () => {
    const answers = [
      await t.api('GET', '/api/profile/search?term=jose.muller%40private.example', { ip: '10.1.0.2' }),
      await t.api('GET', '/api/profile/search?term=A12345678', { ip: '10.1.0.2' }),
      await t.api('GET', '/api/profile/search?term=jose', { ip: '10.1.0.2' }),
      await t.api('GET', `/api/profile/search/show/${joseProfile}`, { ip: '10.1.0.2' }),
      await t.api('GET', '/api/profile/search/stats'),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      const keys = [...keysOf(answer.json())].filter((key) => key !== 'data');
      expect(keys.filter((key) => !publicSearchKeys.has(key))).toEqual([]);
      const body = answer.body.toLowerCase();
      for (const secret of [jose.email.toLowerCase(), jose.phone, jose.idNumber.toLowerCase(), jose.dob])
        expect(body).not.toContain(secret);
    }
    const card = answers[3]?.json().data;
    expect(card).toMatchObject({ FirstName: 'José', LastName: 'Müller', Address: 'Nairobi, Nairobi' });
  });

  it('answers the summary by category and gender, with those in good standing', async () => {
    const stats = (await t.api('GET', '/api/profile/search/stats')).json().data;
    const indexed = await t.db.selectFrom('member_search').select('member_pk').execute();
    expect(stats.total).toBe(indexed.length);
    expect(stats.byCategory.reduce((sum: number, row: { count: number }) => sum + row.count, 0)).toBe(
      stats.total,
    );
    expect(stats.byCategory).toContainEqual({
      category: 'FELLOW',
      description: 'Fellow',
      count: expect.any(Number),
    });
    expect(
      stats.byGender.find((row: { gender: string }) => row.gender === 'Female').count,
    ).toBeGreaterThanOrEqual(21);
    expect(stats.inGoodStanding).toBeGreaterThan(0);
    expect(stats.inGoodStanding).toBeLessThanOrEqual(stats.total);
  });

  it('refuses a blank term with its message', async () => {
    for (const query of ['term=', 'term=%20%20', '']) {
      const { response } = await search(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toBe(memberSearchMessages.termRequired);
    }
  });
});

describe('keeping the index in step', () => {
  it('follows a bio name change: the new name is found, the old one no more', async () => {
    const token = await t.login(demo.member);
    const form = bioForm({ ...validFields, FirstName: 'Jomo', SecondName: 'Wekesa', LastName: 'Xylander' });
    const saved = await t.api('POST', '/api/profile/update', { token, body: form });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await search('term=xylander%20jomo')).page.total).toBe(1);
    expect((await search('term=kamau%20james')).page.total).toBe(0);
    const found = (await search('term=xylander')).page.results[0];
    expect(found.PhotoUrl).toBe(`/api/profile/search/photo/${found.ProfileID}`);
    const photo = await t.api('GET', found.PhotoUrl);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload.equals(tinyPng)).toBe(true);
  });

  it('shows the current workplace only while the site setting allows it', async () => {
    const profile = await t.db
      .selectFrom('profiles')
      .select('id')
      .where('profile_id', '=', joseProfile)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('profile_work_experience')
      .values({
        profile_id: profile.id,
        entry_no: 1,
        name_of_firm: 'Bridgeworks Ltd',
        sector: 'CONSTRUCTION',
        position_held: 'Engineer',
        from_date: '2020-01-01',
        to_date: '2026-01-01',
        is_current: 1,
        responsibilities: 'Bridges',
        created_at: '2020-01-01T00:00:00.000Z',
        updated_at: '2020-01-01T00:00:00.000Z',
      })
      .execute();
    const setShowWorkPlace = async (on: boolean) => {
      const row = await t.db
        .selectFrom('settings')
        .selectAll()
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      const minor = { ...JSON.parse(row.minor_settings), showWorkPlace: on };
      await t.db
        .updateTable('settings')
        .set({ minor_settings: JSON.stringify(minor) })
        .where('id', '=', row.id)
        .execute();
    };
    const card = async () =>
      (await t.api('GET', `/api/profile/search/show/${joseProfile}`, { ip: '10.1.0.4' })).json().data;
    await setShowWorkPlace(true);
    expect((await card()).Workplace).toBe('Bridgeworks Ltd');
    await setShowWorkPlace(false);
    expect((await card()).Workplace).toBeNull();
  });

  it('shows a register status change in Status', async () => {
    const admin = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', demo.admin)
      .executeTakeFirstOrThrow();
    const csv = [
      'member_no,first_name,last_name,id_number,category,status',
      `${jose.memberNo},José,Müller,${jose.idNumber},CORPORATE,Suspended`,
    ].join('\n');
    await importRegister(t.context, csv, actorWithoutSession(admin.id));
    expect((await search('term=srch%2F0001')).page.results[0].Status).toBe('Suspended');
  });

  it('rebuilds to the same answers', async () => {
    const queries = ['term=zyxpaged', 'term=zyxpaged&page=2', 'term=m%C3%BCller', 'term=srch%2F0003'];
    const before = await Promise.all(queries.map(async (query) => (await search(query, '10.1.0.3')).page));
    await rebuildMemberSearch(t.db);
    const after = await Promise.all(queries.map(async (query) => (await search(query, '10.1.0.3')).page));
    expect(after).toEqual(before);
  });
});

describe('rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({ env: { SEARCH_RATE_LIMIT_PER_MINUTE: '3' } });
  });
  afterAll(() => limited.close());

  it('answers 429 once a client passes the limit; other clients still search', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 4; index += 1)
      statuses.push(
        (await limited.api('GET', '/api/profile/search?term=kamau', { ip: '10.9.0.1' })).statusCode,
      );
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await limited.api('GET', '/api/profile/search?term=kamau', { ip: '10.9.0.1' });
    expect(refused.json().message).toBe(memberSearchMessages.tooManySearches);
    expect((await limited.api('GET', '/api/profile/search?term=kamau', { ip: '10.9.0.2' })).statusCode).toBe(
      200,
    );
  });
});
