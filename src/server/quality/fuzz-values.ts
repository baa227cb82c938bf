import fc from 'fast-check';
import type { JsonSchema } from './fuzz-route-shapes';

/**
 * A number written into the JSON text as is, for literals JSON.stringify cannot produce:
 * 1e999 parses to Infinity, 20 digits lose precision, -0 keeps its sign.
 */
export class RawJsonNumber {
  constructor(readonly text: string) {}
}

/** Strings that break parsers, queries, templates, file paths and text handling. */
const hostileStrings = [
  '',
  ' ',
  'null',
  'undefined',
  'true',
  '0',
  '-1',
  'NaN',
  'Infinity',
  '1e309',
  '9007199254740993',
  '0x1F',
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  '" OR 1=1 --',
  "admin'--",
  "1' UNION SELECT password_hash FROM users --",
  "%' AND 1=0 UNION SELECT sql FROM sqlite_master --",
  "'; SELECT pg_sleep(5); --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '/etc/passwd\u0000.png',
  '\u202Eevil.exe\u202C',
  'مرحبا بالعالم',
  'שלום עולם',
  '👩‍👩‍👧‍👦🔥🇰🇪',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  'e\u0301\u0301\u0301\u0301',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇',
  '\uFEFFbom',
  '\r\n\t\u000b\f',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as plain text
  '${7*7}',
  '{{7*7}}',
  '%s%s%s%n',
  '__proto__',
  'constructor',
  'prototype',
  // Plausible values, so some requests pass validation and reach the handlers.
  'member@eik.example',
  'superadmin@eik.example',
  'a@b.co',
  'Portal#2026',
  '2026-01-15',
  '2026-02-30',
  '9999-12-31T23:59:59Z',
  'Individual',
  'Corporate',
  'EIK-0001',
  'KES',
];

/** 100 KB and more: past every field limit, some past the 1 MB body limit. */
const oversizedString = fc
  .tuple(fc.constantFrom('x', '😀', '\u0000', 'ي', 'e\u0301'), fc.constantFrom(100_000, 150_000, 300_000))
  .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length)));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...hostileStrings) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: oversizedString },
);

/** Short strings only: what fits into a URL segment. */
export const hostileShortString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...hostileStrings) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.constantFrom('x'.repeat(2000), '😀'.repeat(300)) },
);

export const hostileNumber: fc.Arbitrary<number | RawJsonNumber> = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    1.5,
    -2_147_483_649,
    2 ** 31,
    2 ** 53 + 2,
    -(2 ** 63),
    2 ** 64,
    1e308,
    -1e308,
    Number.MIN_VALUE,
  ),
  fc
    .constantFrom('1e999', '-1e999', '123456789012345678901234567890', '-0', '1E+400')
    .map((text) => new RawJsonNumber(text)),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** A value that tries to reach Object.prototype through a merge or an assignment. */
const prototypeProbe = fc.constantFrom(
  { prototype: { polluted: 'yes' } },
  { polluted: 'yes', isAdmin: true, is_super_admin: true },
);

const hostileScalar = fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null));

export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 6, arbitrary: hostileScalar },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 3 }) },
    { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), tie('value'), { maxKeys: 3 }) },
    { weight: 1, arbitrary: prototypeProbe },
  ),
})).value;

/** Keys a handler never asked for, including the ones that reach the prototype chain. */
export function extraKey(knownNames: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(...knownNames),
    fc.constantFrom('__proto__', 'constructor', 'prototype', 'is_admin', 'is_super_admin', 'role', 'user_id'),
    fc.string({ unit: 'binary', maxLength: 12 }),
  );
}

/** Builds an object whose keys stay own properties, even `__proto__`, so they reach the JSON text. */
export function ownPropertiesObject(
  entries: readonly (readonly [string, unknown])[],
): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of entries)
    Object.defineProperty(result, key, { value, enumerable: true, writable: true, configurable: true });
  return result;
}

const typesOf = (schema: JsonSchema): string[] => [schema.type ?? []].flat();

/** A value of any type but the one the schema asks for. */
function wrongTypeFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  const types = typesOf(schema);
  const candidates: fc.Arbitrary<unknown>[] = [fc.constant(null), fc.array(hostileScalar, { maxLength: 3 })];
  if (!types.includes('string')) candidates.push(hostileString);
  if (!types.some((type) => type === 'number' || type === 'integer')) candidates.push(hostileNumber);
  if (!types.includes('boolean')) candidates.push(fc.boolean());
  if (!types.includes('object')) candidates.push(prototypeProbe);
  return fc.oneof(...candidates);
}

/** A value of the declared type (so it passes the type check) whose content is hostile. */
function rightTypeFor(
  schema: JsonSchema,
  knownNames: readonly string[],
  depth: number,
): fc.Arbitrary<unknown> {
  const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  if (branches.length > 0) return fc.oneof(...branches.map((branch) => valueFor(branch, knownNames, depth)));
  if (schema.enum && schema.enum.length > 0) return fc.oneof(fc.constantFrom(...schema.enum), hostileString);
  const type = typesOf(schema).find((candidate) => candidate !== 'null');
  switch (type) {
    case 'string':
      return hostileString;
    case 'number':
    case 'integer':
      return hostileNumber;
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.oneof(
        {
          weight: 5,
          arbitrary: fc.array(valueFor(schema.items ?? {}, knownNames, depth + 1), { maxLength: 4 }),
        },
        { weight: 1, arbitrary: fc.constant(Array.from({ length: 5000 }, (_, index) => index)) },
      );
    case 'object':
      return objectFor(schema, knownNames, depth + 1);
    default:
      return hostileValue;
  }
}

/** Mostly the declared type with hostile content, often a wrong type instead. */
export function valueFor(
  schema: JsonSchema,
  knownNames: readonly string[],
  depth = 0,
): fc.Arbitrary<unknown> {
  if (depth > 3) return hostileScalar;
  return fc.oneof(
    { weight: 3, arbitrary: rightTypeFor(schema, knownNames, depth) },
    { weight: 2, arbitrary: wrongTypeFor(schema) },
  );
}

/** The schema's own keys (required ones usually present) plus a few keys nobody declared. */
export function objectFor(
  schema: JsonSchema,
  knownNames: readonly string[],
  depth = 0,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  const declared = fc.tuple(
    ...properties.map(([name, property]) =>
      fc.option(valueFor(property, knownNames, depth), {
        freq: schema.required?.includes(name) ? 8 : 2,
        nil: undefined,
      }),
    ),
  );
  const extras = fc.array(fc.tuple(extraKey(knownNames), hostileValue), { maxLength: 3 });
  return fc
    .tuple(declared, extras)
    .map(([values, extraEntries]) =>
      ownPropertiesObject([
        ...properties.flatMap(([name], index) =>
          values[index] === undefined ? [] : [[name, values[index]] as const],
        ),
        ...extraEntries,
      ]),
    );
}

/** JSON text that keeps raw number literals and own `__proto__` keys. */
export function toJsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (!(item instanceof RawJsonNumber)) return item;
    raws.push(item.text);
    return `@@raw:${raws.length - 1}@@`;
  });
  return (text ?? 'null').replace(/"@@raw:(\d+)@@"/g, (_match, index: string) => raws[Number(index)] ?? '0');
}

/** A query or form value as text: arrays repeat the key, objects use bracket keys. */
export function asTextPairs(key: string, value: unknown): [string, string][] {
  if (Array.isArray(value)) return value.flatMap((item) => asTextPairs(key, item));
  if (value instanceof RawJsonNumber) return [[key, value.text]];
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([inner, item]) => asTextPairs(`${key}[${inner}]`, item));
  return [[key, String(value)]];
}

/** Text that passes a string schema's format, pattern and length rules, where they can be read. */
function plausibleString(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...(schema.enum as string[]));
  if (schema.format === 'email') return fc.constant('member@eik.example');
  if (schema.format === 'date') return fc.constant('2026-01-15');
  if (schema.format === 'date-time') return fc.constant('2026-01-15T10:00:00.000Z');
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((text) => fitsLength(schema, text));
    } catch {
      // A pattern JavaScript cannot compile: fall back to plain text.
    }
  }
  const text = 'Plausible text 2026'.padEnd(schema.minLength ?? 0, 'x').slice(0, schema.maxLength ?? 100);
  return fc.constant(text);
}

const fitsLength = (schema: JsonSchema, text: string) =>
  text.length >= (schema.minLength ?? 0) && text.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY);

/** A value the schema accepts (as far as its JSON Schema tells), so the handler gets to run. */
export function plausibleFor(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  if (branches[0]) return plausibleFor(branches[0], depth);
  switch (typesOf(schema).find((candidate) => candidate !== 'null')) {
    case 'string':
      return plausibleString(schema);
    case 'number':
    case 'integer':
      return fc.constant(Math.min(Math.max(1, schema.minimum ?? 1), schema.maximum ?? 1));
    case 'boolean':
      return fc.boolean();
    case 'array':
      return depth > 3 ? fc.constant([]) : plausibleFor(schema.items ?? {}, depth + 1).map((item) => [item]);
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      if (depth > 3) return fc.constant({});
      return fc
        .tuple(...properties.map(([, property]) => plausibleFor(property, depth + 1)))
        .map((values) => Object.fromEntries(properties.map(([name], index) => [name, values[index]])));
    }
    default:
      return fc.constant('Plausible text 2026');
  }
}

/**
 * A body the schema accepts except in one field, which gets hostile content of the right type
 * (NUL bytes, injection strings, 100 KB of emoji, huge numbers): input that reaches the handler
 * and the database rather than stopping at validation.
 */
export function oneHostileField(schema: JsonSchema, knownNames: readonly string[]): fc.Arbitrary<unknown> {
  const names = Object.keys(schema.properties ?? {});
  if (names.length === 0) return plausibleFor(schema);
  return fc.tuple(plausibleFor(schema), fc.constantFrom(...names)).chain(([base, name]) =>
    rightTypeFor(schema.properties?.[name] ?? {}, knownNames, 1).map((value) => ({
      ...(base as Record<string, unknown>),
      [name]: value,
    })),
  );
}
