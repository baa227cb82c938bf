import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../contract/common';
import { type ImportReport, type RegisterPage, registerMessages } from '../../../contract/member-register';
import { CROWD_SIZE } from '../../db/seed/demo-register-crowd';
import { demoRegister } from '../../db/seed/member-register';
import { demo, startTestApp, type TestApp } from '../../test-support/harness';
import { parseCsv } from './csv';

let t: TestApp;
const tokens = { superAdmin: '', admin: '', approver: '', member: '' };
beforeAll(async () => {
  t = await startTestApp();
  for (const role of Object.keys(tokens) as (keyof typeof tokens)[]) tokens[role] = await t.login(demo[role]);
});
afterAll(async () => {
  await t?.close();
});

function upload(content: string | Uint8Array<ArrayBuffer>, token = tokens.admin, name = 'register.csv') {
  const form = new FormData();
  const bytes: Uint8Array<ArrayBuffer> =
    typeof content === 'string' ? new TextEncoder().encode(content) : content;
  form.set('file', new Blob([bytes], { type: 'text/csv' }), name);
  return t.api('POST', '/api/admin/member-register/import', { body: form, token });
}

const entry = (memberNo: string) =>
  t.db.selectFrom('member_register').selectAll().where('member_no', '=', memberNo).executeTakeFirst();

/** Column order shuffled, header in another case, a BOM, CRLF, quoted fields with commas and quotes. */
const tolerantFile = [
  '\uFEFFMember No,Last_Name,First_Name,Second_Name,ID_Number,Email,Phone,Category,Status',
  'm/5001,"OTIENO, JR",peter,,12345678,Peter.Otieno@Example.com,0712 345 001,corporate,active',
  'G/5002,Wafula,"Grace ""Gigi""",Nasimiyu,23456789,,+254722000002,GRADUATE,Inactive',
  '',
  'T/5003,Kiprono,Daniel,,34567890,daniel@example.com,,TECHNICIAN,Inactive',
].join('\r\n');

const badRows = [
  'member_no,first_name,second_name,last_name,id_number,email,phone,category,status',
  ',NO,,NUMBER,11111111,,,GRADUATE,Inactive',
  'X/1,BAD,,EMAIL,22222222,not-an-email,,GRADUATE,Inactive',
  'X/2,BAD,,PHONE,33333333,,12345,GRADUATE,Inactive',
  'X/3,BAD,,CATEGORY,44444444,,,ASTRONAUT,Inactive',
  'X/4,BAD,,STATUS,55555555,,,GRADUATE,Retired',
  'X/5,NO,,ID,,,,GRADUATE,Inactive',
  'X/6,GOOD,,ROW,66666666,,,GRADUATE,Inactive',
  'x/6,SAME,,NUMBER,77777777,,,GRADUATE,Inactive',
].join('\n');

describe('POST /api/admin/member-register/import', () => {
  it('refuses members and approvers with 403 and visitors with 401', async () => {
    for (const role of ['member', 'approver'] as const) {
      const response = await upload(tolerantFile, tokens[role]);
      expect(response.statusCode, role).toBe(403);
      expect(response.json()).toEqual({ message: messages.forbidden });
    }
    const visitor = await upload(tolerantFile, '');
    expect(visitor.statusCode).toBe(401);
    expect(await entry('M/5001')).toBeUndefined();
  });

  it('adds the rows of a file in any column order, case and line ending, and reports each row', async () => {
    const response = await upload(tolerantFile);
    expect(response.statusCode).toBe(200);
    const report: ImportReport = response.json().data;
    expect(report).toMatchObject({ accepted: 3, added: 3, updated: 0, unchanged: 0, rejected: 0 });
    expect(report.rows).toEqual([
      { line: 2, member_no: 'M/5001', outcome: 'added' },
      { line: 3, member_no: 'G/5002', outcome: 'added' },
      { line: 5, member_no: 'T/5003', outcome: 'added' },
    ]);
    expect(await entry('M/5001')).toMatchObject({
      first_name: 'PETER',
      second_name: null,
      last_name: 'OTIENO, JR',
      id_number: '12345678',
      email: 'peter.otieno@example.com',
      phone: '+254712345001',
      category: 'CORPORATE',
      status: 'Active',
      user_id: null,
    });
    expect(await entry('G/5002')).toMatchObject({ first_name: 'GRACE "GIGI"', email: null });

    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'member-register.import')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.details ?? '{}')).toMatchObject({ added: 3, rejected: 0 });
  });

  it('changes nothing when the same file comes again', async () => {
    const before = await t.db.selectFrom('member_register').select(['member_no', 'updated_at']).execute();
    const response = await upload(tolerantFile, tokens.superAdmin);
    expect(response.statusCode).toBe(200);
    const report: ImportReport = response.json().data;
    expect(report).toMatchObject({ accepted: 0, added: 0, updated: 0, unchanged: 3, rejected: 0 });
    expect(report.rows.every((row) => row.outcome === 'unchanged')).toBe(true);
    const after = await t.db.selectFrom('member_register').select(['member_no', 'updated_at']).execute();
    expect(after).toEqual(before);
  });

  it('updates changed rows but never the account link of an activated member', async () => {
    const member = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', demo.member)
      .executeTakeFirstOrThrow();
    const activatedAt = '2026-01-02T03:04:05.000Z';
    await t.db
      .updateTable('member_register')
      .set({ user_id: member.id, activated_at: activatedAt })
      .where('member_no', '=', 'G/5002')
      .execute();
    const changed = tolerantFile.replace('+254722000002', '0733 000 002').replace('Daniel', 'Dan');
    const report: ImportReport = (await upload(changed)).json().data;
    expect(report.rows.map((row) => row.outcome)).toEqual(['unchanged', 'updated', 'updated']);
    expect(report).toMatchObject({ accepted: 2, updated: 2, unchanged: 1 });
    // The file's legacy 'Inactive' reads as Active; the account link is never the file's business.
    expect(await entry('G/5002')).toMatchObject({
      phone: '+254733000002',
      user_id: member.id,
      activated_at: activatedAt,
      status: 'Active',
    });
    expect(await entry('T/5003')).toMatchObject({ first_name: 'DAN' });
  });

  it('rejects invalid rows with their reasons and keeps the valid ones', async () => {
    const response = await upload(badRows);
    expect(response.statusCode).toBe(200);
    const report: ImportReport = response.json().data;
    expect(report).toMatchObject({ accepted: 1, added: 1, rejected: 7 });
    const reasons = Object.fromEntries(report.rows.map((row) => [row.line, row.reason]));
    expect(reasons[2]).toBe('member_no: Field is required');
    expect(reasons[3]).toBe('email: E-mail must be valid');
    expect(reasons[4]).toBe(`phone: ${messages.phoneInvalid}`);
    expect(reasons[5]).toBe("category: unknown category 'ASTRONAUT'");
    expect(reasons[6]).toBe(`status: ${registerMessages.invalidStatus}`);
    expect(reasons[7]).toBe('id_number: Field is required');
    expect(reasons[8]).toBeUndefined();
    expect(reasons[9]).toBe('member_no: the same member number is already on line 8');
    expect(report.rows[7]).toMatchObject({ member_no: 'X/6', outcome: 'rejected' });
    expect(await entry('X/1')).toBeUndefined();
    expect(await entry('X/6')).toMatchObject({ last_name: 'ROW' });
  });

  it('refuses a file that is not CSV with a clear message', async () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48]);
    const binary = await upload(png, tokens.admin, 'photo.png');
    expect(binary.statusCode).toBe(400);
    expect(binary.json()).toMatchObject({
      message: registerMessages.notCsv,
      errors: { file: registerMessages.notCsv },
    });

    const prose = await upload('Dear admin,\nplease find the members attached.\n');
    expect(prose.statusCode).toBe(400);
    expect(prose.json().message).toBe(registerMessages.notCsv);

    const partial = await upload('member_no,first_name,last_name\nM/1,A,B\n');
    expect(partial.statusCode).toBe(400);
    expect(partial.json().message).toBe(registerMessages.missingColumns(['id_number', 'category', 'status']));

    const headerOnly = await upload(badRows.split('\n')[0] ?? '');
    expect(headerOnly.json().message).toBe(registerMessages.noRows);

    const empty = await t.api('POST', '/api/admin/member-register/import', {
      body: new FormData(),
      token: tokens.admin,
    });
    expect(empty.statusCode).toBe(400);
  });
});

describe('GET /api/admin/member-register', () => {
  it('lists the demo register and the imports, 20 a page, with the total', async () => {
    const first: RegisterPage = (
      await t.api('GET', '/api/admin/member-register', { token: tokens.admin })
    ).json().data;
    // The demo register, its crowd, the demo member's own entry (member@eik.example) and the four imported.
    const total = demoRegister.length + CROWD_SIZE + 1 + 4;
    expect(first).toMatchObject({ total, page: 1, pageSize: 20 });
    expect(first.items).toHaveLength(20);
    const memberNos = first.items.map((item) => item.member_no);
    expect(memberNos).toEqual([...memberNos].sort());
    const second: RegisterPage = (
      await t.api('GET', '/api/admin/member-register?page=2', { token: tokens.admin })
    ).json().data;
    expect(second.items).toHaveLength(20);
    const last: RegisterPage = (
      await t.api('GET', `/api/admin/member-register?page=${Math.ceil(total / 20)}`, { token: tokens.admin })
    ).json().data;
    expect(last.items).toHaveLength(total % 20 || 20);
  });

  it('searches number, names, ID, e-mail and phone, word by word and in any case', async () => {
    const search = async (term: string) =>
      (
        (
          await t.api('GET', `/api/admin/member-register?term=${encodeURIComponent(term)}`, {
            token: tokens.admin,
          })
        ).json().data as RegisterPage
      ).items.map((item) => item.member_no);
    expect(await search('brian ruto')).toEqual(['G/2307']);
    expect(await search('33456712')).toEqual(['G/2307']);
    expect(await search('Wanjiku.Muthoni@')).toEqual(['M/1021']);
    expect(await search('+254722456789')).toEqual(['G/2307']);
    expect(await search('pe/04')).toEqual(['PE/0457']);
    expect(await search('100%_')).toEqual([]);
  });

  it('shows whether an entry is activated', async () => {
    const page: RegisterPage = (
      await t.api('GET', '/api/admin/member-register?term=G%2F5002', { token: tokens.admin })
    ).json().data;
    expect(page.items[0]?.activated_at).toBe('2026-01-02T03:04:05.000Z');
  });

  it('is for admins only', async () => {
    expect((await t.api('GET', '/api/admin/member-register', { token: tokens.member })).statusCode).toBe(403);
    expect((await t.api('GET', '/api/admin/member-register', { token: tokens.approver })).statusCode).toBe(
      403,
    );
    expect((await t.api('GET', '/api/admin/member-register')).statusCode).toBe(401);
    expect((await t.api('GET', '/api/admin/member-register', { token: tokens.superAdmin })).statusCode).toBe(
      200,
    );
  });
});

describe('the demo register', () => {
  it('is seeded once: a restart adds nothing and keeps edits', async () => {
    await t.db
      .updateTable('member_register')
      .set({ email: 'edited@example.com' })
      .where('member_no', '=', 'G/2307')
      .execute();
    const before = await t.db.selectFrom('member_register').select('id').execute();
    await t.reseed();
    const after = await t.db.selectFrom('member_register').select('id').execute();
    expect(after).toHaveLength(before.length);
    expect((await entry('G/2307'))?.email).toBe('edited@example.com');
  });
});

describe('parseCsv', () => {
  it('reads quoted line breaks, CR line ends and a last line without a break', () => {
    expect(parseCsv('a,b\r"x\ny",z\rlast,row')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['x\ny', 'z'] },
      { line: 4, fields: ['last', 'row'] },
    ]);
    expect(parseCsv('a;b\n1;"2;3"', ';')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['1', '2;3'] },
    ]);
    expect(() => parseCsv('a,"b\n1,2')).toThrow(/never closed/);
  });
});
