import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdf } from '../../src/server/test-support/pdf-text';
import { type Portal, signIn, startPortal } from './support/portal';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(async () => {
  await portal?.stop();
});

/** A CSV as LibreOffice reads it: converted headless to a spreadsheet and back, row by row. */
function throughLibreOffice(csvPath: string): string[] {
  const out = mkdtempSync(join(tmpdir(), 'lo-'));
  const profile = `-env:UserInstallation=file://${join(out, 'profile')}`;
  execFileSync('soffice', [profile, '--headless', '--convert-to', 'xlsx', '--outdir', out, csvPath], {
    stdio: 'ignore',
  });
  const xlsx = join(
    out,
    csvPath
      .split('/')
      .pop()!
      .replace(/\.csv$/, '.xlsx'),
  );
  const back = join(out, 'back');
  execFileSync('soffice', [profile, '--headless', '--convert-to', 'csv', '--outdir', back, xlsx], {
    stdio: 'ignore',
  });
  return readFileSync(
    join(
      back,
      xlsx
        .split('/')
        .pop()!
        .replace(/\.xlsx$/, '.csv'),
    ),
    'utf8',
  )
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
}

describe('paying an invoice', () => {
  it('the member pays the open subscription with M-Pesa in the sandbox checkout; arrears, statement, receipt and history follow', async () => {
    const page = await portal.freshPage({ width: 1280, height: 900 });
    await signIn(page, portal.baseUrl, 'member@eik.example');
    await page.waitForURL('**/dashboard');

    // The open subscription is in arrears and listed under Pending Payments.
    const arrears = page.getByRole('region', { name: 'Arrears' });
    await arrears
      .getByText(/[\d,]+\.\d\d/)
      .first()
      .waitFor();
    expect(await arrears.getByText('No arrears').count()).toBe(0);
    const preview = page.getByRole('link', { name: /^Preview INV-/ });
    const invoiceNo = (await preview.getAttribute('aria-label'))?.replace('Preview ', '') ?? '';
    await preview.click();
    await page.waitForURL('**/billing/invoice/**');
    await page.getByRole('button', { name: 'Pay Now' }).click();

    await page.waitForURL('**/checkout/sandbox/**');
    await page.getByText('M-Pesa', { exact: true }).click();
    await page.getByLabel('M-Pesa phone number').fill('0712345678');
    await page.screenshot({ path: '/tmp/sandbox-checkout-1280.png', fullPage: true });
    await page.getByRole('button', { name: /^Pay (KES|Ksh)/ }).click();

    // The gateway calls back; the return page waits for the receipt, then goes to the dashboard.
    await page.waitForURL('**/dashboard', { timeout: 30_000 });
    await page.getByText('Payment received').waitFor();
    await page.getByRole('region', { name: 'Arrears' }).getByText('No arrears').waitFor();
    expect(await page.getByRole('link', { name: `Preview ${invoiceNo}` }).count()).toBe(0);

    // The statement has the receipt, and its PDF opens.
    await page.goto(`${portal.baseUrl}/billing`);
    await page.getByRole('heading', { name: 'My Transactions' }).waitFor();
    const viewReceipt = page.getByRole('link', { name: /View Receipt/ }).last();
    await viewReceipt.click();
    await page.waitForURL('**/billing/receipt/**');
    await page.locator('canvas').first().waitFor();
    const code = page.url().split('/billing/receipt/')[1] ?? '';
    const pdf = await page.evaluate(async (receiptCode) => {
      const answer = await (await fetch(`/api/billing/receipt/${receiptCode}`)).json();
      return answer.data as string;
    }, code);
    const receipt = await readPdf(Buffer.from(pdf, 'base64'));
    expect(receipt.text).toContain('M-Pesa');
    expect(receipt.text).toContain(invoiceNo);
    expect(receipt.text).toMatch(/Amount received KES [\d,]+\.\d\d/);
    await page.screenshot({ path: '/tmp/receipt-1280.png', fullPage: true });

    // The payment history exports a CSV that LibreOffice opens with the payments as rows.
    await page.goto(`${portal.baseUrl}/payment-history`);
    const exportButton = page.getByRole('button', { name: 'Export to Excel CSV' });
    await exportButton.waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
    expect(download.suggestedFilename()).toMatch(/^payment-history-.+\.csv$/);
    const csvPath = join(mkdtempSync(join(tmpdir(), 'csv-')), download.suggestedFilename());
    await download.saveAs(csvPath);
    const rows = throughLibreOffice(csvPath);
    expect(rows[0]).toContain('Date Of Payment');
    expect(rows[0]).toMatch(/email/i);
    // Last year's seeded payment and today's.
    expect(rows.length).toBe(3);
    expect(rows.some((row) => row.includes('member@eik.example'))).toBe(true);
  });
});
