/**
 * The route table the web build writes beside index.html (scripts/route-preloads.ts) and the server
 * reads to name a page's chunks in its HTML (web-app.ts).
 */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

export interface RoutePreload {
  /** The router's path pattern, e.g. `/billing/invoice/:code`. */
  path: string;
  /** The route's layout and page chunks with their static imports, minus what the entry loads anyway. */
  files: string[];
}

export interface RoutePreloadsFile {
  routes: RoutePreload[];
}
