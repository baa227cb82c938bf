import type { LicenceDetailsInput } from '../../../contract/licences';
import { nowIso } from '../../platform/time';
import type { TestApp } from '../../test-support/harness';
import { postReceipt } from '../billing/post-receipt';

/** Details that pass every rule of spec 3 §5. */
export const validDetails: LicenceDetailsInput = {
  startDate: '2020-01-15',
  practitionerSurname: 'ODHIAMBO',
  practitionerOtherNames: 'AKINYI ACHIENG',
  practitionerAddress: 'P.O. Box 100, Nairobi',
  practitionerPhone: '071 234 5678',
  practitionerEmail: 'akinyi@example.org',
  practiceName: 'Odhiambo Consulting',
  postalCode: '00100',
  physicalLocation: 'Upper Hill, Nairobi',
  countryCode: 'KE',
  city: 'Nairobi',
  county: 'Nairobi',
  phoneNo: '(020) 555-1234',
  email: 'office@example.org',
};

/** A file that is a PDF by its first bytes, exactly `size` bytes long. */
export function pdfOfSize(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(new TextEncoder().encode('%PDF-1.4\n'));
  return bytes;
}

export function scanForm(
  applicationNo: string,
  file: Uint8Array<ArrayBuffer>,
  name = 'signed.pdf',
): FormData {
  const form = new FormData();
  form.append('licenseApplicationNo', applicationNo);
  form.append('licenseBase64', new Blob([file], { type: 'application/pdf' }), name);
  return form;
}

let receipts = 0;

/** Pays a licence fee in full, as a completed payment would. */
export async function payLicenceFee(t: TestApp, userId: number, applicationNo: string): Promise<string> {
  const invoice = await t.db
    .selectFrom('invoices')
    .select(['id', 'total_cents'])
    .where('user_id', '=', userId)
    .where('source_type', '=', 'LICENSE')
    .where('source_ref', '=', applicationNo)
    .executeTakeFirstOrThrow();
  receipts += 1;
  const receipt = await postReceipt(t.db, {
    payerUserId: userId,
    invoiceId: invoice.id,
    paymentId: null,
    amountCents: invoice.total_cents,
    method: 'M-Pesa',
    provider: 'test',
    providerTxId: `LICFEE${process.pid}X${receipts}`,
    paidAt: nowIso(),
  });
  return receipt.receipt_no;
}
