import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import pino, { type DestinationStream } from 'pino';

/**
 * Standard output written asynchronously: a request never waits for the terminal or the pipe to
 * take its line. pino writes what is still pending when the process exits.
 */
export const asyncStdout = (): DestinationStream => pino.destination({ dest: 1, sync: false });

/**
 * Logs carry method, path and status only: no query strings, headers or bodies, so no secrets.
 * `stream` is where lines go (standard output, written synchronously, when left out).
 */
export function loggerOptions(level: string, stream?: DestinationStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        path: request.url.split('?')[0],
      }),
    },
  };
}

/**
 * One line per request, once it is answered: method, path (never the query), status, the time it
 * took in milliseconds and the request id. Fastify's own two lines (received, completed) are off
 * (`disableRequestLogging`); with the level above info, no hook runs at all.
 */
export function installRequestLog(app: FastifyInstance): void {
  const level = pino.levels.values[app.log.level] ?? Number.POSITIVE_INFINITY; // 'silent' is not listed
  if (level > (pino.levels.values.info ?? 30)) return;
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        path: request.url.split('?')[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'answered',
    );
    done();
  });
}
