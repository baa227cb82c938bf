import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
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
 * took in milliseconds and the request id; at error level, with the error, when the answer failed
 * on the way out. It replaces Fastify's own two lines (received, completed) in Fastify's log
 * controller, so no hook runs for it; above info, pino makes the call a no-op.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      path: request.url.split('?')[0],
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) request.log.error({ ...line, err: error }, 'answered');
    else request.log.info(line, 'answered');
  }
}
