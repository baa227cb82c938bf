// Outage scenarios of issue 11's "Load and faults": PostgreSQL restarted under load
// (scripts/faults-outages-postgres.mjs) and SMTP down for a while (scripts/faults-outages-smtp.mjs).
// Both run the built server (dist/server/main.js, or BENCH_SERVER_ENTRY) and add their figures and
// checks to the bench report, where a missed one shows as FAIL; only a scenario that cannot run at
// all (no build, no PostgreSQL binaries, a server that does not start) throws.
import { assertServerBuilt } from './bench.mjs';
import { postgresRestartScenario } from './faults-outages-postgres.mjs';
import { smtpOutageScenario } from './faults-outages-smtp.mjs';

export async function faultOutages() {
  assertServerBuilt();
  await postgresRestartScenario();
  await smtpOutageScenario();
}
