// `npm run test:scale` (builds first; CI runs it): the portal scaled out as an operator deploys it.
//
// One throwaway PostgreSQL cluster (scripts/with-postgres.mjs), an S3-compatible store run locally
// (s3rver behind a proxy that checks every request's signature with another implementation than the
// portal's, scripts/scale/s3.mjs), a real SMTP server catching every message (scripts/scale/smtp.mjs),
// two built instances in production mode started at the same moment on the empty database, and
// Debian's nginx in front of both, round-robin (scripts/scale/nginx.mjs). Then:
//   1. a session opened on instance A is honoured by instance B;
//   2. a document uploaded through A downloads through B with the same bytes;
//   3. a billing run is started on both at once, the instance billing it is killed with SIGKILL
//      mid-run, and the other finishes it (scripts/scale/billing.mjs);
//   4. PostgreSQL and the catcher are checked: nobody billed twice, no invoice lost or half-written,
//      no notice queued twice, every notice delivered exactly once.
// Prints a table of checks and exits 0 only if every one holds; every process and temporary folder
// is removed on the way out, on failure and Ctrl-C too. SCALE_MEMBERS sets how many members are
// billed (default 6000: a run of several seconds).
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from './bench.mjs';
import { billingWithAKill, seedMembers } from './scale/billing.mjs';
import { BUCKET, Instance, instanceEnv, startFailureLine } from './scale/instances.mjs';
import { nginxVersion, startNginx } from './scale/nginx.mjs';
import { Checks, Cleanup, log, ScaleError } from './scale/run-kit.mjs';
import { proveSignatureCheck, startS3 } from './scale/s3.mjs';
import { fileAcrossInstances, sessionAcrossInstances } from './scale/sessions-and-files.mjs';
import { startCatcher } from './scale/smtp.mjs';
import { startCluster } from './with-postgres.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const members = Number(process.env.SCALE_MEMBERS ?? 6000);

/** Starts both at the same moment on the empty database: the start-up lock makes them take turns. */
async function startTogether(instances, checks) {
  await Promise.all(instances.map((instance) => instance.spawn()));
  const failures = await Promise.all(instances.map((instance) => instance.ready()));
  const failed = instances.filter((_, index) => failures[index]);
  const detail = failed.length
    ? failed
        .map(
          (instance) =>
            `${instance.name} exited: ${startFailureLine(failures[instances.indexOf(instance)].log)}`,
        )
        .join('; ')
    : 'both answered /api/health';
  checks.add('both started together on an empty database', failed.length === 0, detail);
  if (failed.length) throw new ScaleError(`an instance did not start: ${detail}`);
}

async function main(checks, cleanup) {
  const entry = join(root, 'dist/server/main.js');
  if (!existsSync(entry)) throw new ScaleError(`${entry} is missing: run \`npm run build\` first`);
  log(nginxVersion());
  const folder = await mkdtemp(join(tmpdir(), 'portal-scale-'));
  cleanup.add('temporary folder', () => rm(folder, { recursive: true, force: true }));

  const cluster = await startCluster();
  cleanup.add('PostgreSQL', () => cluster.remove());
  const db = new pg.Client({ connectionString: cluster.url });
  await db.connect();
  cleanup.add('database connection', () => db.end());

  const s3Credentials = {
    accessKeyId: `SCALE${randomBytes(6).toString('hex').toUpperCase()}`,
    secretAccessKey: randomBytes(24).toString('base64url'),
    region: 'af-south-1',
  };
  const s3 = await startS3({ directory: join(folder, 's3'), bucket: BUCKET, credentials: s3Credentials });
  cleanup.add('S3 store', () => s3.stop());
  const proof = await proveSignatureCheck(s3.endpoint, BUCKET, s3Credentials);
  checks.add(
    'S3 proxy checks signatures (aws4)',
    proof.wrongSecret === 403 && proof.unsigned === 403 && proof.rightSecret === 404,
    `wrong secret ${proof.wrongSecret}, unsigned ${proof.unsigned}, right secret ${proof.rightSecret} (no such key)`,
  );

  const smtpPort = await freePort();
  const catcher = await startCatcher(smtpPort);
  cleanup.add('SMTP catcher', () => catcher.stop());

  const nginxPort = await freePort();
  const publicUrl = `http://127.0.0.1:${nginxPort}`;
  const env = instanceEnv({
    publicUrl,
    databaseUrl: cluster.url,
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    s3: { endpoint: s3.endpoint, ...s3Credentials },
  });
  const instances = ['instance-a', 'instance-b'].map((name) => new Instance(name, join(folder, name), env));
  // Stopped before the catcher and the store they use (clean-up runs last-in first-out).
  cleanup.add('instances', () => Promise.all(instances.map((instance) => instance.stop())));
  log(`starting ${instances.map((i) => i.name).join(' and ')} together on the empty database`);
  await startTogether(instances, checks);
  const [a, b] = instances;

  const nginx = await startNginx({
    folder: join(folder, 'nginx'),
    port: nginxPort,
    upstreams: instances.map((i) => i.address),
  });
  cleanup.add('nginx', () => nginx.stop());
  const health = await Promise.all(
    [1, 2, 3, 4].map(() =>
      fetch(`${nginx.url}/api/health`).then(
        (r) => r.status,
        () => 0,
      ),
    ),
  );
  checks.add(
    'nginx serves the instances',
    health.every((status) => status === 200),
    `/api/health x4: ${health.join(' ')}`,
  );

  const session = await sessionAcrossInstances(a, b, publicUrl);
  checks.add('session opened on A is honoured on B', session.ok, session.detail);
  if (session.cookie) {
    const file = await fileAcrossInstances(a, b, {
      cookie: session.cookie,
      origin: publicUrl,
      s3Tally: s3.tally,
    });
    checks.add('upload through A, download through B', file.ok, file.detail);
  }

  log(`seeding ${members} active members`);
  await seedMembers(db, members);
  await billingWithAKill({
    db,
    instances,
    nginxUrl: nginx.url,
    origin: publicUrl,
    catcher,
    checks,
    period: new Date().getFullYear() + 1,
  });
  checks.add(
    "S3 proxy refused none of the portal's requests",
    s3.tally.refused.length === 1 + 1 && s3.tally.verified > 0,
    `${s3.tally.verified} verified; refused ${s3.tally.refused.length - 2} besides the 2 forged proofs`,
  );
  for (const refusal of s3.tally.refused.slice(2)) log(`S3 proxy refused ${refusal}`);
}

const checks = new Checks();
const cleanup = new Cleanup();
cleanup.onSignals();
const startedAt = Date.now();
try {
  await main(checks, cleanup);
} catch (error) {
  checks.broken('scenario ran to the end', error);
  if (!(error instanceof ScaleError)) console.error(error);
  else console.error(error.message);
} finally {
  await cleanup.run();
}
checks.print();
const seconds = ((Date.now() - startedAt) / 1000).toFixed(0);
console.log(`\ntest:scale ${checks.passed ? 'passed' : 'FAILED'} in ${seconds} s`);
process.exit(checks.passed ? 0 : 1);
