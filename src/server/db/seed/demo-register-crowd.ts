import type { MemberStatus } from '../../../contract/member-register';
import { nowIso } from '../../platform/time';
import type { Db } from '../database';

/**
 * A register worth trying the Member Checker, a billing run and the staff member page on: 320
 * registered engineers in every status, most without a portal account (as in a real body), with
 * Kenyan names, ID numbers, e-mails and phones. Made from a fixed seed, so every start makes the same
 * people; entries that exist already (and staff edits to them) are left alone.
 */
export const CROWD_SIZE = 320;

const firstNames = [
  'WANJIRU',
  'OTIENO',
  'AKINYI',
  'KIPROTICH',
  'CHEBET',
  'MUTUA',
  'NJOKI',
  'OUMA',
  'WAIRIMU',
  'KAMAU',
  'NYAMBURA',
  'ODHIAMBO',
  'JEPKOECH',
  'MWANGI',
  'ATIENO',
  'KIBET',
  'WANJALA',
  'MUTHONI',
  'KARIUKI',
  'AWUOR',
  'CHERUIYOT',
  'NDUTA',
  'ONYANGO',
  'JELAGAT',
  'MAINA',
  'ACHIENG',
  'KOECH',
  'WAMBUI',
  'OKELLO',
  'NAFULA',
];
const middleNames = [
  'GRACE',
  'PETER',
  'JOSEPH',
  'MARY',
  'DAVID',
  'ESTHER',
  'JAMES',
  'FAITH',
  'SAMUEL',
  'RUTH',
];
const lastNames = [
  'KAMAU',
  'OCHIENG',
  'KIPLAGAT',
  'WAFULA',
  'NJOROGE',
  'OMONDI',
  'CHEPKEMOI',
  'MUSYOKA',
  'NDIRANGU',
  'OTIENO',
  'KORIR',
  'WEKESA',
  'GITHINJI',
  'ODUOR',
  'ROTICH',
  'MBUGUA',
  'AUMA',
  'KIMANI',
  'SIMIYU',
  'LANGAT',
  'KIPKEMBOI',
  'NYAGA',
  'OWINO',
  'TANUI',
  'KARANJA',
  'OKOTH',
  'MURIUKI',
  'BARASA',
  'KEMBOI',
  'WANYAMA',
];
const categories = [
  { code: 'GRADUATE', prefix: 'G/' },
  { code: 'TECHNICIAN', prefix: 'T/' },
  { code: 'TECHNOLOGIST', prefix: 'TG/' },
  { code: 'CORPORATE', prefix: 'M/' },
  { code: 'PROFESSIONAL', prefix: 'PE/' },
  { code: 'CONSULTING', prefix: 'CE/' },
  { code: 'FELLOW', prefix: 'F/' },
];
/** Roughly how a body's register looks: most Active, some in each other status. */
const statusShares: [MemberStatus, number][] = [
  ['Active', 0.7],
  ['Suspended', 0.08],
  ['Lapsed', 0.1],
  ['Resigned', 0.05],
  ['Deceased', 0.03],
  ['Struck off', 0.04],
];
const statusReasons: Partial<Record<MemberStatus, string>> = {
  Suspended: 'Subscription unpaid for two years',
  Lapsed: 'Did not renew membership',
  Resigned: 'Resigned by letter to the secretariat',
  Deceased: 'Reported by the family',
  'Struck off': 'Disciplinary committee decision',
};

/** A small deterministic generator (mulberry32): the same crowd on every start. */
function randomFrom(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value ^= value + Math.imul(value ^ (value >>> 7), 61 | value);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)] as T;

function statusFor(share: number): MemberStatus {
  let total = 0;
  for (const [status, part] of statusShares) {
    total += part;
    if (share < total) return status;
  }
  return 'Active';
}

export function crowdMembers() {
  const random = randomFrom(2024);
  return Array.from({ length: CROWD_SIZE }, (_, index) => {
    const category = pick(random, categories);
    const first = pick(random, firstNames);
    const middle = random() < 0.6 ? pick(random, middleNames) : null;
    const last = pick(random, lastNames);
    const number = 6000 + index;
    const hasEmail = random() < 0.85;
    const hasPhone = random() < 0.8;
    return {
      member_no: `${category.prefix}${number}`,
      first_name: first,
      second_name: middle,
      last_name: last,
      id_number: String(20_000_000 + Math.floor(random() * 19_000_000)),
      email: hasEmail ? `${first}.${last}.${number}@mail.eik.example`.toLowerCase() : null,
      phone: hasPhone ? `+2547${String(Math.floor(random() * 100_000_000)).padStart(8, '0')}` : null,
      category: category.code,
      status: statusFor(random()),
      admitted_on: `${2000 + Math.floor(random() * 25)}-0${1 + Math.floor(random() * 9)}-1${Math.floor(random() * 9)}`,
    };
  });
}

/** Adds the crowd's missing entries, each status other than Active with its history row. */
export async function seedRegisterCrowd(db: Db): Promise<void> {
  const existing = new Set(
    (await db.selectFrom('member_register').select('member_no').execute()).map((row) => row.member_no),
  );
  const missing = crowdMembers().filter((member) => !existing.has(member.member_no));
  if (missing.length === 0) return;
  const now = nowIso();
  const inserted = await db
    .insertInto('member_register')
    .values(
      missing.map((member) => ({
        ...member,
        user_id: null,
        activated_at: null,
        created_at: now,
        updated_at: now,
      })),
    )
    .onConflict((oc) => oc.column('member_no').doNothing())
    .returning(['id', 'status'])
    .execute();
  const changes = inserted.filter((row) => row.status !== 'Active');
  if (changes.length === 0) return;
  await db
    .insertInto('member_status_changes')
    .values(
      changes.map((row) => ({
        member_id: row.id,
        from_status: 'Active' as const,
        to_status: row.status,
        reason: statusReasons[row.status] ?? 'Register import',
        effective_on: now.slice(0, 10),
        actor_user_id: null,
        actor_name: 'Registry (demo data)',
        created_at: now,
      })),
    )
    .execute();
}
