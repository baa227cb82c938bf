import { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { loggerOptions } from '../platform/request-log';
import type { TestAppOptions } from './harness';

/** A logger for workers under test: warnings and errors go to `sink` (dropped without one). */
export function workerLog(sink?: string[]): FastifyBaseLogger {
  const keep = (...args: unknown[]) => {
    sink?.push(JSON.stringify(args));
  };
  const log = {
    level: 'warn',
    warn: keep,
    error: keep,
    info: () => {},
    debug: () => {},
    trace: () => {},
    fatal: () => {},
    silent: () => {},
    child: () => log,
  };
  return log as unknown as FastifyBaseLogger;
}

/** The app's own logger configuration at info level, writing its lines into `lines`. */
export function capturedLogger(lines: string[]): TestAppOptions['logger'] {
  const options = loggerOptions('info');
  if (typeof options !== 'object' || options === null) throw new Error('loggerOptions must be an object');
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(String(chunk));
      callback();
    },
  });
  return { ...options, stream };
}
