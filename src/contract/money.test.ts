import { describe, expect, it } from 'vitest';
import { startPaymentSchema } from './money';

describe('startPaymentSchema', () => {
  it('takes a path of this portal as where a failed payment returns, and nothing that leaves it', () => {
    const from = (value: string) =>
      startPaymentSchema.safeParse({ invoiceNo: 'INV-000001', from: value }).success;
    expect(from('/billing')).toBe(true);
    expect(from('/billing/invoice/SU5WLTAwMDAwMQ?tab=1')).toBe(true);
    for (const away of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      '/\t/evil.example',
      '/a b',
    ]) {
      expect(from(away)).toBe(false);
    }
  });
});
