import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { LazyRoute } from './bundle-routes';

/** One chunk of Vite's build manifest (.vite/manifest.json), keyed by source file or `_chunk.js`. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  assets?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Dynamic imports that wait for something the visitor does, so a route's first view does not load them. */
export interface LaterLoads {
  /** Modules loaded late wherever they are imported (e.g. the toast container, with the first toast). */
  modules: ReadonlySet<string>;
  /** Page modules whose own dynamic imports wait, on that page's route only (e.g. tabs not yet opened). */
  importsOfPages: ReadonlySet<string>;
  /**
   * Page modules that show exactly one of the sections they load lazily (which one depends on the
   * URL or the user): their route counts the heaviest of those sections, not all of them.
   */
  pagesShowingOneOf?: ReadonlySet<string>;
}

export interface RouteWeight {
  path: string;
  /** Gzip bytes of every main-thread script the route loads on its first view. */
  gzipBytes: number;
  files: string[];
  /** Gzip bytes of Web Worker scripts the route starts (pdf.js), kept apart: they run off the main thread. */
  workerGzipBytes: number;
}

/** Where the production web build is: WEB_DIST, as the server reads it, or the default dist/web. */
export const webDist = () => resolve(process.env.WEB_DIST ?? 'dist/web');

export function readManifest(dist = webDist()): Manifest {
  const file = join(dist, '.vite/manifest.json');
  if (!existsSync(file)) {
    throw new Error(`${file} is missing: build the web app (vite build, with build.manifest on) first`);
  }
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

/**
 * What a visitor's browser fetches to show a route the first time, from the manifest:
 * - the entry (index.html's script) and everything it imports statically;
 * - each lazy module on the way to the page (its layouts, then the page) and their static imports;
 * - dynamic imports inside those chunks, because the ones in this app run when the page mounts
 *   (the PDF viewer loads pdf.js to draw the document). A dynamic import that only runs on a user
 *   action may be named in `later` to leave it out (see LaterLoads); a new one counts until someone does.
 * - a page named in `later.pagesShowingOneOf` shows one of its lazy sections: the heaviest counts.
 * Dynamic imports of other route modules are left out: the router loads those when the visitor
 * navigates there, and they are weighed as their own routes.
 */
export function routeWeights(
  manifest: Manifest,
  routes: LazyRoute[],
  later: LaterLoads = { modules: new Set(), importsOfPages: new Set() },
  dist = webDist(),
): RouteWeight[] {
  const routeModules = new Set(routes.flatMap((route) => route.modules));
  return routes.map((route) => routeWeight(manifest, route, routeModules, later, dist));
}

function routeWeight(
  manifest: Manifest,
  route: LazyRoute,
  routeModules: ReadonlySet<string>,
  later: LaterLoads,
  dist: string,
): RouteWeight {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The manifest has no entry chunk');
  for (const module of route.modules) {
    if (!manifest[module]) {
      throw new Error(`${route.path}: ${module} is not in the build manifest (not built as its own chunk?)`);
    }
  }
  const page = route.modules.at(-1);
  const showsOneOf = page !== undefined && (later.pagesShowingOneOf?.has(page) ?? false);
  const scripts = new Set<string>();
  const workers = new Set<string>();
  // With showsOneOf, the lazy imports of the page's own code (not its layouts') wait here as its
  // sections instead of being visited, then only the heaviest is added.
  const sections: string[] = [];
  let collectingSections = false;
  const visit = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file) || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const asset of chunk.assets ?? []) if (/\.m?js$/.test(asset)) workers.add(asset);
    for (const imported of chunk.imports ?? []) visit(imported, into);
    if (key === page && later.importsOfPages.has(key)) return;
    for (const loaded of chunk.dynamicImports ?? []) {
      if (routeModules.has(loaded) || later.modules.has(loaded)) continue;
      if (collectingSections) sections.push(loaded);
      else visit(loaded, into);
    }
  };
  visit(entryKey, scripts);
  for (const module of route.modules.slice(0, -1)) visit(module, scripts);
  collectingSections = showsOneOf;
  if (page) visit(page, scripts);
  collectingSections = false;
  const heaviestSection = sections
    .map((section) => {
      const extra = new Set<string>();
      visit(section, extra);
      return [...extra];
    })
    .reduce<string[]>(
      (heaviest, files) => (weigh(files, dist) > weigh(heaviest, dist) ? files : heaviest),
      [],
    );
  const files = [...scripts, ...heaviestSection];
  return {
    path: route.path,
    gzipBytes: weigh(files, dist),
    files,
    workerGzipBytes: weigh([...workers], dist),
  };
}

const weigh = (files: string[], dist: string) =>
  files.reduce((sum, file) => sum + gzipSize(join(dist, file)), 0);

const gzipCache = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file)).length;
    gzipCache.set(file, size);
  }
  return size;
}

export const kilobytes = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
