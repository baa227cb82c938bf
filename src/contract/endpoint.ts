import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One endpoint of the API, declared once: the server registers its route from this (validation,
 * the `{ data }` envelope, the response serializer and the OpenAPI entry) and the browser calls it
 * through `call` in web/lib/call.ts, so neither side writes the path or the answer type again.
 * `data` is what the answer's `data` holds; `withMessage` answers also carry a `message` to show,
 * and one that declares no `data` answers `{ message }` alone (a delete, say).
 */
interface EndpointBase {
  readonly method: HttpMethod;
  /** Fastify's form: `:name` for a path parameter, every one of them declared in `params`. */
  readonly path: `/api/${string}`;
  readonly summary: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The answer is 201 Created (a new record), not 200. */
  readonly created?: true;
  /**
   * The body is a multipart form: the caller sends a FormData. A streamed upload (see the server's
   * platform/uploads.ts) declares no body schema, the route reads the form itself; a small form the
   * server reads whole first (platform/multipart.ts bufferedForm) declares the schema its fields and
   * files are checked against, files as Buffers.
   */
  readonly multipart?: true;
  /**
   * The browser may send the body as form data, its fields as text: the route reads such a form
   * into the body before validation (the route's `bufferedForm` config) and the schema takes them.
   */
  readonly form?: true;
}

/** The answer: `{ data }`, `{ message, data }` (`withMessage`), or `{ message }` alone (no `data`). */
type EndpointAnswer =
  | { readonly data: z.ZodType; readonly withMessage?: true }
  | { readonly data?: never; readonly withMessage: true };

export type Endpoint = EndpointBase & EndpointAnswer;

export const endpoint = <const E extends Endpoint>(declared: E): E => declared;

type InputOf<E, K extends 'params' | 'query' | 'body'> = E extends { [key in K]: infer S extends z.ZodType }
  ? { [key in K]: z.input<S> }
  : { [key in K]?: never };

type BodyOf<E> = E extends { multipart: true }
  ? { body: FormData }
  : E extends { body: infer S extends z.ZodType }
    ? { body: z.input<S> | (E extends { form: true } ? FormData : never) }
    : { body?: never };

/** What a caller passes: the params, query and body the endpoint declares, and nothing else. */
export type CallInput<E extends Endpoint> = InputOf<E, 'params'> & InputOf<E, 'query'> & BodyOf<E>;

/** What the server's handler receives once the input is checked. */
export type CheckedInput<E extends Endpoint, K extends 'params' | 'query' | 'body'> = E extends {
  [key in K]: infer S extends z.ZodType;
}
  ? z.output<S>
  : undefined;

/** What the answer's `data` holds; undefined for an answer that is a message alone. */
export type DataOf<E extends Endpoint> = E extends { data: infer S extends z.ZodType }
  ? z.output<S>
  : undefined;

/** What the server's handler returns: the data, with the message when the endpoint has one. */
export type AnswerOf<E extends Endpoint> = E extends { withMessage: true }
  ? E extends { data: z.ZodType }
    ? { message: string; data: DataOf<E> }
    : { message: string }
  : DataOf<E>;

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/**
 * The address of one call: path parameters percent-encoded into their segments, the query from its
 * defined values (an array repeats its key). Refuses a missing path parameter rather than calling
 * a different address.
 */
export function urlOf(
  declared: Pick<Endpoint, 'path'>,
  params?: Record<string, string | number>,
  query?: Record<string, QueryValue>,
): string {
  const path = declared.path.replace(/:([A-Za-z][A-Za-z0-9_]*)/g, (_segment, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === '') throw new Error(`${declared.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

declare const declaredBy: unique symbol;

/**
 * Where a declared endpoint is, its method and path, typed by its declaration but holding none of
 * its schemas. A declaration reaches zod through its schemas; the boot script, the login page and
 * the signed-in frame are kept free of zod (decision 0017, about 27 KB gzip), so their modules call
 * through an address instead, from a zod-free module in endpoints/addresses/. `call` takes either.
 */
export type Address<E extends Endpoint> = Pick<E, 'method' | 'path'> & { readonly [declaredBy]?: E };

/** The declaration an address (or a choice between addresses) stands for. */
export type DeclarationOf<A> = A extends { readonly [declaredBy]?: infer E extends Endpoint } ? E : never;

/**
 * An area's addresses, each checked against its declaration (`typeof areaEndpoints`) by the
 * compiler: a path or method that differs from the declared one does not compile.
 */
export const addressesOf =
  <Declared extends Record<string, Endpoint>>() =>
  <const K extends keyof Declared>(
    addresses: {
      readonly [key in K]: Pick<Declared[key], 'method' | 'path'>;
    },
  ): { readonly [key in K]: Address<Declared[key]> } =>
    addresses;
