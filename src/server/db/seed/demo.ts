import type { Kysely } from 'kysely';
import { hashPassword } from '../../platform/passwords';
import { nowIso } from '../../platform/time';
import type { Db } from '../database';
import { insertProfile } from '../insert-profile';
import type { Database, NewUser } from '../schema';
import { seedDemoApplication } from './demo-application';
import { claimSeedRun } from './seed-runs';

/** One password for every demo account; it satisfies the portal's own password rule. */
export const DEMO_PASSWORD = 'Portal#2026';

export interface DemoAccount {
  email: string;
  label: string;
  user: Omit<NewUser, 'email' | 'password_hash' | 'created_at' | 'updated_at'>;
  /**
   * Registered through /categories: an application for their category, New (not submitted yet) or
   * Open (submitted, fee invoiced, waiting in the review queue).
   */
  applies?: 'New' | 'Open';
  /** A member already: this number on the profile and an Active register entry linked to the account. */
  memberNo?: string;
  profile?: {
    first_name: string;
    second_name: string;
    last_name: string;
    gender: 'Male' | 'Female';
    date_of_birth: string;
    id_number: string;
    county_no: number;
    city: string;
    discipline: string;
  };
}

export function demoAccounts(superAdminEmail: string): DemoAccount[] {
  const staff = { type: null, category: null, id_number: null } as const;
  const verified = nowIso();
  return [
    {
      email: superAdminEmail,
      label: 'super-admin',
      user: {
        ...staff,
        name: 'Grace Wanjiru',
        phone_no: '+254700000001',
        is_admin: 1,
        is_approver: 0,
        email_verified_at: verified,
      },
    },
    {
      email: 'admin@eik.example',
      label: 'admin',
      user: {
        ...staff,
        name: 'Peter Otieno',
        phone_no: '+254700000002',
        is_admin: 1,
        is_approver: 0,
        email_verified_at: verified,
      },
    },
    {
      email: 'approver@eik.example',
      label: 'approver',
      user: {
        ...staff,
        name: 'Amina Hassan',
        phone_no: '+254700000003',
        is_admin: 0,
        is_approver: 1,
        email_verified_at: verified,
      },
    },
    {
      email: 'member@eik.example',
      label: 'member with a profile',
      memberNo: 'M/1007',
      user: {
        name: null,
        phone_no: '+254712345678',
        id_number: '23456789',
        type: 'Individual',
        category: 'CORPORATE',
        is_admin: 0,
        is_approver: 0,
        email_verified_at: verified,
      },
      profile: {
        first_name: 'JAMES',
        second_name: 'MWANGI',
        last_name: 'KAMAU',
        gender: 'Male',
        date_of_birth: '1984-03-14',
        id_number: '23456789',
        county_no: 47,
        city: 'Nairobi',
        discipline: 'CIVIL',
      },
    },
    {
      email: 'applicant@eik.example',
      label: 'individual applicant without a profile',
      applies: 'New',
      user: {
        name: null,
        phone_no: '+254722334455',
        id_number: '34567890',
        type: 'Individual',
        category: 'GRADUATE',
        is_admin: 0,
        is_approver: 0,
        email_verified_at: verified,
      },
    },
    {
      email: 'firm@eik.example',
      label: 'firm applicant',
      applies: 'New',
      user: {
        name: null,
        phone_no: '+254733445566',
        id_number: 'P051234567X',
        type: 'Corporate',
        category: 'FIRM',
        is_admin: 0,
        is_approver: 0,
        email_verified_at: verified,
      },
    },
    {
      email: 'submitted@eik.example',
      label: 'applicant whose application waits in the review queue',
      applies: 'Open',
      user: {
        name: null,
        phone_no: '+254744556677',
        id_number: '29876543',
        type: 'Individual',
        category: 'GRADUATE',
        is_admin: 0,
        is_approver: 0,
        email_verified_at: verified,
      },
      profile: {
        first_name: 'FAITH',
        second_name: 'WAMBUI',
        last_name: 'NJOROGE',
        gender: 'Female',
        date_of_birth: '1997-08-21',
        id_number: '29876543',
        county_no: 22,
        city: 'Kiambu',
        discipline: 'ELEC',
      },
    },
  ];
}

const seedRunOf = (email: string) => `demo-account:${email}`;

/**
 * Demo accounts for trying the portal, each created once (seed_runs `demo-account:<e-mail>`): from
 * then on it is staff's like any account, so an account whose e-mail, phone, ID number or member
 * number they changed, or that they deleted, is not made again at the next start.
 */
export async function seedDemoData(db: Db, superAdminEmail: string): Promise<void> {
  let passwordHash: Promise<string> | undefined;
  for (const account of demoAccounts(superAdminEmail)) {
    const email = account.email.toLowerCase();
    const ran = await db
      .selectFrom('seed_runs')
      .select('name')
      .where('name', '=', seedRunOf(email))
      .executeTakeFirst();
    if (ran) continue;
    passwordHash ??= hashPassword(DEMO_PASSWORD);
    const hashed = await passwordHash;
    await db.transaction().execute(async (trx) => {
      if (!(await claimSeedRun(trx, seedRunOf(email)))) return;
      if (await alreadyThere(trx, account, email)) return;
      const now = nowIso();
      const { id } = await trx
        .insertInto('users')
        .values({ ...account.user, email, password_hash: hashed, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (account.profile) {
        await insertProfile(trx, {
          ...account.profile,
          user_id: id,
          nationality: 'KE',
          confirmed: 1,
          member_no: account.memberNo ?? null,
          created_at: now,
          updated_at: now,
        });
        if (account.memberNo && account.user.category) {
          await trx
            .insertInto('member_register')
            .values({
              member_no: account.memberNo,
              first_name: account.profile.first_name,
              second_name: account.profile.second_name,
              last_name: account.profile.last_name,
              id_number: account.profile.id_number,
              email,
              phone: account.user.phone_no ?? null,
              category: account.user.category,
              status: 'Active',
              user_id: id,
              activated_at: now,
              created_at: now,
              updated_at: now,
            })
            .execute();
        }
      }
      if (account.applies && account.user.category) {
        await seedDemoApplication(trx, id, account.user.category, account.applies);
      }
    });
  }
}

/**
 * Whether a database seeded before the seed_runs marks holds this account already, perhaps as
 * staff edited it since: by its e-mail, or by what staff rarely change all at once (the phone
 * number, the ID number, the member number on its profile).
 */
async function alreadyThere(trx: Kysely<Database>, account: DemoAccount, email: string): Promise<boolean> {
  const { phone_no: phone, id_number: idNumber } = account.user;
  const user = await trx
    .selectFrom('users')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('email', '=', email),
        ...(phone ? [eb('phone_no', '=', phone)] : []),
        ...(idNumber ? [eb('id_number', '=', idNumber)] : []),
      ]),
    )
    .executeTakeFirst();
  if (user) return true;
  if (!account.memberNo) return false;
  const profile = await trx
    .selectFrom('profiles')
    .select('id')
    .where('member_no', '=', account.memberNo)
    .executeTakeFirst();
  return profile !== undefined;
}
