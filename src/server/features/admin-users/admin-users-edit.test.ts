import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUserMessages } from '../../../contract/admin-users';
import { messages } from '../../../contract/common';
import { demo, startTestApp, type TestApp } from '../../test-support/harness';
import { addUser, auditOf, userRow } from './test-support';

let t: TestApp;
const tokens = { superAdmin: '', admin: '' };

beforeAll(async () => {
  t = await startTestApp();
  for (const role of Object.keys(tokens) as (keyof typeof tokens)[]) tokens[role] = await t.login(demo[role]);
});
afterAll(async () => {
  await t?.close();
});

let made = 0;
/** A fresh account per test, so what one test changes no other reads. */
const account = (fields: Omit<Parameters<typeof addUser>[1], 'email'> = {}) => {
  made += 1;
  return addUser(t, { email: `edit-${made}@qx-edit.example`, phone: '+254700100200', ...fields });
};

const edit = (id: number, body: unknown, token = tokens.admin) =>
  t.api('POST', `/api/admin/updateUser/${id}`, { token, body });

/** What the dialog sends: every field, an empty one as null. */
const dialog = (fields: Record<string, string | null>) => ({
  name: null,
  email: 'someone@qx-edit.example',
  phone_no: '+254700100200',
  id_number: null,
  ...fields,
});

describe('POST /api/admin/updateUser/{id}: every kind of account', () => {
  const kinds: [kind: string, make: () => Promise<number>, token: keyof typeof tokens][] = [
    [
      'a member, named by their profile',
      () => account({ idNumber: 'QX100001', profile: { id: 'PRF-QX-EDIT1', first: 'AMANI', last: 'WERU' } }),
      'admin',
    ],
    [
      'a firm, whose ID is its tax PIN',
      () => account({ type: 'Corporate', idNumber: 'P051111111Z' }),
      'admin',
    ],
    ['an applicant without a type yet', () => account({ type: null, idNumber: 'QX100002' }), 'admin'],
    ['an approver without an ID number', () => account({ name: 'Staff', role: 'approver' }), 'superAdmin'],
    ['an admin without an ID number', () => account({ name: 'Staff', role: 'admin' }), 'superAdmin'],
  ];

  it.each(kinds)('saves %s as the dialog sends it (empty fields as null)', async (_kind, make, token) => {
    const id = await make();
    const before = await userRow(t, id);
    const body = dialog({
      name: before.name,
      email: before.email,
      phone_no: '0711 222 333',
      id_number: before.id_number,
    });
    const response = await edit(id, body, tokens[token]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.message).toBe(adminUserMessages.updated);
    expect(await userRow(t, id)).toMatchObject({
      name: before.name,
      id_number: before.id_number,
      phone_no: '+254711222333',
    });
  });

  it('writes the change and an audit row naming what changed', async () => {
    const id = await account({ name: 'Quill Staffer', idNumber: 'QX445566' });
    const response = await edit(id, {
      name: 'Quill Renamed',
      email: 'Quill.New@QX-edit.example',
      phone_no: '0722 999 888',
      id_number: ' qx445577 ',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await userRow(t, id)).toMatchObject({
      name: 'Quill Renamed',
      email: 'quill.new@qx-edit.example',
      phone_no: '+254722999888',
      id_number: 'QX445577',
    });
    const [audit] = await auditOf(t, id);
    expect(audit?.action).toBe('user.updated');
    expect(JSON.parse(audit?.details ?? '{}')).toMatchObject({
      email: { from: `edit-${made}@qx-edit.example`, to: 'quill.new@qx-edit.example' },
      id_number: { from: 'QX445566', to: 'QX445577' },
    });
  });

  it('clears an optional field sent empty or left out', async () => {
    const id = await account({ name: 'Temporary Name', idNumber: 'QX100003' });
    const { email } = await userRow(t, id);
    expect((await edit(id, { email, phone_no: '0700100200', name: '  ', id_number: '' })).statusCode).toBe(
      200,
    );
    expect(await userRow(t, id)).toMatchObject({ name: null, id_number: null });
  });
});

describe('POST /api/admin/updateUser/{id}: bad input changes nothing', () => {
  const refusals: [body: Record<string, string | null>, field: string, message: string][] = [
    [{ email: '' }, 'email', adminUserMessages.required],
    [{ email: 'not-an-email' }, 'email', messages.emailInvalid],
    [{ phone_no: '' }, 'phone_no', adminUserMessages.required],
    [{ phone_no: '12' }, 'phone_no', messages.phoneInvalid],
    [{ phone_no: 'call the office' }, 'phone_no', messages.phoneInvalid],
    [{ id_number: 'AB12' }, 'id_number', messages.idTooShort],
    [{ id_number: 'X'.repeat(41) }, 'id_number', messages.idTooLong],
    [{ name: 'N'.repeat(121) }, 'name', messages.tooLong(120)],
  ];

  it.each(refusals)('%j: 400 on %s with the contract message', async (fields, field, message) => {
    const id = await account({ idNumber: 'QX200001' });
    const before = await userRow(t, id);
    const response = await edit(id, dialog({ email: before.email, ...fields }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({ [field]: message });
    expect(await userRow(t, id)).toEqual(before);
    expect(await auditOf(t, id)).toEqual([]);
  });

  it("refuses another account's e-mail, on the e-mail field", async () => {
    const id = await account();
    const before = await userRow(t, id);
    const response = await edit(id, dialog({ email: demo.member }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: adminUserMessages.emailTaken,
      errors: { email: adminUserMessages.emailTaken },
    });
    expect(await userRow(t, id)).toEqual(before);
  });

  it.each(['QX300001', 'qx300001', 'QX 300 001'])(
    "refuses another account's ID number typed %j, on the ID field",
    async (typed) => {
      await account({ idNumber: 'QX300001' });
      const id = await account({ idNumber: 'QX300002' });
      const before = await userRow(t, id);
      const response = await edit(id, dialog({ email: before.email, id_number: typed }));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        message: adminUserMessages.idNumberTaken,
        errors: { id_number: adminUserMessages.idNumberTaken },
      });
      expect(await userRow(t, id)).toEqual(before);
      expect(await auditOf(t, id)).toEqual([]);
    },
  );

  it('still saves an account that shared its ID number before the rule, when the ID is not changed', async () => {
    await account({ idNumber: 'QX400001' });
    const id = await account({ idNumber: 'QX400001' });
    const { email } = await userRow(t, id);
    const response = await edit(id, dialog({ email, id_number: 'QX400001', phone_no: '0733 000 444' }));
    expect(response.statusCode, response.body).toBe(200);
  });

  it("refuses to move the super-admin's address", async () => {
    const superAdmin = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', demo.superAdmin)
      .executeTakeFirstOrThrow();
    const response = await edit(superAdmin.id, dialog({ email: 'someone@else.example' }));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(adminUserMessages.superAdminEmail);
  });

  it('answers 404 for an unknown user', async () => {
    expect((await edit(999999, dialog({}))).statusCode).toBe(404);
  });
});
