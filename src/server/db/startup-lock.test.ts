import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-support/harness';
import { type DatabaseHandle, openDatabase } from './database';
import { withStartupLock } from './startup-lock';

let database: TestDatabase | undefined;
let others: DatabaseHandle[] = [];
afterEach(async () => {
  for (const other of others) await other.close();
  others = [];
  await database?.drop();
  database = undefined;
});

/** Two instances of the portal on one database: separate connections (pools), as separate processes. */
async function twoInstances(): Promise<[DatabaseHandle, DatabaseHandle]> {
  database = await createTestDatabase();
  others = [openDatabase(database.url), openDatabase(database.url)];
  return others as [DatabaseHandle, DatabaseHandle];
}

const released = () => {
  let release = () => {};
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
};

describe('the start-up lock', () => {
  it('makes a second instance wait for the first, telling it why, then lets it in', async () => {
    const [first, second] = await twoInstances();
    const steps: string[] = [];
    const holding = released();
    const entered = released();
    const firstTurn = withStartupLock(first.db, async () => {
      steps.push('first in');
      entered.release();
      await holding.promise;
      steps.push('first out');
    });
    await entered.promise;
    const waits: string[] = [];
    const secondTurn = withStartupLock(second.db, async () => steps.push('second in'), {
      onWait: (line) => waits.push(line),
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(steps).toEqual(['first in']);
    expect(waits[0]).toMatch(/^Waiting for another instance or command to finish migrating and seeding/);
    holding.release();
    await Promise.all([firstTurn, secondTurn]);
    expect(steps).toEqual(['first in', 'first out', 'second in']);
  });

  it('gives up after the time allowed, saying who holds it and what to do', async () => {
    const [first, second] = await twoInstances();
    const holding = released();
    const entered = released();
    const firstTurn = withStartupLock(first.db, async () => {
      entered.release();
      await holding.promise;
    });
    await entered.promise;
    const gaveUp = withStartupLock(second.db, async () => 'never', { giveUpAfterMs: 300 });
    await expect(gaveUp).rejects.toThrow(
      /^Gave up after \d+ s waiting for the start-up lock.*(backend \d+|Another process has it open)/,
    );
    holding.release();
    await firstTurn;
    // Released, also after the work failed: the next one gets it at once.
    await expect(
      withStartupLock(second.db, async () => {
        throw new Error('migration failed');
      }),
    ).rejects.toThrow('migration failed');
    expect(await withStartupLock(first.db, async () => 'next')).toBe('next');
  });

  it('lets a holder that asks again go on instead of waiting for itself', async () => {
    const [first] = await twoInstances();
    const inner = await withStartupLock(first.db, () =>
      withStartupLock(first.db, async () => 'nested', { giveUpAfterMs: 300 }),
    );
    expect(inner).toBe('nested');
  });
});
