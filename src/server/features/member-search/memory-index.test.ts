import { describe, expect, it } from 'vitest';
import { SEARCH_PAGE_SIZE } from '../../../contract/member-search';
import { foldText } from './fold';
import { type IndexedMember, indexedMember, MemberMemoryIndex } from './memory-index';
import { listOrder } from './ranked-snapshot';
import { SEARCH_COUNT_CAP } from './search-members';

const firsts = ['Amina', 'Ámos', 'Anne', 'Brian', 'Wanjiku', 'Wambui', 'Otieno', 'Otis'];
const lasts = ['Kamau', 'Kamara', 'Mwangi', 'Mwaura', 'Odhiambo', 'Ochieng'];
const categories = ['CORPORATE', 'GRADUATE', 'FELLOW'];

const idOf = (pk: number) => (pk === 7 ? 'm/8' : pk === 10 ? 'otieno' : `id${pk}`);

/** A member drawn from small lists, so names repeat and share prefixes as in a real register. */
function memberOf(pk: number, variant: number): IndexedMember {
  const first = firsts[(pk * 7 + variant) % firsts.length] as string;
  const second = pk % 3 === 0 ? (firsts[(pk + variant) % firsts.length] as string) : null;
  const last = lasts[(pk * 5 + variant * 3) % lasts.length] as string;
  const gender = pk % 4 === 0 ? null : pk % 2 === 0 ? 'Female' : 'Male';
  return indexedMember({
    pk,
    result: {
      ProfileID: `PR-${pk}`,
      FirstName: first,
      SecondName: second,
      LastName: last,
      profileTitle: null,
      MemberNo: `M/${pk}`,
      MemberShipType: 'Member',
      Gender: gender,
      Status: 'Active',
      Discipline: null,
      PhotoUrl: null,
    },
    overdueFrom: null,
    category: categories[(pk + variant) % categories.length] as string,
    // Member 7's ID is member 8's member number: two members can hold the same key. Member 10's
    // passport number is a name word, so a term can match it exactly and by name at once.
    keys: [`m/${pk}`, idOf(pk), `${first}.${pk}@mail.example`.toLowerCase()],
    namesFolded: foldText([first, second, last].filter(Boolean).join(' ')),
  });
}

/** The rules stated plainly: the answer every index must give. */
function reference(
  members: Map<number, IndexedMember>,
  query: { term: string; page: number; gender?: string; category?: string },
) {
  const key = query.term.trim().toLowerCase();
  const words = key.includes('@') || /\d/.test(key) ? [] : foldText(query.term).split(' ').filter(Boolean);
  const wanted = [...members.values()].filter(
    (member) =>
      (!query.gender || member.gender === query.gender) &&
      (!query.category || member.category === query.category),
  );
  const exact = wanted.filter((member) => member.keys.includes(key)).sort(listOrder);
  const named = wanted
    .filter(
      (member) =>
        words.length > 0 &&
        !exact.includes(member) &&
        words.every((word) => member.words.some((own) => own.startsWith(word))),
    )
    .sort(listOrder);
  const all = exact.concat(named).slice(0, SEARCH_COUNT_CAP);
  const offset = (query.page - 1) * SEARCH_PAGE_SIZE;
  return {
    total: all.length,
    ids: all.slice(offset, offset + SEARCH_PAGE_SIZE).map((m) => m.result.ProfileID),
  };
}

const terms = [
  'kam',
  'KAMAU amina',
  'amos',
  'wa otieno',
  'otieno',
  'o',
  'm/8',
  'M/12',
  'id40',
  'anne.16@mail.example',
  'nobody',
  'w w',
];

function expectSameAnswers(index: MemberMemoryIndex, members: Map<number, IndexedMember>) {
  for (const term of terms)
    for (const filters of [
      {},
      { gender: 'Female' },
      { category: 'FELLOW' },
      { gender: 'Male', category: 'NONE' },
    ])
      for (const page of [1, 2, 7]) {
        const query = { term, page, ...filters };
        const found = index.find(query as never);
        const wanted = reference(members, query);
        expect(
          { total: found.total, ids: found.members.map((member) => member.result.ProfileID) },
          JSON.stringify(query),
        ).toEqual(wanted);
      }
}

describe('the ranked in-memory index (decision 0015)', () => {
  it('answers as the plain rules do, before and after changes and rebuilds', () => {
    const members = new Map<number, IndexedMember>();
    for (let pk = 1; pk <= 600; pk++) members.set(pk, memberOf(pk, 0));
    const index = new MemberMemoryIndex([...members.values()]);
    expect(index.size).toBe(600);
    expectSameAnswers(index, members);

    // A few changes sit beside the snapshot and are merged into its answers in order.
    for (const pk of [3, 8, 40, 41, 599]) {
      members.set(pk, memberOf(pk, 1));
      index.upsert(memberOf(pk, 1));
    }
    for (const pk of [12, 16]) {
      members.delete(pk);
      index.remove(pk);
    }
    index.upsert(memberOf(700, 2));
    members.set(700, memberOf(700, 2));
    expectSameAnswers(index, members);

    // Enough changes to build the snapshot again.
    for (let pk = 100; pk < 1_400; pk++) {
      members.set(pk, memberOf(pk, 3));
      index.upsert(memberOf(pk, 3));
    }
    expect(index.size).toBe(members.size);
    expectSameAnswers(index, members);
  });

  it('puts changes nothing searches on (status, standing) in place, and answers with them', () => {
    const members = new Map<number, IndexedMember>();
    for (let pk = 1; pk <= 600; pk++) members.set(pk, memberOf(pk, 0));
    const index = new MemberMemoryIndex([...members.values()]);
    // More than the changes kept beside a snapshot: each is put in place, none waits beside it.
    for (let round = 0; round < 3; round++)
      for (let pk = 1; pk <= 600; pk++) {
        const before = members.get(pk) as IndexedMember;
        const changed = {
          ...before,
          result: { ...before.result, Status: round % 2 === 0 ? 'Suspended' : 'Active' },
          overdueFrom: round === 2 ? '2001-01-31' : null,
          json: undefined,
        };
        members.set(pk, changed);
        index.upsert(changed);
      }
    expect(index.size).toBe(600);
    expectSameAnswers(index, members);
    const found = index.find({ term: 'm/40', page: 1 } as never).members[0];
    expect([found?.result.Status, found?.overdueFrom]).toEqual(['Suspended', '2001-01-31']);
  });

  it('stops counting at the cap and lists nothing past it', () => {
    const kamaus = Array.from({ length: SEARCH_COUNT_CAP + 30 }, (_, at) => {
      const member = memberOf(at + 1, 0);
      return { ...member, words: [...member.words, 'kamau'] };
    });
    const index = new MemberMemoryIndex(kamaus);
    const lastPage = SEARCH_COUNT_CAP / SEARCH_PAGE_SIZE;
    expect(index.find({ term: 'kamau', page: 1 } as never).total).toBe(SEARCH_COUNT_CAP);
    expect(index.find({ term: 'kam', page: lastPage } as never).members).toHaveLength(SEARCH_PAGE_SIZE);
    expect(index.find({ term: 'kam', page: lastPage + 1 } as never).members).toEqual([]);
  });
});
