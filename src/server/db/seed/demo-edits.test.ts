import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demo, startTestApp, type TestApp } from '../../test-support/harness';

let t: TestApp;
let adminToken = '';
beforeAll(async () => {
  t = await startTestApp();
  adminToken = await t.login(demo.superAdmin);
});
afterAll(async () => {
  await t?.close();
});

const userOf = (email: string) =>
  t.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();

/** What the Users page's edit dialog sends. */
async function staffEdit(email: string, changes: Record<string, string | null>): Promise<void> {
  const user = await userOf(email);
  if (!user) throw new Error(`no account ${email}`);
  const response = await t.api('POST', `/api/admin/updateUser/${user.id}`, {
    token: adminToken,
    body: {
      name: user.name,
      email: user.email,
      phone_no: user.phone_no,
      id_number: user.id_number,
      ...changes,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('demo seeding after staff edited the demo accounts', () => {
  it('starts again without recreating an account whose e-mail, phone or ID staff changed', async () => {
    await staffEdit(demo.member, { email: 'james.kamau@eik.example', phone_no: '+254799000111' });
    await staffEdit(demo.applicant, { email: 'applicant.renamed@eik.example', id_number: '34567891' });
    await staffEdit(demo.admin, { email: 'peter.otieno@eik.example', name: 'P. Otieno' });

    await t.reseed();
    await t.reseed();

    for (const email of [demo.member, demo.applicant, demo.admin])
      expect(await userOf(email)).toBeUndefined();
    const members = await t.db
      .selectFrom('profiles')
      .select('id')
      .where('member_no', '=', 'M/1007')
      .execute();
    expect(members).toHaveLength(1);
    const register = await t.db
      .selectFrom('member_register')
      .select('email')
      .where('member_no', '=', 'M/1007')
      .execute();
    expect(register).toHaveLength(1);
    // The edited accounts sign in with their new addresses; nothing else took the old ones.
    await t.login('james.kamau@eik.example', DEMO_PASSWORD);
    await t.login('peter.otieno@eik.example', DEMO_PASSWORD);
  });

  it('does not bring back a demo account that staff deleted', async () => {
    const firm = await userOf(demo.firm);
    expect(firm).toBeDefined();
    await t.db.deleteFrom('users').where('id', '=', firm!.id).execute();
    await t.reseed();
    expect(await userOf(demo.firm)).toBeUndefined();
  });
});

describe('demo seeding of a database seeded before each demo account was recorded', () => {
  it('recognises the edited accounts by their phone, ID or member number', async () => {
    await staffEdit(demo.approver, { email: 'amina.hassan@eik.example' });
    await t.db.deleteFrom('seed_runs').where('name', 'like', 'demo-account:%').execute();
    await t.reseed();
    expect(await userOf(demo.approver)).toBeUndefined();
    expect(await userOf(demo.member)).toBeUndefined();
    const runs = await t.db
      .selectFrom('seed_runs')
      .select('name')
      .where('name', 'like', 'demo-account:%')
      .execute();
    expect(runs.length).toBeGreaterThan(0);
  });
});
