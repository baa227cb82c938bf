import { startTestApp, type TestApp } from '../../test-support/harness';

/** Shared setup for the register tests: each test file starts its own app in its `beforeAll`. */

export let t: TestApp;
export async function startRegisterApp() {
  t = await startTestApp();
}
export async function stopRegisterApp() {
  await t?.close();
}

let sequence = 0;
export const applicant = (overrides: Record<string, unknown> = {}) => {
  sequence += 1;
  return {
    email: `new.applicant${sequence}@example.org`,
    phone: `0712 ${String(sequence).padStart(6, '0')}`,
    id_number: `2${String(sequence).padStart(7, '0')}`,
    password: 'Kilima#2026',
    confirmPassword: 'Kilima#2026',
    category: 'GRADUATE',
    type: 'Individual',
    ...overrides,
  };
};
export const register = (body: Record<string, unknown>, ip = '192.0.2.1') =>
  t.api('POST', '/api/auth/register', { body, ip });
