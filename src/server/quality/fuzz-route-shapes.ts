import type { FastifyInstance } from 'fastify';

/** The JSON Schema subset that @fastify/swagger writes for a route's zod schemas. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** What a route expects, as far as its schema says; routes without a schema get generic input. */
export interface RouteShape {
  method: string;
  /** The Fastify pattern, e.g. /api/documents/:id. */
  url: string;
  params: string[];
  /** Route ends in a wildcard (static files). */
  wildcard: boolean;
  query: Record<string, JsonSchema>;
  body?: JsonSchema;
  multipart: boolean;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/**
 * Every route of the route table (so a new route is fuzzed too), joined to the request schema the
 * OpenAPI document derives from its zod schema. The route table only records method and URL, and
 * Fastify does not expose a registered route's schema afterwards, so the OpenAPI document is the way in.
 */
export function routeShapes(app: FastifyInstance): RouteShape[] {
  const document = app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
  return app.routeTable.map((route) => {
    const openApiPath = route.url.replace(/:(\w+)/g, '{$1}');
    const operation = document.paths[openApiPath]?.[route.method.toLowerCase()] ?? {};
    const query: Record<string, JsonSchema> = {};
    for (const parameter of operation.parameters ?? [])
      if (parameter.in === 'query') query[parameter.name] = parameter.schema ?? {};
    const content = operation.requestBody?.content ?? {};
    const multipartBody = content['multipart/form-data']?.schema;
    return {
      method: route.method,
      url: route.url,
      params: [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1] as string),
      wildcard: route.url.endsWith('*'),
      query,
      body: content['application/json']?.schema ?? multipartBody,
      multipart: multipartBody !== undefined,
    };
  });
}

/** Every field name any route's schema mentions: unknown keys drawn from these reach real code paths. */
export function knownFieldNames(shapes: readonly RouteShape[]): string[] {
  const names = new Set<string>();
  const visit = (schema: JsonSchema | undefined) => {
    if (!schema) return;
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      names.add(name);
      visit(property);
    }
    visit(schema.items);
    for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
      visit(branch);
  };
  for (const shape of shapes) {
    for (const name of [...shape.params, ...Object.keys(shape.query)]) names.add(name);
    visit(shape.body);
  }
  return [...names].sort();
}
