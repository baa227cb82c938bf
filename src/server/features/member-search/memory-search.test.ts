import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type MemberSearchPage,
  type MemberSearchQuery,
  memberSearchPageSchema,
  memberSearchQuerySchema,
  memberSearchResultSchema,
} from '../../../contract/member-search';
import { startTestApp, type TestApp } from '../../test-support/harness';
import { memberSearchReader } from './memory-search';
import { searchMembers } from './search-members';
import { rebuildMemberSearch, refreshMemberSearch, refreshMemberSearchForMemberIds } from './sync';
import { addPerson } from './test-support';

let t: TestApp;
let wambui: { userId: number; profileId: string; memberId: number | null };

beforeAll(async () => {
  t = await startTestApp();
  wambui = await addPerson(t, {
    first: 'Wambui',
    second: 'Nyokabi',
    last: 'Gathoni',
    gender: 'Female',
    memberNo: 'MEM/0001',
    idNumber: 'P7654321',
    email: 'wambui@private.example',
  });
  await addPerson(t, { first: 'Émile', last: 'Gathondu', gender: 'Male', category: 'FELLOW' });
  await addPerson(t, { first: 'Otieno', last: 'Gathoni', gender: 'Male', category: 'GRADUATE' });
  await addPerson(t, { first: 'Pending', last: 'Gathoni', memberNo: null });
  for (let index = 0; index < 22; index += 1)
    await addPerson(t, { first: `Row${String(index).padStart(2, '0')}`, last: 'Qxmemory' });
});
afterAll(() => t.close());

/** The reader's answer as the browser reads it. */
const pageFrom = async (reader: ReturnType<typeof memberSearchReader>, wanted: MemberSearchQuery) => {
  const bytes = await reader.searchJson(wanted);
  return bytes ? (JSON.parse(bytes.toString('utf8')).data as MemberSearchPage) : null;
};

const allowList = Object.keys(memberSearchResultSchema.shape).sort();

const query = (input: Record<string, unknown>) => memberSearchQuerySchema.parse(input);
/** What a page says, with the order of ties that collations may break differently left out. */
const summary = (page: MemberSearchPage | null) => ({
  total: page?.total,
  pageCount: page?.pageCount,
  members: page?.results.map((result) => result.ProfileID).sort(),
});

describe('the in-memory member search (decision 0015)', () => {
  it('answers exactly what the database search answers', async () => {
    const reader = memberSearchReader(t.db, 0);
    await reader.ready();
    const cases = [
      { term: 'gath' },
      { term: 'GATHONI wam' },
      { term: 'emile' },
      { term: 'nyok wamb gath' },
      { term: 'gath', gender: 'Male' },
      { term: 'gath', category: 'FELLOW' },
      { term: 'mem/0001' },
      { term: 'p7654321' },
      { term: 'WAMBUI@private.example' },
      { term: 'private' },
      { term: 'p765' },
      { term: 'qxmemory' },
      { term: 'qxmemory', page: 2 },
      { term: 'qxmemory', page: 3 },
      { term: 'pending' },
      { term: 'nobody here' },
    ];
    for (const input of cases) {
      const wanted = query(input);
      const fromDatabase = await searchMembers(t.db, t.dialect, wanted);
      const fromMemory = await pageFrom(reader, wanted);
      expect(summary(fromMemory), JSON.stringify(input)).toEqual(summary(fromDatabase));
    }
    const exactFirst = await pageFrom(reader, query({ term: 'mem/0001' }));
    expect(exactFirst?.results.map((result) => result.FirstName)).toEqual(['Wambui']);
    const paged = await pageFrom(reader, query({ term: 'qxmemory', page: 2 }));
    expect(paged?.results.map((result) => result.FirstName)).toEqual(['Row20', 'Row21']);
  });

  it('writes the JSON answer of the same page, with the allow-listed fields only', async () => {
    const reader = memberSearchReader(t.db, 0);
    await reader.ready();
    for (const input of [
      { term: 'gath' },
      { term: 'qxmemory', page: 2 },
      { term: 'nobody' },
      { term: 'mem/0001' },
    ]) {
      const wanted = query(input);
      const text = (await reader.searchJson(wanted))?.toString('utf8') ?? '';
      const answer = JSON.parse(text);
      const fromDatabase = await searchMembers(t.db, t.dialect, wanted);
      expect(summary(answer.data)).toEqual(summary(fromDatabase));
      // Strict: a key outside the contract's allow-list fails the parse.
      expect(() => memberSearchPageSchema.strict().parse(answer.data)).not.toThrow();
      for (const result of answer.data.results) expect(Object.keys(result).sort()).toEqual(allowList);
      expect(text).not.toMatch(/private\.example|P7654321/i);
    }
  });

  it("follows another instance's changes, removals and rebuilds", async () => {
    const other = memberSearchReader(t.db, 0);
    await other.ready();
    const names = async (term: string) =>
      (await pageFrom(other, query({ term })))?.results.map((result) => result.FirstName) ?? [];
    expect(await names('wambui gath')).toEqual(['Wambui']);

    await t.db
      .updateTable('profiles')
      .set({ first_name: 'Wanjiru' })
      .where('user_id', '=', wambui.userId)
      .execute();
    await refreshMemberSearch(t.db, wambui.userId);
    expect(await names('wambui gath')).toEqual([]);
    expect(await names('wanjiru gath')).toEqual(['Wanjiru']);

    // Without a profile holding its number, the entry is listed by the register's own names.
    await t.db
      .updateTable('profiles')
      .set({ member_no: null })
      .where('user_id', '=', wambui.userId)
      .execute();
    await refreshMemberSearch(t.db, wambui.userId);
    expect(await names('wanjiru gath')).toEqual([]);
    expect(await names('mem/0001')).toEqual(['Wambui']);

    // A status the public list leaves out takes the member off it.
    const memberId = wambui.memberId as number;
    await t.db.updateTable('member_register').set({ status: 'Lapsed' }).where('id', '=', memberId).execute();
    await refreshMemberSearchForMemberIds(t.db, [memberId]);
    expect(await names('mem/0001')).toEqual([]);

    await t.db.updateTable('member_register').set({ status: 'Active' }).where('id', '=', memberId).execute();
    await t.db
      .updateTable('profiles')
      .set({ member_no: 'MEM/0001' })
      .where('user_id', '=', wambui.userId)
      .execute();
    await rebuildMemberSearch(t.db);
    expect(await names('mem/0001')).toEqual(['Wanjiru']);
  });

  it('judges good standing by the day asked, and follows a change of standing in place', async () => {
    const reader = memberSearchReader(t.db, 0);
    await reader.ready();
    const standing = async () =>
      (await pageFrom(reader, query({ term: 'mem/0001' })))?.results.map((result) => result.InGoodStanding);
    expect(await standing()).toEqual([true]);
    // Unpaid and due yesterday: overdue today. Written straight to the index, as a billing run's
    // refresh would, to see the reader's copy follow it.
    await t.db
      .updateTable('member_search')
      .set({ overdue_from: '2000-01-01' })
      .where('member_pk', '=', wambui.memberId as number)
      .execute();
    await t.db
      .insertInto('member_search_changes')
      .values({ member_pk: wambui.memberId, changed_at: '' })
      .execute();
    expect(await standing()).toEqual([false]);
    await t.db
      .updateTable('member_search')
      .set({ overdue_from: '2999-01-01' })
      .where('member_pk', '=', wambui.memberId as number)
      .execute();
    await t.db
      .insertInto('member_search_changes')
      .values({ member_pk: wambui.memberId, changed_at: '' })
      .execute();
    expect(await standing()).toEqual([true]);
  });

  it('lets the database answer until the index has loaded', async () => {
    const fresh = memberSearchReader(t.db, 0);
    expect(await pageFrom(fresh, query({ term: 'gath' }))).toBeNull();
    await fresh.ready();
    expect((await pageFrom(fresh, query({ term: 'gath' })))?.total).toBeGreaterThan(0);
  });
});
