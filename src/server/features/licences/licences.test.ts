import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../contract/common';
import {
  LICENCE_SCAN_MAX_BYTES,
  type LicenceListItem,
  licenceActions,
  licenceMessages,
} from '../../../contract/licences';
import { demo, startTestApp, type TestApp } from '../../test-support/harness';
import { readPdf } from '../../test-support/pdf-text';
import { newApplicant, waiveChecklist } from '../applications/test-support';
import { newMember, type TestMember } from '../upgrades/test-support';
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

const submit = (token: string, body: Record<string, unknown>) =>
  t.api('POST', '/api/license', { token, body });

async function submitted(member: TestMember): Promise<LicenceListItem> {
  const response = await submit(member.token, { ...validDetails, declaration: true });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}
const upload = (member: TestMember, no: string, file: Uint8Array<ArrayBuffer>, name?: string) =>
  t.api('POST', '/api/license/update', { token: member.token, body: scanForm(no, file, name) });
const decide = (no: string, action: string, comment = '', token = approver) =>
  t.api('POST', `/api/review/licences/${no}/transition`, { token, body: { action, comment } });

describe('submitting a licence application', () => {
  it('answers the spec 3 §5 messages by field', async () => {
    const member = await newMember(t, 'CORPORATE');
    const response = await submit(member.token, {
      ...validDetails,
      practitionerSurname: ' ',
      practitionerPhone: '07123',
      phoneNo: '',
      email: 'office@example',
      practitionerEmail: '',
      declaration: false,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      practitionerSurname: licenceMessages.required,
      practitionerPhone: licenceMessages.phoneInvalid,
      phoneNo: messages.fieldRequired,
      email: messages.emailInvalid,
      practitionerEmail: messages.emailRequired,
      declaration: licenceMessages.required,
    });
  });

  it('accepts the phone shapes of spec 3 §5', async () => {
    const member = await newMember(t, 'CORPORATE');
    for (const phone of ['0712345678', '071-234-5678', '(071) 234.5678']) {
      const response = await submit(member.token, {
        ...validDetails,
        practitionerPhone: phone,
        phoneNo: 'x',
      });
      expect(response.json().errors.practitionerPhone, phone).toBeUndefined();
    }
  });

  it('takes country, county and city from the lookups (spec 3 §3)', async () => {
    const member = await newMember(t, 'CORPORATE');
    const refusals: [Record<string, string>, string, string][] = [
      [{ countryCode: 'XX' }, 'countryCode', licenceMessages.countryNotListed],
      [{ county: 'Atlantis' }, 'county', licenceMessages.countyNotOfCountry('Kenya')],
      [{ county: 'Mombasa', city: 'Nairobi' }, 'city', licenceMessages.cityNotOfCounty],
    ];
    for (const [change, field, message] of refusals) {
      const response = await submit(member.token, { ...validDetails, ...change, declaration: true });
      expect(response.statusCode, field).toBe(400);
      expect(response.json()).toMatchObject({ message, errors: { [field]: message } });
    }
    expect((await t.api('GET', '/api/license', { token: member.token })).json().data).toHaveLength(0);
    // validDetails is Nairobi county's Nairobi in Kenya: accepted.
    await submitted(member);
    const abroad = await newMember(t, 'CORPORATE');
    const foreign = { countryCode: 'UG', county: 'Any district', city: 'Kampala' };
    const accepted = await submit(abroad.token, { ...validDetails, ...foreign, declaration: true });
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it('refuses a user without a member number (403) and an incomplete checklist (400)', async () => {
    const applicant = await newApplicant(t, 'CORPORATE');
    const refused = await submit(applicant.token, { ...validDetails, declaration: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(licenceMessages.notAMember);
    const professional = await newMember(t, 'PROFESSIONAL');
    const incomplete = await submit(professional.token, { ...validDetails, declaration: true });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().message).toBe(licenceMessages.checklistIncomplete);
  });

  it('saves one open application at a time at the category LICENSE charge', async () => {
    const member = await newMember(t, 'CORPORATE');
    const item = await submitted(member);
    expect(item).toMatchObject({
      description: 'License Application',
      amount: 3000,
      status: 'Submitted',
      documentType: 'New',
      proFormaRef: '',
      receiptNo: '',
      licenseUploaded: false,
    });
    const again = await submit(member.token, { ...validDetails, declaration: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(licenceMessages.openApplicationExists);
    const list = await t.api('GET', '/api/license', { token: member.token });
    expect(list.json().data).toHaveLength(1);
  });

  it('draws the application PDF citing the Act of 2007, for its owner only', async () => {
    const member = await newMember(t, 'CORPORATE');
    const other = await newMember(t, 'CORPORATE');
    const { licenseApplicationNo: no } = await submitted(member);
    const pdf = await t.api('GET', `/api/license/application/${no}`, { token: member.token });
    expect(pdf.statusCode).toBe(200);
    const { text } = await readPdf(Buffer.from(pdf.json().data, 'base64'));
    expect(text).toContain('2007');
    expect(text).toContain(validDetails.practiceName);
    for (const path of [
      `/api/license/${no}`,
      `/api/license/application/${no}`,
      `/api/license/proforma/${no}`,
    ]) {
      expect((await t.api('GET', path, { token: other.token })).statusCode, path).toBe(404);
    }
    expect((await upload(other, no, pdfOfSize(1000))).statusCode).toBe(404);
  });
});

describe('the signed scan', () => {
  it('refuses a file that is not a PDF by content, and one byte over 3,145,728', async () => {
    const member = await newMember(t, 'CORPORATE');
    const { licenseApplicationNo: no } = await submitted(member);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(40).fill(0)]);
    const wrongKind = await upload(member, no, png, 'looks.pdf');
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().message).toBe(licenceMessages.scanNotPdf);
    const tooLarge = await upload(member, no, pdfOfSize(LICENCE_SCAN_MAX_BYTES + 1));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe('File too large. max allowed size is 3MB');
    const invoices = await t.db.selectFrom('invoices').select('id').where('source_ref', '=', no).execute();
    expect(invoices).toHaveLength(0);
  });

  it('takes exactly 3,145,728 bytes, raises the proforma at the LICENSE charge and refuses a second scan', async () => {
    const member = await newMember(t, 'CORPORATE');
    const { licenseApplicationNo: no } = await submitted(member);
    const response = await upload(member, no, pdfOfSize(LICENCE_SCAN_MAX_BYTES));
    expect(response.statusCode, response.body).toBe(200);
    const item: LicenceListItem = response.json().data;
    expect(item).toMatchObject({ status: 'Uploaded', licenseUploaded: true, receiptNo: '' });
    expect(item.proFormaRef).toMatch(/^INV-/);
    const invoice = await t.db
      .selectFrom('invoices')
      .select(['total_cents', 'source_type'])
      .where('invoice_no', '=', item.proFormaRef)
      .executeTakeFirstOrThrow();
    expect(invoice).toEqual({ total_cents: 300_000, source_type: 'LICENSE' });
    const proforma = await t.api('GET', `/api/license/proforma/${no}`, { token: member.token });
    expect(proforma.statusCode).toBe(200);
    expect((await readPdf(Buffer.from(proforma.json().data, 'base64'))).text).toContain('3,000.00');
    const second = await upload(member, no, pdfOfSize(2000));
    expect(second.statusCode).toBe(409);
  });
});

describe('staff review', () => {
  async function uploadedLicence(): Promise<{ member: TestMember; no: string }> {
    const member = await newMember(t, 'CORPORATE');
    const { licenseApplicationNo: no } = await submitted(member);
    expect((await upload(member, no, pdfOfSize(5000))).statusCode).toBe(200);
    return { member, no };
  }

  it('decides only once paid, then issues unique licence numbers and notifies', async () => {
    const first = await uploadedLicence();
    const early = await decide(first.no, 'approve');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(licenceMessages.notPaid);
    await payLicenceFee(t, first.member.userId, first.no);
    // Paid, the member's list and detail move on from Uploaded to In Review (issue 28 item 7).
    const own = await t.api('GET', '/api/license', { token: first.member.token });
    expect(own.json().data[0]).toMatchObject({ licenseApplicationNo: first.no, status: 'In Review' });
    const detail = await t.api('GET', `/api/license/${first.no}`, { token: first.member.token });
    expect(detail.json().data).toMatchObject({ status: 'In Review', licenceNo: null });
    const approved = await decide(first.no, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'Issued', paid: true });
    const second = await uploadedLicence();
    await payLicenceFee(t, second.member.userId, second.no);
    const secondNo = (await decide(second.no, 'approve')).json().data.licenceNo as string;
    const firstNo = approved.json().data.licenceNo as string;
    expect(firstNo).toMatch(/^LIC\/\d{4}\/\d{4}$/);
    expect(secondNo).toMatch(/^LIC\/\d{4}\/\d{4}$/);
    expect(secondNo).not.toBe(firstNo);
    expect((await decide(first.no, 'approve')).statusCode).toBe(409);
    const notice = await t.db
      .selectFrom('notifications')
      .select('title')
      .where('user_id', '=', first.member.userId)
      .executeTakeFirstOrThrow();
    expect(notice.title).toBe(`Licence ${firstNo} issued`);
    const mine = await t.api('GET', '/api/license', { token: first.member.token });
    expect(mine.json().data[0]).toMatchObject({ licenceNo: firstNo, status: 'Issued' });
    expect(mine.json().data[0].receiptNo).toMatch(/^RCT-/);
  });

  it('rejects with a reason only, and keeps members out', async () => {
    const { member, no } = await uploadedLicence();
    await payLicenceFee(t, member.userId, no);
    expect((await t.api('GET', '/api/review/licences', { token: member.token })).statusCode).toBe(403);
    expect((await decide(no, 'reject', '', member.token)).statusCode).toBe(403);
    const noReason = await decide(no, 'reject');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(licenceMessages.reasonRequired);
    const rejected = await decide(no, 'reject', 'The stamp is not legible.');
    expect(rejected.json().data).toMatchObject({ status: 'Rejected', licenceNo: null });
    const queue = await t.api('GET', '/api/review/licences?status=Rejected', { token: approver });
    expect(queue.json().data.map((row: LicenceListItem) => row.licenseApplicationNo)).toContain(no);
  });
});

describe('staff filter by the status shown (decision 0039)', () => {
  const queueOf = async (status: string) => {
    const response = await t.api('GET', `/api/review/licences?status=${encodeURIComponent(status)}`, {
      token: approver,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as LicenceListItem[];
  };
  const counts = async (token = approver) => t.api('GET', '/api/review/licences/counts', { token });

  it('lists a paid upload under In Review, not Uploaded, and counts it there', async () => {
    const owing = await newMember(t, 'CORPORATE');
    const owingNo = (await submitted(owing)).licenseApplicationNo;
    expect((await upload(owing, owingNo, pdfOfSize(4000))).statusCode).toBe(200);
    const paying = await newMember(t, 'CORPORATE');
    const payingNo = (await submitted(paying)).licenseApplicationNo;
    expect((await upload(paying, payingNo, pdfOfSize(4000))).statusCode).toBe(200);
    const before = (await counts()).json().data;

    await payLicenceFee(t, paying.userId, payingNo);

    const uploaded = await queueOf('Uploaded');
    expect(uploaded.map((row) => row.licenseApplicationNo)).toContain(owingNo);
    expect(uploaded.map((row) => row.licenseApplicationNo)).not.toContain(payingNo);
    expect(new Set(uploaded.map((row) => row.status))).toEqual(new Set(['Uploaded']));
    const inReview = await queueOf('In Review');
    expect(inReview.map((row) => row.licenseApplicationNo)).toContain(payingNo);
    expect(inReview.map((row) => row.licenseApplicationNo)).not.toContain(owingNo);
    expect(new Set(inReview.map((row) => row.status))).toEqual(new Set(['In Review']));

    const after = (await counts()).json().data;
    expect(after).toEqual({
      ...before,
      Uploaded: before.Uploaded - 1,
      'In Review': before['In Review'] + 1,
    });
    const everything = await t.api('GET', '/api/review/licences', { token: approver });
    const shown = everything.json().data as LicenceListItem[];
    for (const status of ['Uploaded', 'In Review'] as const) {
      expect(shown.filter((row) => row.status === status)).toHaveLength(after[status]);
    }
  });

  it('keeps the counts to staff and refuses a status that is none', async () => {
    const member = await newMember(t, 'CORPORATE');
    expect((await counts(member.token)).statusCode).toBe(403);
    expect((await t.api('GET', '/api/review/licences?status=Paid', { token: approver })).statusCode).toBe(
      400,
    );
  });
});

describe('certificates', () => {
  it('gives the good standing and membership certificates for the own member number only', async () => {
    const member = await newMember(t, 'CORPORATE');
    const other = await newMember(t, 'CORPORATE');
    const id = encodeURIComponent(member.memberNo);
    const good = await t.api('GET', `/api/license/good_standing_certificate/${id}`, { token: member.token });
    expect(good.statusCode, good.body).toBe(200);
    expect((await readPdf(Buffer.from(good.json().data, 'base64'))).text).toContain(member.memberNo);
    const certificate = await t.api('GET', `/api/license/membership_certificate/${id}`, {
      token: member.token,
    });
    expect(certificate.statusCode).toBe(200);
    expect(
      (await t.api('GET', `/api/license/membership_certificate/${id}`, { token: other.token })).statusCode,
    ).toBe(404);
  });

  it('refuses good standing while an invoice is overdue', async () => {
    const member = await newMember(t, 'CORPORATE');
    const { licenseApplicationNo: no } = await submitted(member);
    await upload(member, no, pdfOfSize(3000));
    await t.db.updateTable('invoices').set({ due_date: '2020-01-01' }).where('source_ref', '=', no).execute();
    const id = encodeURIComponent(member.memberNo);
    const refused = await t.api('GET', `/api/license/good_standing_certificate/${id}`, {
      token: member.token,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(licenceMessages.notInGoodStanding);
  });
});

describe('list actions (spec 3 §2.5)', () => {
  const base: LicenceListItem = {
    licenseApplicationNo: 'LA-000001',
    applicationDate: '2026-01-01T00:00:00.000Z',
    description: 'License Application',
    amount: 3000,
    documentType: 'New',
    status: 'Submitted',
    profileID: 'PR-000001',
    proFormaRef: '',
    receiptNo: '',
    licenseUploaded: false,
    licenseDocumentUrl: null,
    licenceNo: null,
    validFrom: null,
    validUntil: null,
  };
  it.each([
    ['submitted, no scan', {}, ['view']],
    [
      'scan uploaded, proforma raised',
      { licenseUploaded: true, proFormaRef: 'INV-1' },
      ['view', 'proforma', 'payNow'],
    ],
    [
      'paid',
      { licenseUploaded: true, proFormaRef: 'INV-1', receiptNo: 'RCT-1' },
      ['view', 'invoice', 'receipt'],
    ],
  ] as const)('%s', (_name, change, shown) => {
    const actions = licenceActions({ ...base, ...change });
    expect(
      Object.entries(actions)
        .filter(([, on]) => on)
        .map(([name]) => name),
    ).toEqual(shown);
  });
});
