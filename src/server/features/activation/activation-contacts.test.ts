import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activationMessages } from '../../../contract/activation';
import { messages } from '../../../contract/common';
import { maskEmail } from '../../../contract/route-values';
import { demo } from '../../test-support/harness';
import {
  activate,
  latestCodeTo,
  outboxCount,
  outboxTo,
  requestCode,
  startActivationApp,
  stopActivationApp,
  strongPassword,
  t,
} from './activation-test-app';

beforeAll(startActivationApp);
afterAll(stopActivationApp);

/**
 * Issue 23 item 1: a code goes only to the contacts the register holds, never to ones the caller
 * types, and the account's e-mail is the register's (decisions.md "The member register", decision
 * 0019). Member numbers and names are public, so the typed contacts below stand for an attacker's.
 */
let typedCount = 0;
/** Other contacts each time, so one test's send limits never reach the next one's. */
function typedContacts() {
  const n = String(++typedCount).padStart(3, '0');
  return { eMailAddress: `taker.${n}@example.com`, phoneNo: `0799 000 ${n}`, phone: `+254799000${n}` };
}
/** The body's e-mail and phone (seeded company information), which the refusal names. */
const secretariat = ['membership@eik.example', '+254 20 000 0000'];

const entry = (memberNo: string) =>
  t.db.selectFrom('member_register').selectAll().where('member_no', '=', memberNo).executeTakeFirstOrThrow();

const codesFor = async (memberNo: string) =>
  t.db
    .selectFrom('one_time_codes')
    .select(['email', 'phone', 'consumed_at'])
    .where('register_id', '=', (await entry(memberNo)).id)
    .execute();

const accountWith = (email: string) =>
  t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();

async function expectNothingTo(typed: ReturnType<typeof typedContacts>) {
  expect(await outboxTo(typed.eMailAddress)).toEqual([]);
  expect(await outboxTo(typed.phone)).toEqual([]);
}

const staffUpload = async (csv: string) => {
  const form = new FormData();
  form.set('file', new Blob([csv], { type: 'text/csv' }), 'register.csv');
  return t.api('POST', '/api/admin/member-register/import', { body: form, token: await t.login(demo.admin) });
};

describe('activation codes go only to the contacts on record', () => {
  it('an entry with no e-mail and no phone: nothing is sent, the member is told to contact the secretariat', async () => {
    const typed = typedContacts();
    const before = await outboxCount();
    const response = await requestCode({
      memberNo: 'M/1102',
      IdentificationDocumentNo: '25567890',
      eMailAddress: typed.eMailAddress,
      phoneNo: typed.phoneNo,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: activationMessages.noEmailOnRecord(secretariat) });

    expect(await outboxCount()).toBe(before);
    await expectNothingTo(typed);
    expect(await codesFor('M/1102')).toEqual([]);
    // Without a code no account can be made: the entry has none and the typed e-mail has none.
    expect((await entry('M/1102')).user_id).toBeNull();
    expect(await accountWith(typed.eMailAddress)).toBeUndefined();
  });

  it('an entry with a phone only: nothing is sent, not even to that phone, as the account needs the e-mail on record', async () => {
    const typed = typedContacts();
    const before = await outboxCount();
    const response = await requestCode({
      memberNo: 'T/1543',
      IdentificationDocumentNo: '32198765',
      eMailAddress: typed.eMailAddress,
      phoneNo: typed.phoneNo,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: activationMessages.noEmailOnRecord(secretariat) });

    expect(await outboxCount()).toBe(before);
    await expectNothingTo(typed);
    expect(await outboxTo('+254798123456')).toEqual([]);
    expect(await codesFor('T/1543')).toEqual([]);
    expect((await entry('T/1543')).user_id).toBeNull();
  });

  it('an entry with an e-mail only: the code goes to that e-mail alone, and the account gets it', async () => {
    const typed = typedContacts();
    const before = await outboxCount();
    const response = await requestCode({
      memberNo: 'TG/0876',
      IdentificationDocumentNo: '30987654',
      eMailAddress: typed.eMailAddress,
      phoneNo: typed.phoneNo,
    });
    expect(response.statusCode).toBe(200);
    const { id, message } = response.json().data;
    expect(message).toBe(activationMessages.codeSent([maskEmail('akinyi.odhiambo@eik.example')]));
    expect(message).toContain('a•••@eik.example');

    expect(await outboxCount()).toBe(before + 1);
    const [mail] = await outboxTo('akinyi.odhiambo@eik.example');
    expect(mail?.channel).toBe('email');
    await expectNothingTo(typed);
    expect(await codesFor('TG/0876')).toEqual([
      { email: 'akinyi.odhiambo@eik.example', phone: null, consumed_at: null },
    ]);

    const code = await latestCodeTo('akinyi.odhiambo@eik.example');
    const body = { id, otp_code: code, password: strongPassword, confirmPassword: strongPassword };
    const typedEmail = await activate({ ...body, email: typed.eMailAddress });
    expect(typedEmail.statusCode).toBe(400);
    expect(typedEmail.json().message).toBe(activationMessages.emailMustMatch);

    const activated = await activate({ ...body, email: 'akinyi.odhiambo@eik.example' });
    expect(activated.statusCode).toBe(200);
    expect(activated.json().data.user).toMatchObject({
      email: 'akinyi.odhiambo@eik.example',
      phone_no: null,
    });
    expect(activated.json().data.user.email_verified_at).not.toBeNull();
    expect(await accountWith(typed.eMailAddress)).toBeUndefined();
  });

  it('an entry with both: typed contacts that differ receive nothing, and the answer names the masked ones on record', async () => {
    const typed = typedContacts();
    const response = await requestCode({
      memberNo: 'A/0690',
      IdentificationDocumentNo: '27012345',
      eMailAddress: typed.eMailAddress,
      phoneNo: typed.phoneNo,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.message).toBe(
      activationMessages.codeSent(['w•••@eik.example', '+254••••••788']),
    );
    expect(response.body).not.toContain('wambui.macharia');
    expect(response.body).not.toContain('715667788');
    expect(await outboxTo('wambui.macharia@eik.example')).toHaveLength(1);
    expect(await outboxTo('+254715667788')).toHaveLength(1);
    await expectNothingTo(typed);
  });

  it('once staff add an e-mail to the register, the member tries again and the code goes there', async () => {
    const typed = typedContacts();
    const refused = await requestCode({
      memberNo: 'G/2455',
      IdentificationDocumentNo: '36789045',
      eMailAddress: typed.eMailAddress,
      phoneNo: typed.phoneNo,
    });
    expect(refused.statusCode).toBe(409);

    const imported = await staffUpload(
      [
        'member_no,first_name,second_name,last_name,id_number,email,phone,category,status',
        'G/2455,Mwaniki,Gacheru,Kariuki,36789045,mwaniki.kariuki@eik.example,,GRADUATE,Inactive',
      ].join('\n'),
    );
    expect(imported.statusCode).toBe(200);
    expect(imported.json().data).toMatchObject({ updated: 1 });

    const retried = await requestCode({
      memberNo: 'G/2455',
      IdentificationDocumentNo: '36789045',
      eMailAddress: typed.eMailAddress,
      phoneNo: typed.phoneNo,
    });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data.message).toBe(activationMessages.codeSent(['m•••@eik.example']));
    await expectNothingTo(typed);
    const activated = await activate({
      id: retried.json().data.id,
      otp_code: await latestCodeTo('mwaniki.kariuki@eik.example'),
      password: strongPassword,
      confirmPassword: strongPassword,
      email: 'mwaniki.kariuki@eik.example',
    });
    expect(activated.statusCode).toBe(200);
    expect(activated.json().data.user.email).toBe('mwaniki.kariuki@eik.example');
  });

  it('a code sent before staff changed the e-mail on record no longer makes an account', async () => {
    const response = await requestCode({ memberNo: 'PE/0533', IdentificationDocumentNo: '22901234' });
    expect(response.statusCode).toBe(200);
    const code = await latestCodeTo('barasa.wanyonyi@eik.example');
    await t.db
      .updateTable('member_register')
      .set({ email: 'barasa.new@eik.example' })
      .where('member_no', '=', 'PE/0533')
      .execute();

    const stale = await activate({
      id: response.json().data.id,
      otp_code: code,
      password: strongPassword,
      confirmPassword: strongPassword,
      email: 'barasa.wanyonyi@eik.example',
    });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toBe(messages.otpInvalid);
    expect(await accountWith('barasa.wanyonyi@eik.example')).toBeUndefined();
    expect((await entry('PE/0533')).user_id).toBeNull();
  });
});
