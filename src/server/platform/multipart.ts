import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { uploadMessages } from '../../contract/uploads';
import { AppError, badRequest } from './errors';

/**
 * Reading multipart bodies: which routes take one (streamed uploads, small buffered forms), the
 * limits of a form and of its whole body, and the parser's failures as 400s. What an upload does
 * with its files (content checks, the file store) is in uploads.ts.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The handler reads the multipart body itself, streaming, with `receiveUpload`/`withUpload`.
     */
    streamUploads?: boolean;
    /** A small multipart form read into `request.body` as key/values before validation (bufferedForm). */
    multipartForm?: BufferedFormLimits;
  }
}

/** Route `config` of a route that takes files: `api.post(url, { config: streamingUploads, ... })`. */
export const streamingUploads = { streamUploads: true } as const;

export interface BufferedFormLimits {
  /** The whole body, files and fields; past it the request is refused (413) while it arrives. */
  maxBytes: number;
  /** How many files it takes (0 for a form of text fields only). */
  files: number;
  /** The largest file; one byte more is refused with `tooLarge` (413). */
  fileSize: number;
  tooLarge: string;
}

/**
 * Route `config` of a route that takes a small multipart form, read into `request.body` before
 * validation (text fields as strings, files as Buffers), so its zod body schema applies as for JSON.
 */
export const bufferedForm = (limits: BufferedFormLimits) => ({ multipartForm: limits }) as const;

/** Text fields of an upload form: how many, and how long each may be. */
export const FIELD_LIMITS = { fields: 200, fieldSize: 1_000_000 };
/**
 * What a form's text fields, part headers and boundaries may add to its files, together. The field
 * limits above bound each field; this bounds their sum, so 200 fields of 1 MB are never read.
 */
export const FORM_OVERHEAD_BYTES = 1_048_576;

/**
 * Multipart is read only by the routes that declare it: streamed uploads (`streamingUploads`) and
 * small buffered forms (`bufferedForm`). Anywhere else a multipart body is refused (415) before a
 * byte of it is read, so the 1 MB JSON limit holds for every route that takes no file, and a form
 * cannot be posted cross-site to a JSON route. A body over its route's limit is refused (413) as
 * soon as it is announced or, when it comes without a length, at the first byte past it.
 */
export async function installMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { ...FIELD_LIMITS, parts: 250 } });

  // The hooks are callback style: every other request goes on at once, without a promise each.
  app.addHook('onRequest', (request, reply, done) => {
    // isMultipart() is known only once the body's parser ran; the header is known now.
    if (!sendsMultipart(request)) return done();
    const { streamUploads, multipartForm } = request.routeOptions.config;
    if (!streamUploads && !multipartForm) {
      reply.status(415).send({ message: uploadMessages.formNotTaken });
      return;
    }
    if (multipartForm && declaredLength(request) > multipartForm.maxBytes) {
      reply.status(413).send({ message: uploadMessages.formTooLarge });
      return;
    }
    done();
  });

  app.addHook('preValidation', (request, _reply, done) => {
    const limits = request.routeOptions.config.multipartForm;
    if (!limits || !request.isMultipart()) return done();
    bufferedBody(request, limits).then((body) => {
      request.body = body;
      done();
    }, done);
  });
}

const sendsMultipart = (request: FastifyRequest): boolean =>
  /^\s*multipart\//i.test(request.headers['content-type'] ?? '');

const declaredLength = (request: FastifyRequest): number => Number(request.headers['content-length'] ?? 0);

class BodyTooLargeError extends AppError {
  constructor() {
    super(413, uploadMessages.formTooLarge);
  }
}

/**
 * Counts the bytes of the multipart body as the parser reads them, and fails the parser (which
 * listens for the request's errors) at the first byte past `maxBytes`: nothing more is read, and the
 * answer closes the connection (http.ts closeUnreadBodies). Call once the parser is reading.
 */
export function capBody(request: FastifyRequest, maxBytes: number): void {
  if (declaredLength(request) > maxBytes) throw new BodyTooLargeError();
  const raw = request.raw;
  let received = 0;
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received <= maxBytes) return;
    raw.off('data', count);
    raw.unpipe();
    raw.pause();
    // The parser listens for the request's errors; were nothing listening, an emitted error would
    // be thrown out of this event, so the request is ended instead.
    if (raw.listenerCount('error') > 0) raw.emit('error', new BodyTooLargeError());
    else raw.destroy();
  };
  raw.on('data', count);
}

async function bufferedBody(
  request: FastifyRequest,
  limits: BufferedFormLimits,
): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = {};
  try {
    const parts = request.parts({
      limits: { ...FIELD_LIMITS, fileSize: limits.fileSize, files: limits.files },
    });
    capBody(request, limits.maxBytes);
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated || part.fieldnameTruncated) throw new BodyTooLargeError();
        addValue(body, part.fieldname, part.value);
        continue;
      }
      addValue(body, part.fieldname, await part.toBuffer());
    }
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
      const field = (error as { part?: { fieldname?: string } }).part?.fieldname ?? 'file';
      throw new AppError(413, limits.tooLarge, { [field]: limits.tooLarge });
    }
    // Only the parser runs here: whatever it throws without a status is a body it cannot read.
    throw asUnreadableForm(error);
  }
  return body;
}

/**
 * The multipart parser throws plain errors for a body it cannot read (no boundary, data cut short):
 * the client's fault, so a 400 rather than the 500 of an unexpected error.
 */
export function asUnreadableForm(error: unknown): unknown {
  if (error instanceof AppError || (error as { statusCode?: unknown }).statusCode !== undefined) return error;
  return badRequest(uploadMessages.unreadableForm);
}

/** The parts of a multipart body, with the parser's failures turned into asUnreadableForm's 400. */
export async function* readableParts<Part>(parts: AsyncIterable<Part>): AsyncGenerator<Part> {
  const iterator = parts[Symbol.asyncIterator]();
  let finished = false;
  try {
    while (true) {
      let next: IteratorResult<Part>;
      try {
        next = await iterator.next();
      } catch (error) {
        finished = true;
        throw asUnreadableForm(error);
      }
      if (next.done) {
        finished = true;
        return;
      }
      yield next.value;
    }
  } finally {
    // A caller that stops early (a refused file) releases the parser, as a plain for-await would.
    if (!finished) await iterator.return?.();
  }
}

export function addValue(target: Record<string, unknown>, name: string, value: unknown): void {
  const existing = target[name];
  if (existing === undefined) target[name] = value;
  else if (Array.isArray(existing)) existing.push(value);
  else target[name] = [existing, value];
}
