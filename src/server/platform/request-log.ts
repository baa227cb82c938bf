import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';
import {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'fastify/types/logger';
import pino, { type DestinationStream } from 'pino';
import type { Env } from '../env';

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

/** Names one running server process in its request ids and its start line: 8 random hex digits. */
export const newInstanceId = (): string => randomBytes(4).toString('hex');

/**
 * A request id from the proxy (nginx's $request_id is 32 hex digits; others send UUIDs): letters,
 * digits and `.` `_` `:` `-`, 8 to 64 of them. Nothing else is taken, so a client cannot start a
 * forged log line or fill the log through it.
 */
const WELL_FORMED_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/**
 * Fastify's `genReqId`: the proxy's X-Request-Id when the request came through a trusted proxy
 * (TRUST_PROXY) and the id is well formed, so one id follows a request from nginx's log to the
 * portal's; otherwise `<instance>-<count>`, unique across instances as each start draws its own
 * instance id. A client's own header is never taken: it could reuse another request's id.
 */
export function requestIds(
  instance: string,
  trustProxy: Env['TRUST_PROXY'],
): (raw: IncomingMessage) => string {
  const fromTrustedProxy = trustedPeer(trustProxy);
  let count = 0;
  return (raw) => {
    const given = raw.headers['x-request-id'];
    if (
      typeof given === 'string' &&
      WELL_FORMED_ID.test(given) &&
      fromTrustedProxy(raw.socket.remoteAddress)
    ) {
      return given;
    }
    count += 1;
    return `${instance}-${count.toString(36)}`;
  };
}

/**
 * Whether the connecting address is one of the proxies TRUST_PROXY names. A hop count trusts the
 * nearest hop, which is the connection itself; addresses and CIDRs are checked as Fastify checks
 * them for X-Forwarded-For.
 */
function trustedPeer(setting: Env['TRUST_PROXY']): (address: string | undefined) => boolean {
  if (setting === false) return () => false;
  if (typeof setting === 'number') return () => setting > 0;
  const proxies = new BlockList();
  for (const entry of setting) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) proxies.addAddress(address, type);
    else proxies.addSubnet(address, Number(prefix), type);
  }
  return (address) => address !== undefined && proxies.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

/** Every answer names its request id, so a user's report or a proxy's log leads to the portal's line. */
export function installRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
}

/**
 * One line per request, once it is answered: method, path (never the query), status, the time it
 * took in milliseconds, the request id, the client's address (the proxy's X-Forwarded-For as
 * TRUST_PROXY allows) and the signed-in account's id (never its e-mail); at error level, with the error, when the answer failed
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
    ip: request.ip,
    // Undefined for a visitor or outside /api: pino leaves the field out.
    userId: request.session?.user.id,
    impersonatorId: request.session?.impersonatorId ?? undefined,
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
