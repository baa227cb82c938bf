import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { OUTAGE_REMINDER_MS, OutageLog } from './outage-log';
import { PollingWorker } from './polling-worker';

type Line = Record<string, unknown> & { level: number; msg: string };

function capture(): { log: FastifyBaseLogger; lines: Line[] } {
  const lines: Line[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { log: log as unknown as FastifyBaseLogger, lines };
}

const refused = () => new Error('connect ECONNREFUSED 127.0.0.1:5432');

async function until(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

describe('a polling worker through an outage', () => {
  it('logs the first of 50 failures in a row with its stack, then one recovery line with the count', async () => {
    const { log, lines } = capture();
    let clock = 0;
    let passes = 0;
    const worker = new PollingWorker(
      'outbox',
      async () => {
        passes += 1;
        clock += 1000;
        if (passes <= 50) throw refused();
      },
      1,
      log,
      () => clock,
    );
    worker.start();
    await until(() => passes >= 53);
    await worker.stop();

    expect(lines).toHaveLength(2);
    const [failure, recovery] = lines;
    expect(failure).toMatchObject({
      level: 50,
      task: 'outbox',
      msg: 'outbox failed: connect ECONNREFUSED 127.0.0.1:5432',
    });
    expect(failure?.err).toMatchObject({ stack: expect.stringContaining('ECONNREFUSED') });
    expect(recovery).toMatchObject({
      level: 40,
      task: 'outbox',
      failures: 50,
      seconds: 50,
      msg: 'outbox recovered after 50 failures over 50 s',
    });
    expect(recovery).not.toHaveProperty('err');
  });

  it('tells at shutdown that it stopped while still failing', async () => {
    const { log, lines } = capture();
    let passes = 0;
    const worker = new PollingWorker(
      'payment callbacks',
      async () => {
        passes += 1;
        throw refused();
      },
      1,
      log,
    );
    worker.start();
    await until(() => passes >= 5);
    await worker.stop();
    expect(lines.map((line) => line.msg)).toEqual([
      'payment callbacks failed: connect ECONNREFUSED 127.0.0.1:5432',
      expect.stringMatching(/^payment callbacks stopped while failing: \d+ failures over [\d.]+ s$/),
    ]);
    expect(lines[1]?.failures).toBe(passes);
  });
});

describe('an outage log', () => {
  it('reminds with the running count every few minutes while the failure lasts, without the stack', () => {
    const { log, lines } = capture();
    let clock = 0;
    const outage = new OutageLog('housekeeping', log, () => clock);
    // One failure a second for twelve minutes.
    for (let second = 0; second < 12 * 60; second++) {
      clock = second * 1000;
      outage.failed(refused());
    }
    expect(outage.failing).toBe(720);
    clock = 12 * 60 * 1000;
    outage.succeeded();
    outage.succeeded();

    expect(OUTAGE_REMINDER_MS).toBe(5 * 60_000);
    expect(lines.map((line) => line.msg)).toEqual([
      'housekeeping failed: connect ECONNREFUSED 127.0.0.1:5432',
      'housekeeping still failing: 301 failures over 300 s, last: connect ECONNREFUSED 127.0.0.1:5432',
      'housekeeping still failing: 601 failures over 600 s, last: connect ECONNREFUSED 127.0.0.1:5432',
      'housekeeping recovered after 720 failures over 720 s',
    ]);
    expect(lines.filter((line) => 'err' in line)).toHaveLength(1);
    expect(outage.failing).toBe(0);
  });

  it('starts a new count with a new stack after a recovery', () => {
    const { log, lines } = capture();
    const outage = new OutageLog('subscription billing', log);
    outage.failed(new Error('first'));
    outage.succeeded();
    outage.failed(new Error('second'));
    outage.failed(new Error('second'));
    expect(lines.map((line) => line.msg)).toEqual([
      'subscription billing failed: first',
      'subscription billing recovered after 1 failure over 0 s',
      'subscription billing failed: second',
    ]);
  });
});
