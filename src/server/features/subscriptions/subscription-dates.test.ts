import { describe, expect, it } from 'vitest';
import { subscriptionInvoiceDates } from './subscription-dates';

describe('subscription invoice dates', () => {
  it('bills a period ahead on 1 January, due 31 March', () => {
    expect(subscriptionInvoiceDates(2031, null, 30, '2030-12-01')).toEqual({
      documentDate: '2031-01-01',
      dueDate: '2031-03-31',
    });
  });
  it('dates a member admitted during the period on admission, with the days to pay from then', () => {
    expect(subscriptionInvoiceDates(2026, '2026-11-27', 30, '2026-11-27')).toEqual({
      documentDate: '2026-11-27',
      dueDate: '2026-12-27',
    });
    // Admitted early in the year: never due before everyone else.
    expect(subscriptionInvoiceDates(2026, '2026-01-10', 30, '2026-01-10').dueDate).toBe('2026-03-31');
  });
  it('never makes an invoice due on a day already past when a period is billed late', () => {
    expect(subscriptionInvoiceDates(2026, '2019-05-01', 30, '2026-11-27')).toEqual({
      documentDate: '2026-01-01',
      dueDate: '2026-12-27',
    });
  });
});
