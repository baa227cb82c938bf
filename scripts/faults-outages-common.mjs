// Helpers shared by the two outage scenarios (scripts/faults-outages-*.mjs).
import { BenchError, demoPassword } from './bench.mjs';

/** Signs a demo account in; returns its bearer token. */
export async function signIn(url, email) {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: demoPassword() }),
  });
  const body = await response.json().catch(() => ({}));
  if (!response.ok || typeof body?.data?.token !== 'string') {
    throw new BenchError(`login as ${email} failed: ${response.status} ${JSON.stringify(body)}`);
  }
  return body.data.token;
}

/** Progress lines of one scenario, with the seconds since it started. */
export function outageLog(scenario) {
  const startedAt = Date.now();
  return (line) => console.log(`${scenario} +${((Date.now() - startedAt) / 1000).toFixed(1)} s: ${line}`);
}
