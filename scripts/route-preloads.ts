import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import {
  ROUTE_PRELOADS_FILE,
  type RoutePreload,
  type RoutePreloadsFile,
} from '../src/server/platform/route-preloads-format.ts';
import { lazyRoutes } from './router-routes.ts';

interface OutputChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
}

/**
 * Writes, for every page of the router, the chunks that page needs beyond the entry. Without it the
 * browser learns them only after the entry has downloaded and run, a second round of requests on
 * every first visit; the server names them in the page's HTML as modulepreload links instead, so
 * they download beside the entry.
 */
export function routePreloads(): Plugin {
  return {
    name: 'route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (item): item is typeof item & OutputChunk => item.type === 'chunk',
      );
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const chunkOfModule = new Map<string, string>();
      for (const chunk of chunks) for (const id of chunk.moduleIds) chunkOfModule.set(id, chunk.fileName);

      const closure = (file: string, into: Set<string>) => {
        if (into.has(file)) return into;
        into.add(file);
        for (const imported of byFile.get(file)?.imports ?? []) closure(imported, into);
        return into;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('route-preloads: the build has no entry chunk');
      const loadedByEntry = closure(entry.fileName, new Set());

      const routes: RoutePreload[] = lazyRoutes().map((route) => {
        const files = new Set<string>();
        for (const module of route.modules) {
          const file = chunkOfModule.get(resolve(module));
          if (!file) throw new Error(`route-preloads: ${route.path}: ${module} is in no chunk`);
          closure(file, files);
        }
        return { path: route.path, files: [...files].filter((file) => !loadedByEntry.has(file)) };
      });
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: JSON.stringify({ routes } satisfies RoutePreloadsFile),
      });
    },
  };
}
