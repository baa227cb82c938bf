import type { ApiFailure } from '../../contract/envelope';
import type { ApiFetch } from '../../contract/first-view';
import { handleUnauthorized } from './session-storage';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string> = {},
    readonly data: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

let transport: ApiFetch = (url, init) => fetch(url, init);

/**
 * The server's first view of a page (entry-server.tsx) asks the same API in-process, with the
 * visitor's own cookie, so a page's requests read exactly what that browser would have been given.
 */
export function setApiTransport(next: ApiFetch): void {
  transport = next;
}

/** Paths whose 401 means "wrong credentials", not "your session ended". */
const credentialPaths = new Set(['auth/login']);

/** If a server message carries a correlation id, show only the readable part (spec 1 §8). */
export function readableMessage(message: string): string {
  const marker = message.search(/correlation[- ]?id/i);
  return marker > 0 ? message.slice(0, marker).replace(/[\s:;,.([-]+$/, '') : message;
}

/**
 * The one way the browser talks to the API: relative `/api` root, `{ data }` on success, and an
 * ApiError carrying `{ message }` on failure. The session travels in an httpOnly cookie.
 */
export async function api<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const init: RequestInit = { method, credentials: 'same-origin', headers: { accept: 'application/json' } };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { ...init.headers, 'content-type': 'application/json' };
  }
  let response: Response;
  try {
    response = await transport(`/api/${path.replace(/^\//, '')}`, init);
  } catch {
    throw new ApiError(0, 'The portal cannot be reached. Check your connection and try again.');
  }
  const payload = (await response.json().catch(() => ({}))) as Partial<ApiFailure> & { data?: T };
  if (response.ok) return payload.data as T;
  if (response.status === 401 && !credentialPaths.has(path)) handleUnauthorized();
  throw new ApiError(
    response.status,
    readableMessage(payload.message ?? `Request failed (${response.status})`),
    payload.errors,
    (payload.data as Record<string, unknown> | undefined) ?? {},
  );
}
