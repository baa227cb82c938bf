import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/harness';
import { postReceipt } from '../billing/post-receipt';
import { raiseInvoice } from '../billing/raise-invoice';
import { raiseSubscriptionInvoices } from '../subscriptions/bill-period';
import { publicSearches } from './search-test-client';
import { addPerson, addRegisterMember } from './test-support';

/**
 * Issue 24: the Member Checker's list and card say whether a member is in good standing today, by
 * the one rule (member-register/good-standing.ts), and agree with /member-verify.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const { search, cardOf, verifiedStanding } = publicSearches(() => t);

describe('good standing on the result and the card', () => {
  const standingOf = async (memberNo: string, code: string) => {
    const [row] = (await search(memberNo)).results;
    const shown = await cardOf(code);
    return {
      list: row?.InGoodStanding,
      card: shown.InGoodStanding,
      verify: await verifiedStanding(memberNo),
    };
  };

  it('is false for an Active member with an overdue unpaid invoice, and true once it is paid', async () => {
    const entry = await addRegisterMember(t, { first: 'Owing', last: 'Qwstanding', memberNo: 'REG/0201' });
    expect(await standingOf('REG/0201', entry.publicId)).toEqual({ list: true, card: true, verify: true });

    const [invoice] = await raiseSubscriptionInvoices(t.context, t.db, 2001, [
      {
        memberId: entry.memberId,
        userId: null,
        amountCents: 600_000,
        documentDate: '2001-01-01',
        dueDate: '2001-01-31',
      },
    ]);
    expect(await standingOf('REG/0201', entry.publicId)).toEqual({ list: false, card: false, verify: false });
    expect((await search('REG/0201')).results[0]?.Status).toBe('Active');

    await postReceipt(t.db, {
      payerUserId: null,
      invoiceId: invoice?.id as number,
      paymentId: null,
      amountCents: 600_000,
      method: 'Cash',
      provider: 'test',
      providerTxId: 'REGSEARCH-1',
      paidAt: new Date().toISOString(),
    });
    expect(await standingOf('REG/0201', entry.publicId)).toEqual({ list: true, card: true, verify: true });
  });

  it('follows the invoices of a member with an account, and an invoice not yet due keeps the standing', async () => {
    const person = await addPerson(t, { first: 'Account', last: 'Qwstanding', memberNo: 'REG/0202' });
    const lines = [{ description: 'Fee', quantity: 1, unitCents: 100_000, vatCents: 0 }];
    const bill = (sourceRef: string, dueDate: string) =>
      raiseInvoice(t.db, {
        userId: person.userId,
        source: 'BOOKING',
        sourceRef,
        description: 'Fee',
        lines,
        documentDate: '2001-01-01',
        dueDate,
      });
    await bill('QW-FUTURE', '2999-12-31');
    expect(await standingOf('REG/0202', person.profileId)).toEqual({ list: true, card: true, verify: true });
    const overdue = await bill('QW-PAST', '2001-01-31');
    expect(await standingOf('REG/0202', person.profileId)).toEqual({
      list: false,
      card: false,
      verify: false,
    });
    await postReceipt(t.db, {
      payerUserId: person.userId,
      invoiceId: overdue.id,
      paymentId: null,
      amountCents: 100_000,
      method: 'M-Pesa',
      provider: 'test',
      providerTxId: 'REGSEARCH-2',
      paidAt: new Date().toISOString(),
    });
    expect(await standingOf('REG/0202', person.profileId)).toEqual({ list: true, card: true, verify: true });
  });

  it('is false for a Suspended member with nothing owed', async () => {
    const entry = await addRegisterMember(t, {
      first: 'Paused',
      last: 'Qwstanding',
      memberNo: 'REG/0203',
      status: 'Suspended',
    });
    expect(await standingOf('REG/0203', entry.publicId)).toEqual({ list: false, card: false, verify: false });
  });
});
