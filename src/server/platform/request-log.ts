import {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'fastify/types/logger';
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
    // Through the server's logger with the id: the request's own child is made only when used.
    const log = request.server.log;
    if (error) log.error({ ...answeredLine(request, reply), err: error }, 'answered');
    else log.info(answeredLine(request, reply), 'answered');
  }
}

/**
 * One object literal of a fixed shape: it is built for every request, and the computed key and
 * spreads it replaced cost 7% of a signed-in read's CPU in a profile. The app keeps Fastify's
 * default request id label, `reqId`.
 */
function answeredLine(request: FastifyRequest, reply: FastifyReply) {
  const url = request.url;
  const query = url.indexOf('?');
  return {
    reqId: request.id,
    method: request.method,
    path: query === -1 ? url : url.slice(0, query),
    status: reply.statusCode,
    ms: Math.round(reply.elapsedTime * 10) / 10,
  };
}

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * Fastify gives each request a child logger carrying its id, and building one costs more than
 * most requests ever log: the request line goes through the server's logger (RequestLog). This
 * child is made the first time a handler logs through it. Its methods live on the prototype, so a
 * request costs one small object.
 */
class LazyChildLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  get level(): string {
    return this.made?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.logger().level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger().child(bindings, options);
  }

  logger(): FastifyBaseLogger {
    this.made ??= this.parent.child(this.bindings, this.options);
    return this.made;
  }
}

for (const level of LEVELS) {
  Object.defineProperty(LazyChildLogger.prototype, level, {
    value(this: LazyChildLogger, ...args: unknown[]) {
      const logger = this.logger();
      (logger[level] as (...values: unknown[]) => void).apply(logger, args);
    },
  });
}

/** Passed as Fastify's `childLoggerFactory`. */
export const lazyChildLogger = (
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger => new LazyChildLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
