// The measured rounds of the bench's load runs: autocannon against the hello-world baseline and a
// portal route in turn, the per-round table, and the figures they add to the bench report.
import autocannon from 'autocannon';
import { BenchError } from './bench.mjs';
import { reportFigure } from './bench-report.mjs';

const CONNECTIONS = 50;
const WARMUP_SECONDS = 2;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function countFailures(result) {
  return { errors: result.errors + result.timeouts, non2xx: result.non2xx };
}

/**
 * `requests` (autocannon's list of paths a connection cycles through) varies what is asked. Each
 * connection starts at its own place in the list, so they do not all ask the same thing at once.
 */
function loadOptions(url, headers, requests) {
  if (!requests) return { url, connections: CONNECTIONS, headers };
  let clients = 0;
  const setupClient = (client) => {
    const start = Math.floor((clients++ * requests.length) / CONNECTIONS) % requests.length;
    client.setRequests([...requests.slice(start), ...requests.slice(0, start)]);
  };
  return { url, connections: CONNECTIONS, headers, requests, setupClient };
}

async function measure(label, url, headers, seconds, requests) {
  const load = loadOptions(url, headers, requests);
  process.stdout.write(`${label}: warm-up ${WARMUP_SECONDS} s ... `);
  const warmup = await autocannon({ ...load, duration: WARMUP_SECONDS });
  process.stdout.write(`measuring ${seconds} s ... `);
  const result = await autocannon({ ...load, duration: seconds });
  console.log('done');
  const warm = countFailures(warmup);
  const run = countFailures(result);
  return {
    label,
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: run.errors,
    non2xx: run.non2xx,
    warmupFailures: warm.errors + warm.non2xx,
  };
}

/** The baseline and `target` ({ label, url, headers, requests }) in turn, `roundCount` times. */
export async function measureRounds(roundCount, seconds, baselineUrl, target) {
  const rounds = [];
  for (let round = 1; round <= roundCount; round++) {
    console.log(`round ${round} of ${roundCount}`);
    rounds.push({
      baseline: await measure('hello-world baseline', baselineUrl, {}, seconds),
      portal: await measure(target.label, target.url, target.headers ?? {}, seconds, target.requests),
    });
  }
  return rounds;
}

/**
 * `targets` null prints the figures without PASS/FAIL (informational runs). `name` heads the two
 * figures this adds to the bench report.
 */
export function printReport(name, rounds, seconds, targets) {
  const rows = rounds.flatMap(({ baseline, portal }, index) => [
    { ...baseline, round: index + 1 },
    { ...portal, round: index + 1 },
  ]);
  const ratios = rounds.map(({ baseline, portal }) => portal.rps / baseline.rps);
  const ratio = median(ratios);
  const p99 = Math.max(...rounds.map(({ portal }) => portal.p99));
  const verdict = (pass) => (pass ? 'PASS' : 'FAIL');
  const header = ['round', 'run', 'req/s (avg)', 'p99 ms', 'errors', 'non-2xx'];
  const body = rows.map((row) => [
    String(row.round),
    row.label,
    row.rps.toFixed(0),
    String(row.p99),
    String(row.errors),
    String(row.non2xx),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...body.map((line) => line[column].length)),
  );
  const format = (cells) =>
    cells
      .map((cell, column) => (column === 1 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
      .join('  ');
  console.log('');
  console.log(
    `${CONNECTIONS} connections, ${rounds.length} rounds of ${seconds} s runs after a ${WARMUP_SECONDS} s warm-up each, Node ${process.version}`,
  );
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of body) console.log(format(line));
  console.log('');
  console.log(`ratio per round        ${ratios.map((value) => value.toFixed(2)).join('  ')}`);
  console.log(
    `ratio portal/baseline  ${ratio.toFixed(2)}  (median${targets ? `; target >= ${targets.ratio})  ${verdict(ratio >= targets.ratio)}` : ')'}`,
  );
  console.log(
    `portal p99 latency     ${p99} ms  (worst round${targets ? `; target <= ${targets.p99} ms)  ${verdict(p99 <= targets.p99)}` : ')'}`,
  );
  reportFigure({
    figure: `${name}: req/s vs hello-world (median)`,
    measured: ratio,
    atLeast: targets?.ratio,
  });
  reportFigure({
    figure: `${name}: p99 latency (worst round)`,
    measured: p99,
    unit: 'ms',
    atMost: targets?.p99,
  });
}

/** A run only counts when nothing failed: the server still up, no errors, every answer 2xx. */
export function assertCleanRun(rounds, portal) {
  const broken = rounds
    .flatMap((round) => [round.baseline, round.portal])
    .filter((row) => row.errors > 0 || row.non2xx > 0 || row.warmupFailures > 0);
  if (portal.child.exitCode !== null || portal.child.signalCode !== null) {
    throw new BenchError(`server stopped during the run\n${portal.output.text()}`);
  }
  if (broken.length > 0) {
    const names = broken.map((row) => row.label).join(', ');
    throw new BenchError(`errors or non-2xx answers in: ${names}\n${portal.output.text()}`);
  }
}
