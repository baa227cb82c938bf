import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { issuePathToField, messages } from '../../contract/common';
import type { ApiFailure } from '../../contract/envelope';
import { AppError } from './errors';

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
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.' });
    }
    if (status === 429) return reply.status(429).send({ message: messages.tooManyRequests });
    if (status === 413) return reply.status(413).send({ message: 'The upload is too large.' });
    return reply.status(status).send({ message: error.message });
  });
}
