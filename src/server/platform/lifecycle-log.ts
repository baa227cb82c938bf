import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import pino, { type DestinationStream } from 'pino';
import type { Dialect } from '../db/dialect';

/**
 * The portal's version from its package.json, the first one found upward from this module: the
 * same lookup serves src/server/platform in development and the bundle in dist/server.
 */
export function portalVersion(): string {
  let folder = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const file = join(folder, 'package.json');
    if (existsSync(file)) {
      const { version } = JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown };
      if (typeof version === 'string') return version;
    }
    const parent = dirname(folder);
    if (parent === folder) return 'unknown';
    folder = parent;
  }
}

export interface StartFacts {
  port: number;
  dialect: Dialect;
  instance: string;
  publicUrl: string;
}

/** The first line of a running server: which version, where, on which database, which instance. */
export function logStarted(log: FastifyBaseLogger, facts: StartFacts): void {
  const version = portalVersion();
  const database = facts.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite';
  log.info(
    {
      version,
      port: facts.port,
      database: facts.dialect,
      instance: facts.instance,
      publicUrl: facts.publicUrl,
    },
    `Portal ${version} started on port ${facts.port} (${database}), instance ${facts.instance}, pid ${process.pid}`,
  );
}

/**
 * Logs the start and the end of a shutdown around `drain`: a stop that hangs still shows it began,
 * and the last line says how long finishing the requests and worker passes took.
 */
export async function loggedShutdown(
  log: FastifyBaseLogger,
  reason: string,
  drain: () => Promise<void>,
): Promise<void> {
  const began = performance.now();
  log.info({ reason }, `Portal stopping (${reason}): finishing requests and background passes`);
  await drain();
  const drainMs = Math.round(performance.now() - began);
  log.info({ reason, drainMs }, `Portal stopped (${reason}) after ${drainMs} ms`);
}

/**
 * A start that failed (bad configuration, database out of reach, port taken) as one fatal JSON
 * line on standard output, written before the process exits, whatever LOG_LEVEL says.
 */
export function logStartFailure(
  error: unknown,
  destination: DestinationStream = pino.destination({ dest: 1, sync: true }),
): void {
  const message = error instanceof Error ? error.message : String(error);
  pino({ level: 'fatal' }, destination).fatal({ err: error }, `Portal did not start: ${message}`);
}
