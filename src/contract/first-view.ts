/**
 * The page the server renders first and the browser then takes over (entry-server.tsx, main.tsx):
 * the server writes the answers it rendered with into a JSON script; the browser starts from them.
 */
export const firstViewStateId = 'first-view-state';

/** How a page's API requests are answered while the server draws it: in-process, read-only. */
export type ApiFetch = (url: string, init: RequestInit) => Promise<Response>;

/** What the browser starts its takeover from (main.tsx). */
export interface FirstViewState<Queries = unknown> {
  /** The answers the page was rendered with (TanStack Query's dehydrated cache). */
  queries: Queries;
  /** The lazy parts the page drew (web/lib/lazy-part.ts), whose code is loaded before the takeover. */
  parts: string[];
}

export type FirstView =
  | { html: string; state: FirstViewState }
  /** The page only sends the browser elsewhere (a guard): answered with an HTTP redirect. */
  | { redirect: string };

/** What the server's copy of the app (src/web/entry-server.tsx) exports. */
export type RenderFirstView = (url: string, fetchForPage: ApiFetch) => Promise<FirstView>;

/**
 * JSON that is safe inside a <script> element: `<` can never close it and the two line separators
 * JavaScript once treated as line ends are escaped too. JSON.parse reads every escape back.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Until the browser's app has taken the first view over, its buttons and forms do nothing yet: a
 * clear cover catches taps, a form's own submission (Enter in a field) is stopped, because it
 * would send the fields, a password among them, in the page's address, and text fields are read
 * only, because the app's first render would not know what was typed. The app releases all three
 * once it has taken the page over (src/web/app/AppTree.tsx).
 */
export const firstViewCoverId = 'first-view-cover';
export const firstViewLockAttribute = 'data-first-view-lock';
const cover = `<div id="${firstViewCoverId}" style="position:fixed;inset:0;z-index:2147483647"></div>`;
const holdSubmissionsScript = `addEventListener('submit',function(e){if(document.getElementById('${firstViewCoverId}'))e.preventDefault()},true)`;
const holdSubmissions = `<script>${holdSubmissionsScript}</script>`;

/** The inline script every first view carries: the server's Content-Security-Policy allows it by hash. */
export const inlineScripts: readonly string[] = [holdSubmissionsScript];

/**
 * The code of each inline script in rendered markup (none with a `src`, none of JSON data). In React's
 * output these can only be React's own: it escapes every text and attribute it is given, and the
 * app renders no script element and no raw HTML, so nothing a user typed becomes a script here.
 */
export function inlineScriptsOf(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = '', code = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc=|\stype="application\/json"/i.test(` ${attributes}`)) continue;
    scripts.push(code);
  }
  return scripts;
}

/** Where the server's first view goes in the built index.html, and the state beside it. */
export function withFirstView(template: string, html: string, state: unknown): string | null {
  const root = '<div id="root"></div>';
  if (!template.includes(root)) return null;
  const script = `<script id="${firstViewStateId}" type="application/json">${scriptSafeJson(state)}</script>`;
  const page = `${holdSubmissions}<div id="root">${lockTextFields(html)}</div>${cover}${script}`;
  return template.replace(root, () => page);
}

/** Inputs that take no text: read-only means nothing to them, and the cover holds their clicks. */
const untyped = /\stype="(checkbox|radio|hidden|file|submit|button|reset|image|range|color)"/i;

/** React escapes `>` inside attribute values, so a tag of its markup ends at the first `>`. */
function lockTextFields(html: string): string {
  return html.replace(/<(input|textarea)\b([^>]*)>/g, (tag, name: string, attributes: string) =>
    /\sreadonly[\s=>]/i.test(`${attributes}>`) || untyped.test(attributes)
      ? tag
      : `<${name} readonly="" ${firstViewLockAttribute}=""${attributes}>`,
  );
}
