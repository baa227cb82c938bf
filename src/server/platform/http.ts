import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { issuePathToField, messages } from '../../contract/common';
import type { ApiFailure } from '../../contract/envelope';
import { AppError, isDatabaseUnavailable } from './errors';

/**
 * Every failure leaves the API as `{ message }` (plus field errors) with an honest status code.
 * Unexpected errors are logged and answered with a generic message: no stack or SQL reaches a client.
 */
export function installErrorEnvelope(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body: ApiFailure = { message: error.message };
      if (error.errors) body.errors = error.errors;
      if (error.data) body.data = error.data;
      return reply.status(error.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issuePathToField(issue.instancePath.split('/').filter(Boolean));
        errors[field] ??= issue.message ?? 'Invalid value';
      }
      const first = error.validation[0]?.message ?? 'Invalid request';
      return reply.status(400).send({ message: first, errors } satisfies ApiFailure);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).send({ message: messages.serviceUnavailable });
    }
    // PostgreSQL refuses text it cannot hold (a NUL character in text read from an uploaded file) and
    // integers past its column types (an id of 2^31 compared with an integer column).
    if (isUnstorableText(error)) return reply.status(400).send({ message: messages.textNotAllowed });
    if (postgresCode(error) === '22003')
      return reply.status(400).send({ message: messages.numberOutOfRange });
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ message: messages.serverFault });
    }
    if (status === 429) return reply.status(429).send({ message: messages.tooManyRequests });
    if (status === 413) return reply.status(413).send({ message: 'The upload is too large.' });
    return reply.status(status).send({ message: error.message });
  });
}

/**
 * An answer sent before the request's body was read (a refused upload, a body of a type the route
 * does not take, a foreign origin) closes the connection, instead of Node reading the rest of the
 * body to keep the connection open: a client that sends 180 MB to be refused costs nothing more.
 */
export function closeUnreadBodies(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    // `complete` is false while the body is still arriving (a request made with inject has none).
    if (request.raw.complete === false) reply.header('connection', 'close');
    done(null, payload);
  });
}

/**
 * Fastify answers a URL it cannot route (a stray % escape, invalid UTF-8, a parameter past its
 * length limit) before any route or the error handler runs, with its own body naming its error code.
 * Passed as the `frameworkErrors` server option, so these answers are the `{ message }` envelope too.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL') return reply.status(400).send({ message: messages.badAddress });
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return reply.status(414).send({ message: messages.badAddress });
  request.log.error({ err: error }, 'unhandled framework error');
  return reply.status(500).send({ message: messages.serverFault });
}

const postgresCode = (error: unknown) => (error as { code?: unknown }).code;
const isUnstorableText = (error: unknown) => ['22021', '22P05'].includes(postgresCode(error) as string);

/**
 * Refuses text with a NUL character anywhere in the route parameters, query or body, before the
 * schema runs: PostgreSQL can neither store nor compare it (every query would fail), and SQLite would
 * store it, so both databases answer the same 400. Walks the body without recursion: it may be
 * nested thousands deep.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', (request, reply, done) => {
    if (![request.params, request.query, request.body].some(containsNul)) return done();
    reply.status(400).send({ message: messages.textNotAllowed });
  });
}

function containsNul(root: unknown): boolean {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
    } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const [key, item] of Object.entries(value)) pending.push(key, item);
    }
  }
  return false;
}
