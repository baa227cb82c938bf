import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type LicenceListItem,
  licenceMessages,
  licenceValidFrom,
  licenceValidityOn,
  licenceValidUntil,
} from '../../../contract/licences';
import { todayIso } from '../../../contract/profile-sections/fields';
import { demo, startTestApp, type TestApp } from '../../test-support/harness';
import { readPdf } from '../../test-support/pdf-text';
import { waiveChecklist } from '../applications/test-support';
import { newMember, type TestMember } from '../upgrades/test-support';
import { licenceCheckCode } from './licence-verification-url';
import { payLicenceFee, pdfOfSize, scanForm, validDetails } from './test-support';

let t: TestApp;
let approver: string;

beforeAll(async () => {
  t = await startTestApp();
  approver = await t.login(demo.approver);
  await waiveChecklist(t, 'CORPORATE');
});
afterAll(async () => {
  await t?.close();
});

/** A member's application with its scan in and its fee paid: ready for the reviewer. */
async function paidLicence(member?: TestMember): Promise<{ member: TestMember; no: string }> {
  const owner = member ?? (await newMember(t, 'CORPORATE'));
  const submitted = await t.api('POST', '/api/license', {
    token: owner.token,
    body: { ...validDetails, declaration: true },
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
  const no = submitted.json().data.licenseApplicationNo as string;
  const scan = await t.api('POST', '/api/license/update', {
    token: owner.token,
    body: scanForm(no, pdfOfSize(4000)),
  });
  expect(scan.statusCode, scan.body).toBe(200);
  await payLicenceFee(t, owner.userId, no);
  return { member: owner, no };
}

const approve = (no: string, overrideReason?: string) =>
  t.api('POST', `/api/review/licences/${no}/transition`, {
    token: approver,
    body: { action: 'approve', ...(overrideReason === undefined ? {} : { overrideReason }) },
  });

const ownList = async (member: TestMember): Promise<LicenceListItem[]> =>
  (await t.api('GET', '/api/license', { token: member.token })).json().data;

describe('validity (decision 0029)', () => {
  it('runs twelve months to the day before the anniversary, leap days included', () => {
    expect(licenceValidUntil('2026-11-27')).toBe('2027-11-26');
    expect(licenceValidUntil('2026-01-01')).toBe('2026-12-31');
    expect(licenceValidUntil('2028-02-29')).toBe('2029-02-28');
    expect(licenceValidUntil('2027-03-01')).toBe('2028-02-29');
  });

  it('starts a renewal issued early the day after the current licence ends', () => {
    expect(licenceValidFrom('2026-11-27', null)).toBe('2026-11-27');
    expect(licenceValidFrom('2026-11-27', '2026-11-26')).toBe('2026-11-27');
    expect(licenceValidFrom('2026-11-27', '2026-12-31')).toBe('2027-01-01');
    expect(licenceValidityOn('2027-01-01', '2027-12-31', '2026-12-31')).toBe('Not yet valid');
    expect(licenceValidityOn('2027-01-01', '2027-12-31', '2027-12-31')).toBe('Valid');
    expect(licenceValidityOn('2027-01-01', '2027-12-31', '2028-01-01')).toBe('Expired');
  });
});

describe('issuing a licence', () => {
  it('gives the member the licence number, the issue date and twelve months of validity', async () => {
    const { member, no } = await paidLicence();
    const approved = await approve(no);
    expect(approved.statusCode, approved.body).toBe(200);
    const today = todayIso();
    const [mine] = await ownList(member);
    expect(mine).toMatchObject({
      status: 'Issued',
      licenceNo: approved.json().data.licenceNo,
      validFrom: today,
      validUntil: licenceValidUntil(today),
    });
    // A renewal approved while that licence runs continues it, so the member pays for no day twice.
    const renewal = await paidLicence(member);
    expect((await approve(renewal.no)).statusCode).toBe(200);
    const [renewed] = await ownList(member);
    expect(renewed).toMatchObject({
      documentType: 'Renewal',
      validFrom: licenceValidFrom(today, mine?.validUntil ?? null),
    });
  });

  it('hands out distinct numbers to approvals made at the same moment', async () => {
    const ready = await Promise.all([1, 2, 3, 4].map(() => paidLicence()));
    const answers = await Promise.all(ready.map(({ no }) => approve(no)));
    const numbers = answers.map((answer) => {
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().data.licenceNo as string;
    });
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('refuses a member not in good standing unless an override reason is given, which the audit keeps', async () => {
    const { member, no } = await paidLicence();
    await t.db
      .updateTable('member_register')
      .set({ status: 'Suspended' })
      .where('member_no', '=', member.memberNo)
      .execute();
    const detail = await t.api('GET', `/api/review/licences/${no}`, { token: approver });
    expect(detail.json().data).toMatchObject({ inGoodStanding: false, decidable: true });
    for (const blank of [undefined, '   ']) {
      const refused = await approve(no, blank);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(licenceMessages.notInGoodStandingToIssue);
    }
    expect((await ownList(member))[0]).toMatchObject({ status: 'In Review', licenceNo: null });
    const reason = 'Suspension lifted by the Council on 20 November; the register is being updated.';
    const issued = await approve(no, reason);
    expect(issued.statusCode, issued.body).toBe(200);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('subject_id', '=', no)
      .where('action', '=', 'licence.approve')
      .executeTakeFirstOrThrow();
    expect(audit.action).toBe('licence.approve');
    expect(JSON.parse(audit.details ?? '{}')).toMatchObject({
      to: 'Issued',
      licenceNo: issued.json().data.licenceNo,
      notInGoodStanding: true,
      overrideReason: reason,
    });
  });

  it('records no override for a member in good standing, and none is needed to reject', async () => {
    const good = await paidLicence();
    expect((await approve(good.no, 'not needed')).statusCode).toBe(200);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('details')
      .where('subject_id', '=', good.no)
      .where('action', '=', 'licence.approve')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.details ?? '{}')).toMatchObject({ to: 'Issued' });
    expect(JSON.parse(audit.details ?? '{}')).not.toHaveProperty('overrideReason');
    const lapsed = await paidLicence();
    await t.db
      .updateTable('member_register')
      .set({ status: 'Lapsed' })
      .where('member_no', '=', lapsed.member.memberNo)
      .execute();
    const rejected = await t.api('POST', `/api/review/licences/${lapsed.no}/transition`, {
      token: approver,
      body: { action: 'reject', comment: 'Membership has lapsed.' },
    });
    expect(rejected.json().data).toMatchObject({ status: 'Rejected', validFrom: null, validUntil: null });
  });
});

describe('the licence certificate and its public check', () => {
  it('draws the certificate for its holder once issued: number, name, validity and a QR code', async () => {
    const { member, no } = await paidLicence();
    const path = `/api/license/certificate/${no}`;
    const early = await t.api('GET', path, { token: member.token });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(licenceMessages.licenceNotIssued);
    const licenceNo = (await approve(no)).json().data.licenceNo as string;
    const answer = await t.api('GET', path, { token: member.token });
    expect(answer.statusCode, answer.body).toBe(200);
    const pdf = await readPdf(Buffer.from(answer.json().data, 'base64'));
    expect(pdf.pages).toBe(1);
    expect(pdf.text).toContain(licenceNo);
    expect(pdf.text).toContain('AKINYI');
    expect(pdf.text).toContain(member.memberNo);
    expect(pdf.text).toMatch(/Valid from .+ to /);
    expect(pdf.images).toBeGreaterThanOrEqual(1);
    const other = await newMember(t, 'CORPORATE');
    expect((await t.api('GET', path, { token: other.token })).statusCode).toBe(404);
  });

  it('confirms the licence with the printed code, and only what the certificate shows', async () => {
    const { member, no } = await paidLicence();
    const licenceNo = (await approve(no)).json().data.licenceNo as string;
    const code = await licenceCheckCode(t.db, licenceNo);
    const url = `/api/licence-verify/${encodeURIComponent(licenceNo)}`;
    const answer = await t.api('GET', `${url}?code=${code}`, { ip: '10.7.7.1' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const today = todayIso();
    expect(answer.json().data).toEqual({
      licenceNo,
      holder: expect.stringContaining('AKINYI'),
      memberNo: member.memberNo,
      validFrom: today,
      validUntil: licenceValidUntil(today),
      status: 'Valid',
      issuer: expect.any(String),
    });
    expect(answer.body).not.toContain(member.email);
    for (const wrong of [
      `${url}?code=x${code.slice(1)}`,
      url,
      `/api/licence-verify/LIC%2F1999%2F0001?code=${code}`,
    ]) {
      const refused = await t.api('GET', wrong, { ip: '10.7.7.1' });
      expect(refused.statusCode, wrong).toBe(404);
      expect(refused.json().message).toBe(licenceMessages.licenceNotVerified);
    }
  });

  it('is rate limited per address, wrong codes counted too', async () => {
    let last = 0;
    for (let check = 0; check < 61; check++)
      last = (await t.api('GET', '/api/licence-verify/LIC%2F2026%2F0001?code=x', { ip: '10.7.7.9' }))
        .statusCode;
    expect(last).toBe(429);
  });
});
