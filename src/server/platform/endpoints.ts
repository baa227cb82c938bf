import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { z } from 'zod';
import type { AnswerOf, CheckedInput, Endpoint } from '../../contract/endpoint';
import { guard, type PolicyContext, type PolicyName } from './policies';

/** Who may call an endpoint: anyone, or a signed-in account whose role has the named capability. */
export type Access = 'public' | PolicyName;

export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: CheckedInput<E, 'params'>;
  Querystring: CheckedInput<E, 'query'>;
  Body: CheckedInput<E, 'body'>;
}>;

export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<AnswerOf<E>>;

/** Route options beyond what the declaration gives (a body limit, a pre-validation step). */
export type ExtraRouteOptions = Omit<RouteShorthandOptions, 'schema' | 'onRequest' | 'handler'>;

/**
 * Registers the routes of declared endpoints on `app`: validation from the declaration's schemas,
 * the answer wrapped as `{ data }` (or `{ message, data }`, or the `{ message }` alone) and serialized from its schema (only
 * declared fields leave the server), the OpenAPI entry, and the access rule checked before the
 * input is even read, so a visitor learns nothing about a staff route's rules.
 */
export function endpointServer(app: FastifyInstance, policy: PolicyContext, tags: readonly string[]) {
  return function serve<E extends Endpoint>(
    declared: E,
    access: Access,
    handler: EndpointHandler<E>,
    options: ExtraRouteOptions = {},
  ): void {
    const answer = z.object({
      ...(declared.withMessage ? { message: z.string() } : {}),
      ...(declared.data ? { data: declared.data } : {}),
    });
    app.route({
      ...options,
      method: declared.method,
      url: declared.path,
      ...(access === 'public' ? {} : { onRequest: guard(access, policy) }),
      schema: {
        tags: [...tags],
        summary: declared.summary,
        ...(declared.multipart ? { consumes: ['multipart/form-data'] } : {}),
        ...(declared.params ? { params: declared.params } : {}),
        ...(declared.query ? { querystring: declared.query } : {}),
        ...(declared.body ? { body: declared.body } : {}),
        response: { [declared.created ? 201 : 200]: answer },
      },
      handler: async (request, reply) => {
        const result = await handler(request as EndpointRequest<E>, reply);
        if (declared.created) reply.status(201);
        return declared.withMessage ? result : { data: result };
      },
    });
  };
}
