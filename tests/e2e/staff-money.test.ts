import type { Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdf } from '../../src/server/test-support/pdf-text';
import { noHorizontalScroll } from './support/forms';
import { type Portal, signIn, startPortal } from './support/portal';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(async () => {
  await portal?.stop();
});

/** The text of a downloaded PDF. */
async function pdfTextOf(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(Buffer.from(chunk));
  return (await readPdf(Buffer.concat(chunks))).text;
}

/** The first match of `pattern` in the toast that appears after an action. */
async function toastNumber(page: Page, pattern: RegExp): Promise<string> {
  const toast = page.getByText(pattern).first();
  await toast.waitFor();
  return ((await toast.textContent()) ?? '').match(pattern)?.[0] ?? '';
}

describe('staff money', () => {
  it('posts a payment by hand, reverses it on a phone with a credit note, and the member sees both', async () => {
    // A cheque arrives for the demo member's open subscription invoice.
    const admin = await portal.freshPage({ width: 1280, height: 900 });
    await signIn(admin, portal.baseUrl, 'admin@eik.example');
    await admin.waitForURL('**/admin/**');
    await admin.goto(`${portal.baseUrl}/admin/manual-payments`);
    const search = admin.getByRole('form', { name: 'Search open invoices' });
    await search.getByLabel('Search').fill('member@eik.example');
    await search.getByRole('button', { name: 'Search' }).click();
    await admin
      .getByRole('button', { name: /^Record payment for / })
      .first()
      .click();
    const record = admin.getByRole('dialog');
    await record.getByLabel('Method').selectOption('Cheque');
    await record.getByLabel('Reference').fill('CHQ 004512');
    await record.getByRole('button', { name: 'Post payment' }).click();
    await admin
      .getByRole('dialog', { name: 'Please confirm' })
      .getByRole('button', { name: 'Post payment' })
      .click();
    const receiptNo = await toastNumber(admin, /RCT-\d{6}/);
    expect(receiptNo).not.toBe('');

    // The cheque bounces: on a phone, staff find the receipt and reverse it with the reason.
    const phone = await portal.freshPage({ width: 375, height: 812 });
    await signIn(phone, portal.baseUrl, 'admin@eik.example');
    await phone.waitForURL('**/admin/**');
    await phone.goto(`${portal.baseUrl}/admin/payments?search=${receiptNo}`);
    const card = phone.getByRole('list', { name: 'Posted payments' }).getByRole('listitem');
    await card.first().waitFor();
    expect(await card.count()).toBe(1);
    await card.getByRole('button', { name: `Reverse ${receiptNo}` }).click();
    const reverse = phone.getByRole('dialog', { name: `Reverse receipt ${receiptNo}` });
    await reverse.getByRole('list', { name: 'Invoices owed again' }).waitFor();
    await reverse.getByRole('button', { name: 'Reverse payment' }).click();
    await reverse.getByText(/Give the reason/).waitFor();
    await reverse.getByLabel(/Reason/).fill('Cheque CHQ 004512 returned unpaid by the bank.');
    await phone.screenshot({ path: '/tmp/reverse-dialog-375.png' });
    await reverse.getByRole('button', { name: 'Reverse payment' }).click();
    const creditNoteNo = await toastNumber(phone, /CRN-\d{6}/);
    expect(creditNoteNo).not.toBe('');
    await card.getByText('Reversed').waitFor();
    expect(await noHorizontalScroll(phone)).toBeLessThanOrEqual(0);
    await phone.screenshot({ path: '/tmp/posted-payments-375.png', fullPage: true });

    // The credit note is a real PDF naming the receipt it cancels.
    const [download] = await Promise.all([
      phone.waitForEvent('download'),
      card.getByRole('button', { name: `Download credit note ${creditNoteNo}` }).click(),
    ]);
    const text = await pdfTextOf(download);
    expect(text).toContain(creditNoteNo);
    expect(text).toContain(receiptNo);

    // The member's payment history keeps the receipt, marked reversed by the credit note.
    const member = await portal.freshPage({ width: 1280, height: 900 });
    await signIn(member, portal.baseUrl, 'member@eik.example');
    await member.waitForURL('**/dashboard');
    await member.goto(`${portal.baseUrl}/payment-history`);
    await member.getByRole('link', { name: `Reversed: ${creditNoteNo}` }).waitFor();
    await member.screenshot({ path: '/tmp/payment-history-reversed-1280.png', fullPage: true });
  }, 150_000);
});
