/** A stand-in origin: only what resolves to it is a path of the portal. `.invalid` never resolves. */
const PORTAL = 'https://portal.invalid';

/**
 * Only a path of the portal is followed (after login, or from a page the server redirects), never
 * another origin. The target is read with the URL parser a browser uses, so every trick that parser
 * forgives (`//host`, `/\host`, a tab, CR or LF that browsers drop: `/%09/host`) is judged as the
 * browser would follow it. The answer is the parsed path, query and fragment, percent-encoded: no
 * control character reaches a Location header.
 */
export function safeRedirect(target: string | null): string | null {
  if (!target?.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(target, PORTAL);
  } catch {
    return null;
  }
  if (url.origin !== PORTAL) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
