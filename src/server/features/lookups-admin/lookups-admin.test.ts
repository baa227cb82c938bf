import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargeAmountRequired, lookupAdminMessages } from '../../../contract/setup-lookups-admin';
import { seedReferenceData } from '../../db/seed/reference';
import { demo, startTestApp, type TestApp } from '../../test-support/harness';

let t: TestApp;
let admin: string;
let superAdmin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login(demo.admin);
  superAdmin = await t.login(demo.superAdmin);
});
afterAll(async () => {
  await t?.close();
});

const auditOf = (action: string) =>
  t.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id', 'desc').execute();

describe('who may edit categories and lookups', () => {
  const writes: [string, string, unknown][] = [
    ['GET', '/api/admin/lookups/titles', undefined],
    ['POST', '/api/admin/lookups/titles', { code: 'X', description: 'X' }],
    ['PUT', '/api/admin/lookups/titles/ENG', { description: 'X' }],
    ['DELETE', '/api/admin/lookups/titles/ENG', undefined],
    ['GET', '/api/admin/categories', undefined],
    ['POST', '/api/admin/categories', { Code: 'X' }],
    ['PUT', '/api/admin/categories/X', { Description: 'X', CanApply: true, entitled: false }],
    ['PUT', '/api/admin/categories/X/charges/APPLICATION', { amount: 1 }],
    ['DELETE', '/api/admin/categories/X', undefined],
  ];
  it.each(writes)(
    '%s %s answers 401 to visitors and 403 to members and approvers',
    async (method, url, body) => {
      expect((await t.api(method as 'GET', url, { body })).statusCode).toBe(401);
      for (const email of [demo.member, demo.approver]) {
        const token = await t.login(email);
        expect((await t.api(method as 'GET', url, { token, body })).statusCode).toBe(403);
      }
    },
  );

  it('lets the super-admin as well as an admin read', async () => {
    expect((await t.api('GET', '/api/admin/lookups/counties', { token: superAdmin })).statusCode).toBe(200);
    expect((await t.api('GET', '/api/admin/categories', { token: admin })).statusCode).toBe(200);
  });
});

describe('lookups', () => {
  it('adds a discipline, refuses its code twice (409) and the public list shows it renamed', async () => {
    const added = await t.api('POST', '/api/admin/lookups/disciplines', {
      token: admin,
      body: { code: 'TESTDISC', description: 'Marine Engineering' },
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data).toEqual({ code: 'TESTDISC', description: 'Marine Engineering', parent: null });

    const again = await t.api('POST', '/api/admin/lookups/disciplines', {
      token: admin,
      body: { code: 'TESTDISC', description: 'Another' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(lookupAdminMessages.codeTaken);

    const renamed = await t.api('PUT', '/api/admin/lookups/disciplines/TESTDISC', {
      token: superAdmin,
      body: { description: 'Marine and Naval Engineering' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const publicList = (await t.api('GET', '/api/setup/disciplines')).json().data as {
      code: string;
      description: string;
    }[];
    expect(publicList).toContainEqual({ code: 'TESTDISC', description: 'Marine and Naval Engineering' });

    const [audit] = await auditOf('lookup.updated');
    expect(audit?.subject_type).toBe('disciplines');
    expect(audit?.subject_id).toBe('TESTDISC');
    expect((await auditOf('lookup.added')).some((row) => row.subject_id === 'TESTDISC')).toBe(true);
  });

  it('needs an existing discipline for a specialization type and a county for a city', async () => {
    const noParent = await t.api('POST', '/api/admin/lookups/specialization-types', {
      token: admin,
      body: { code: 'SHIPS', description: 'Ship design' },
    });
    expect(noParent.statusCode).toBe(400);
    expect(noParent.json().message).toBe(lookupAdminMessages.parentRequired('Discipline'));
    const unknown = await t.api('POST', '/api/admin/lookups/cities', {
      token: admin,
      body: { code: 'NOWHERE', description: 'Nowhere', parent: '999' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(lookupAdminMessages.parentUnknown('County'));
    const city = await t.api('POST', '/api/admin/lookups/cities', {
      token: admin,
      body: { code: '1-NEWTOWN', description: 'Newtown', parent: '1' },
    });
    expect(city.statusCode, city.body).toBe(200);
    const cities = (await t.api('GET', '/api/setup/cities?county=1')).json().data as { Code: string }[];
    expect(cities.map((row) => row.Code)).toContain('1-NEWTOWN');
  });

  it('refuses a county code that is not a number', async () => {
    const response = await t.api('POST', '/api/admin/lookups/counties', {
      token: admin,
      body: { code: 'ABC', description: 'Letters' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(lookupAdminMessages.countyCodeNumeric);
  });

  it('deletes an unused value, refuses one in use with the reason, and answers 404 for an unknown one', async () => {
    await t.api('POST', '/api/admin/lookups/titles', {
      token: admin,
      body: { code: 'TMP', description: 'Temporary' },
    });
    const removed = await t.api('DELETE', '/api/admin/lookups/titles/TMP', { token: admin });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().message).toBe(lookupAdminMessages.deleted);
    expect((await auditOf('lookup.deleted')).some((row) => row.subject_id === 'TMP')).toBe(true);
    expect((await t.api('DELETE', '/api/admin/lookups/titles/TMP', { token: admin })).statusCode).toBe(404);

    // A county with cities is in use.
    const county = await t.api('DELETE', '/api/admin/lookups/counties/1', { token: admin });
    expect(county.statusCode).toBe(409);
    expect(county.json().message).toBe(lookupAdminMessages.inUse('county', 'cities'));
    // A discipline a specialization type belongs to is in use.
    const used = await t.db.selectFrom('specialization_types').select('discipline').executeTakeFirstOrThrow();
    const discipline = await t.api('DELETE', `/api/admin/lookups/disciplines/${used.discipline}`, {
      token: admin,
    });
    expect(discipline.statusCode).toBe(409);
    expect(discipline.json().message).toContain('specialization types');
  });

  it('keeps a deleted seeded value deleted when the server starts again', async () => {
    const seeded = await t.api('DELETE', '/api/admin/lookups/titles/AMB', { token: admin });
    expect(seeded.statusCode, seeded.body).toBe(200);
    // What every start runs before serving (db/seed/index.ts).
    await seedReferenceData(t.db);
    const titles = await t.api('GET', '/api/setup/titles');
    expect(titles.json().data.map((title: { code: string }) => title.code)).not.toContain('AMB');
  });

  it('refuses a title a member profile uses', async () => {
    const profile = await t.db.selectFrom('profiles').select('id').executeTakeFirstOrThrow();
    await t.api('POST', '/api/admin/lookups/titles', {
      token: admin,
      body: { code: 'USED', description: 'Used' },
    });
    await t.db
      .insertInto('profile_titles')
      .values({ profile_id: profile.id, title: 'USED', sequence: 99 })
      .execute();
    const response = await t.api('DELETE', '/api/admin/lookups/titles/USED', { token: admin });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(lookupAdminMessages.inUse('title', 'member profiles'));
  });
});

describe('membership categories', () => {
  const newCategory = {
    Code: 'TESTCAT',
    Description: 'Test Category',
    categoryType: 'Individual',
    CanApply: false,
    entitled: false,
    memberNoPrefix: 'TC',
  };

  it('adds a category, refuses its code twice, edits it and its charge; the public list shows both', async () => {
    const added = await t.api('POST', '/api/admin/categories', { token: admin, body: newCategory });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data).toMatchObject({ Code: 'TESTCAT', charges: [] });
    const again = await t.api('POST', '/api/admin/categories', { token: admin, body: newCategory });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(lookupAdminMessages.codeTaken);

    const edited = await t.api('PUT', '/api/admin/categories/TESTCAT', {
      token: admin,
      body: { Description: 'Test Members', CanApply: true, entitled: true },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const charged = await t.api('PUT', '/api/admin/categories/TESTCAT/charges/APPLICATION', {
      token: admin,
      body: { amount: 1234.5 },
    });
    expect(charged.statusCode, charged.body).toBe(200);

    const stored = await t.db
      .selectFrom('category_charges')
      .select('amount_cents')
      .where('category_code', '=', 'TESTCAT')
      .executeTakeFirstOrThrow();
    expect(stored.amount_cents).toBe(123450);
    const publicList = (await t.api('GET', '/api/setup/categories')).json().data as Record<string, unknown>[];
    expect(publicList.find((row) => row.Code === 'TESTCAT')).toEqual({
      Code: 'TESTCAT',
      Description: 'Test Members',
      categoryType: 'Individual',
      CanApply: true,
      entitled: true,
      charges: [{ Charge_Item: 'APPLICATION', Currency_Code: 'KES', Amount_Including_VAT: 1234.5 }],
    });
    const [audit] = await auditOf('category.charge.saved');
    expect(JSON.parse(audit?.details ?? '{}')).toEqual({
      item: 'APPLICATION',
      beforeKes: null,
      afterKes: 1234.5,
    });
    expect((await auditOf('category.updated')).some((row) => row.subject_id === 'TESTCAT')).toBe(true);
  });

  it('refuses -5 and a text amount with their messages, and stores nothing', async () => {
    const cases = [
      [-5, 'Amount cannot be negative'],
      ['abc', chargeAmountRequired],
      [null, chargeAmountRequired],
    ] as const;
    for (const [amount, message] of cases) {
      const response = await t.api('PUT', '/api/admin/categories/TESTCAT/charges/UPGRADE', {
        token: admin,
        body: { amount },
      });
      expect(response.statusCode, String(amount)).toBe(400);
      expect(response.json()).toMatchObject({ message, errors: { amount: message } });
    }
    const stored = await t.db
      .selectFrom('category_charges')
      .select('amount_cents')
      .where('category_code', '=', 'TESTCAT')
      .where('charge_item', '=', 'UPGRADE')
      .execute();
    expect(stored).toEqual([]);
  });

  it('refuses a negative amount, more than two decimals and an unknown charge item', async () => {
    for (const amount of [-1, 10.123]) {
      const response = await t.api('PUT', '/api/admin/categories/TESTCAT/charges/SUBSCRIPTION', {
        token: admin,
        body: { amount },
      });
      expect(response.statusCode).toBe(400);
    }
    const item = await t.api('PUT', '/api/admin/categories/TESTCAT/charges/BOOKING', {
      token: admin,
      body: { amount: 1 },
    });
    expect(item.statusCode).toBe(400);
    const missing = await t.api('PUT', '/api/admin/categories/NOPE/charges/LICENSE', {
      token: admin,
      body: { amount: 1 },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses to delete a category members use, and deletes an unused one with its charges', async () => {
    const member = await t.db
      .selectFrom('users')
      .select('category')
      .where('email', '=', demo.member)
      .executeTakeFirstOrThrow();
    const used = await t.api('DELETE', `/api/admin/categories/${member.category}`, { token: admin });
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toContain('members');

    const removed = await t.api('DELETE', '/api/admin/categories/TESTCAT', { token: superAdmin });
    expect(removed.statusCode, removed.body).toBe(200);
    const left = await t.db
      .selectFrom('category_charges')
      .selectAll()
      .where('category_code', '=', 'TESTCAT')
      .execute();
    expect(left).toEqual([]);
    expect((await auditOf('category.deleted')).some((row) => row.subject_id === 'TESTCAT')).toBe(true);
  });
});
