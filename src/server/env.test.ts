import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

describe('payment provider settings', () => {
  it('refuses the sandbox checkout in production unless a demo says so', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/PAYMENT_PROVIDER: the sandbox checkout/);
    expect(loadEnv({ NODE_ENV: 'production', PAYMENT_SANDBOX_IN_PRODUCTION: 'true' }).PAYMENT_PROVIDER).toBe(
      'sandbox',
    );
    expect(loadEnv({ NODE_ENV: 'development' }).PAYMENT_PROVIDER).toBe('sandbox');
  });
});
