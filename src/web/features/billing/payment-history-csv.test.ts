import { describe, expect, it } from 'vitest';
import type { PaymentHistory } from '../../../contract/money';
import { csvField, inertText, paymentHistoryCsv, paymentHistoryFileName } from './payment-history-csv';

const history: PaymentHistory = {
  email: 'james@example.org',
  name: 'JAMES "JIM" KAMAU',
  no: 'M-0042',
  entries: [
    {
      paymentCode: 'RCT-000002',
      paymentDate: '2025-02-14',
      paymentFrom: 'KAMAU, JAMES',
      paymentTo: 'Engineers Institute',
      amount: 5000,
      paymentID: 'QWE123',
      paymentType: 'M-Pesa',
      yearOfSubscription: 2025,
      reversedBy: null,
      paidFor: 'Annual subscription (invoice INV-000001)',
    },
    {
      paymentCode: 'RCT-000001',
      paymentDate: '2024-06-01',
      paymentFrom: 'Line\nbreak',
      paymentTo: 'Engineers Institute',
      amount: 1234.5,
      paymentID: 'CARD-9',
      paymentType: 'Card',
      yearOfSubscription: null,
      reversedBy: null,
      paidFor: 'Annual subscription (invoice INV-000001)',
    },
  ],
};

describe('csvField (RFC 4180)', () => {
  it('leaves plain text alone and quotes commas, quotes and line breaks', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField(2025)).toBe('2025');
    expect(csvField(null)).toBe('');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('one\r\ntwo')).toBe('"one\r\ntwo"');
  });
});

describe('paymentHistoryCsv', () => {
  it('starts with a UTF-8 byte order mark and ends lines with CRLF', () => {
    const csv = paymentHistoryCsv(history);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('holds the table columns, then email, name and no, rows in the server order', () => {
    const lines = paymentHistoryCsv(history).slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'No#,Date Of Payment,From,To,amount,Payment ID,Payment Type,Year Of Subscription,email,name,no',
    );
    expect(lines[1]).toBe(
      'RCT-000002,2025-02-14,"KAMAU, JAMES",Engineers Institute,5000.00,QWE123,M-Pesa,2025,james@example.org,"JAMES ""JIM"" KAMAU",M-0042',
    );
    expect(lines[2]).toBe(
      'RCT-000001,2024-06-01,"Line\nbreak",Engineers Institute,1234.50,CARD-9,Card,,james@example.org,"JAMES ""JIM"" KAMAU",M-0042',
    );
  });

  it('is the header alone when there are no payments', () => {
    expect(
      paymentHistoryCsv({ ...history, entries: [] })
        .split('\r\n')
        .filter(Boolean),
    ).toHaveLength(1);
  });
});

describe('inertText', () => {
  it('keeps a typed name from running as a spreadsheet formula', () => {
    expect(inertText('=HYPERLINK("x")')).toBe(`'=HYPERLINK("x")`);
    expect(inertText('@SUM(A1)')).toBe(`'@SUM(A1)`);
    expect(inertText('JAMES KAMAU')).toBe('JAMES KAMAU');
    const csv = paymentHistoryCsv({ ...history, name: '=1+1' });
    expect(csv).toContain(`,'=1+1,M-0042`);
  });
});

describe('paymentHistoryFileName', () => {
  it('uses the member number, else the profile id, else member', () => {
    expect(paymentHistoryFileName('M-0042', 'P-7')).toBe('payment-history-M-0042.csv');
    expect(paymentHistoryFileName('', 'P-7')).toBe('payment-history-P-7.csv');
    expect(paymentHistoryFileName(' ', null)).toBe('payment-history-member.csv');
  });

  it('keeps the name a safe file name', () => {
    expect(paymentHistoryFileName('EIK/123 A', null)).toBe('payment-history-EIK-123-A.csv');
  });
});
