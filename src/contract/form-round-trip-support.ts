import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

/**
 * The form round trip, for the form-round-trip-*.test.ts files. A web form validates with a schema
 * (zodResolver) and sends the schema's answer, or a mapping of it; the server parses what arrives
 * with the same schema. So each answer must be taken back unchanged, or a form the browser accepted
 * fails on the server ("expected string, received null", issue 24). The cases hold what a user types,
 * with the optional fields left empty: that is where a schema turns '' into something else.
 */

/** [what the form is, the schema the form and its route share, what the form holds on submit]. */
export type FormCase = [name: string, schema: z.ZodType, filled: unknown];

/** How the answer travels: the body the route's schema reads, from what the form's schema gave. */
export type Carry = (sent: Record<string, unknown>) => unknown;

/** A JSON body (lib/api.ts): undefined left out, everything else as JSON has it. */
export const asJson: Carry = (sent) => JSON.parse(JSON.stringify(sent));

/**
 * A multipart body as the server's upload reads it (platform/uploads.ts): a text per field. The
 * sections with files send this way when a file is chosen (section-api.ts `bodyOf`): null and
 * undefined left out, every other value as String() writes it.
 */
export const asMultipart: Carry = (sent) =>
  Object.fromEntries(
    Object.entries(sent)
      .filter(([, value]) => value !== null && value !== undefined)
      .map(([key, value]) => [key, String(value)]),
  );

/** The cases of one way of sending: the route's parse of what was sent equals the form's answer. */
export function describeRoundTrips(title: string, cases: FormCase[], carry: Carry = asJson): void {
  describe(title, () => {
    it.each(cases)('%s', (_name, schema, filled) => {
      const sent = schema.parse(filled) as Record<string, unknown>;
      expect(schema.parse(carry(sent))).toEqual(sent);
    });
  });
}

/**
 * A profile section's dialog: it validates with `create`; a new entry goes to the create route,
 * an edited one, with its EntryNo, to the update route, which parses with `update`.
 */
export const sectionCases = (
  name: string,
  schemas: { create: z.ZodType; update: z.ZodType },
  filled: Record<string, unknown>,
): FormCase[] => [
  [`${name} (added)`, schemas.create, filled],
  [`${name} (edited)`, schemas.update, { ...filled, EntryNo: 3 }],
];
