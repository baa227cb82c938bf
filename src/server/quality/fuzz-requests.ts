import fc from 'fast-check';
import { multipart } from '../test-support/harness';
import type { RouteShape } from './fuzz-route-shapes';
import {
  asTextPairs,
  extraKey,
  hostileNumber,
  hostileShortString,
  hostileString,
  hostileValue,
  objectFor,
  oneHostileField,
  toJsonText,
  valueFor,
} from './fuzz-values';

/** One generated request; `describe` is what a failure report shows. */
export interface FuzzRequest {
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer | FormData;
  /** How the body was made, for the failure report (the payload itself may be 1 MB). */
  bodyKind: string;
}

/**
 * Percent-encodes like a browser, except that a lone surrogate (which encodeURIComponent refuses)
 * becomes the bytes of an invalid UTF-8 sequence: the server must cope with both.
 */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text]
      .map((char) => (/[\uD800-\uDFFF]/.test(char) ? '%ED%A0%80' : encodeURIComponent(char)))
      .join('');
  }
}

/** Escapes that no decoder accepts, written straight into the URL. */
const malformedEscape = fc.constantFrom(
  '%',
  '%zz',
  '%FF%FE',
  '%E0%A4%A',
  '%00',
  '%C0%AE%C0%AE%2F',
  '..%2F..%2F',
);

const paramValue = fc.oneof(
  { weight: 4, arbitrary: hostileShortString.map(encode) },
  {
    weight: 2,
    arbitrary: hostileNumber.map((number) => encode(String(number instanceof Object ? number.text : number))),
  },
  { weight: 1, arbitrary: malformedEscape },
);

/** Declared keys and unknown ones, with scalars, arrays (repeated keys) and bracketed objects. */
function queryFor(shape: RouteShape, knownNames: readonly string[]): fc.Arbitrary<string> {
  const declared = Object.entries(shape.query).map(([name, schema]) =>
    fc
      .option(valueFor(schema, knownNames), { freq: 3, nil: undefined })
      .map((value) => [name, value] as const),
  );
  const pair = (key: string, value: string) => `${encode(key)}=${encode(value)}`;
  return fc
    .tuple(
      fc.tuple(...declared),
      fc.array(fc.tuple(extraKey(knownNames), hostileValue), { maxLength: 2 }),
      fc.option(malformedEscape, { freq: 5, nil: undefined }),
    )
    .map(([declaredPairs, extraPairs, rawTail]) => {
      const parts = [...declaredPairs, ...extraPairs]
        .filter(([, value]) => value !== undefined)
        .flatMap(([key, value]) => asTextPairs(key, value).map(([name, text]) => pair(name, text)));
      if (rawTail) parts.push(`q=${rawTail}`);
      return parts.length > 0 ? `?${parts.join('&')}` : '';
    });
}

function pathFor(shape: RouteShape): fc.Arbitrary<string> {
  const segments = shape.url.split('/');
  return fc
    .tuple(
      fc.array(paramValue, { minLength: segments.length, maxLength: segments.length }),
      fc.array(paramValue, { minLength: 1, maxLength: 3 }),
    )
    .map(([values, wildcardParts]) =>
      segments
        .map((segment, index) => {
          if (segment.startsWith(':')) return values[index] ?? '';
          if (segment === '*') return wildcardParts.join('/');
          return segment;
        })
        .join('/'),
    );
}

const json = { 'content-type': 'application/json' };

const malformedJson = fc.constantFrom(
  '{"email":',
  "{'email': 'a'}",
  '{"a":1,}',
  '[1,2',
  'NaN',
  '{"a": undefined}',
  '\uFEFF{"a":1}',
  '{"a":"\\x41"}',
  '{"a":"\\uD800"}',
  '{"a":1}{"b":2}',
  '{{{{',
  'null garbage',
);

const wrongContentType = fc.constantFrom(
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=----x',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'application/vnd.api+json',
  'image/png',
  '*/*',
);

/** Nested arrays and objects many thousands deep, under one declared key. */
const deeplyNested = fc
  .tuple(fc.constantFrom(1_000, 20_000, 100_000), fc.constantFrom(['[', ']'], ['{"a":', '}']))
  .map(([depth, [open, close]]) => `{"data":${open.repeat(depth)}1${close.repeat(depth)}}`);

/** A body the route's schema would almost accept, plus everything the route never expects. */
function bodyFor(shape: RouteShape, knownNames: readonly string[]): fc.Arbitrary<Omit<FuzzRequest, 'url'>> {
  const declared = shape.body ?? {};
  const shaped = declared.properties ? objectFor(declared, knownNames) : fc.constant({});
  const asJson = (bodyKind: string) => (payload: string) => ({ headers: json, payload, bodyKind });
  const variants: fc.WeightedArbitrary<Omit<FuzzRequest, 'url'>>[] = [
    { weight: 8, arbitrary: shaped.map(toJsonText).map(asJson('schema-shaped JSON')) },
    {
      weight: 8,
      arbitrary: oneHostileField(declared, knownNames).map(toJsonText).map(asJson('one hostile field')),
    },
    { weight: 2, arbitrary: valueFor(declared, knownNames).map(toJsonText).map(asJson('any JSON value')) },
    { weight: 1, arbitrary: deeplyNested.map(asJson('deeply nested JSON')) },
    { weight: 2, arbitrary: malformedJson.map(asJson('malformed JSON')) },
    {
      weight: 2,
      arbitrary: fc.tuple(wrongContentType, hostileString).map(([type, payload]) => ({
        headers: { 'content-type': type },
        payload,
        bodyKind: `${type} body`,
      })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        { headers: json, bodyKind: 'empty JSON body' },
        { headers: json, payload: '', bodyKind: 'empty JSON body' },
        { headers: {}, bodyKind: 'no body' },
      ),
    },
    {
      weight: 1,
      arbitrary: fc.constant({
        headers: json,
        payload: `{"a":"${'x'.repeat(1_100_000)}"}`,
        bodyKind: 'JSON past the body limit',
      }),
    },
  ];
  if (shape.multipart || shape.method !== 'GET')
    variants.push({ weight: shape.multipart ? 8 : 1, arbitrary: formFor(shaped) });
  return fc.oneof(...variants);
}

/** A multipart form with the schema's fields as text and a file whose name and bytes are hostile. */
function formFor(shaped: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<Omit<FuzzRequest, 'url'>> {
  return fc
    .tuple(
      shaped,
      hostileShortString,
      fc.constantFrom('application/pdf', 'image/png', 'text/html', 'application/x-msdownload', ''),
      fc.uint8Array({ maxLength: 64 }),
    )
    .map(([fields, fileName, fileType, bytes]) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields))
        for (const [name, text] of asTextPairs(key, value)) form.append(name, text);
      form.append('file', new Blob([bytes], { type: fileType }), fileName || 'x');
      return { headers: {}, payload: form, bodyKind: 'multipart form' };
    });
}

export function requestFor(shape: RouteShape, knownNames: readonly string[]): fc.Arbitrary<FuzzRequest> {
  const bodyless = { headers: {}, bodyKind: 'no body' };
  const body =
    shape.method === 'GET'
      ? fc.oneof(
          { weight: 6, arbitrary: fc.constant(bodyless) },
          { weight: 1, arbitrary: bodyFor(shape, knownNames) },
        )
      : bodyFor(shape, knownNames);
  return fc
    .tuple(pathFor(shape), queryFor(shape, knownNames), body)
    .map(([path, query, request]) => ({ ...request, url: `${path}${query}` }));
}

/** Serializes a FormData payload into bytes and its boundary, as a browser would send it. */
export async function toInjectable(
  request: FuzzRequest,
): Promise<{ headers: Record<string, string>; payload?: string | Buffer }> {
  if (!(request.payload instanceof FormData))
    return {
      headers: request.headers,
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    };
  const form = await multipart(request.payload);
  return { headers: { ...request.headers, 'content-type': form.contentType }, payload: form.payload };
}

/** A short account of the request for a failure report. */
export function describeRequest(method: string, request: FuzzRequest): string {
  const url =
    request.url.length > 300 ? `${request.url.slice(0, 300)}… (${request.url.length} chars)` : request.url;
  const payload = request.payload;
  const preview =
    typeof payload === 'string'
      ? `${JSON.stringify(payload.slice(0, 300))}${payload.length > 300 ? ` … (${payload.length} chars)` : ''}`
      : '';
  return `${method} ${url} [${request.bodyKind}${request.headers['content-type'] ? `, ${request.headers['content-type']}` : ''}] ${preview}`;
}
