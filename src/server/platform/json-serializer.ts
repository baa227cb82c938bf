import fastJson from 'fast-json-stringify';
import { z } from 'zod';

/**
 * A serializer from the JSON Schema of a zod output schema: it writes the declared fields only, so
 * a column cannot leave the server by accident, at fast-json-stringify speed (decision 0007).
 */
export const jsonSerializerOf = (schema: z.ZodType): ((value: unknown) => string) =>
  fastJson(z.toJSONSchema(schema, { target: 'draft-7', io: 'output' }) as Parameters<typeof fastJson>[0]);
