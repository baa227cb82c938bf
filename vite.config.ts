import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin, UserConfig } from 'vite';
import { defineConfig } from 'vitest/config';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Writes a .gz and a .br copy beside every text asset of the build, compressed once at the highest
 * levels, which the server sends to browsers that accept them (@fastify/static `preCompressed`).
 */
function precompressAssets(): Plugin {
  return {
    name: 'precompress-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist/web';
      const texts = Object.keys(bundle).filter(
        (file) => /\.(m?js|css|html|svg)$/.test(file) && !file.startsWith('.vite/'),
      );
      await Promise.all(
        texts.map(async (file) => {
          const path = join(outDir, file);
          const content = await readFile(path);
          if (content.length < 1024) return;
          await writeFile(`${path}.gz`, await gzipAsync(content, { level: 9 }));
          const brotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };
          await writeFile(`${path}.br`, await brotliAsync(content, brotliOptions));
        }),
      );
    },
  };
}

/**
 * The server's copy of the app, which renders a page's first view (src/web/entry-server.tsx). It
 * bundles its packages as the browser's build does, production React included whatever NODE_ENV
 * the server runs with, so both render a page from the same code; nothing is compressed or listed.
 */
const serverRenderBuild: UserConfig = {
  build: { outDir: 'dist/ssr', emptyOutDir: true, sourcemap: true, copyPublicDir: false },
  ssr: { noExternal: true },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
};

/** The browser's build, from index.html. */
const browserBuild: UserConfig = {
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: false,
    // The page-weight budget test (tests/e2e/bundle-budget.test.ts) reads each route's chunks from it.
    manifest: true,
    // Vite's helper would add a <link rel="modulepreload"> to the head for each chunk a page
    // imports, and every insertion into a server-drawn page restyles all of it: measured, the
    // takeover blocked the phone's main thread 100-300 ms longer with them. Without, a chunk's own
    // imports are fetched once it has arrived.
    modulePreload: false,
    rolldownOptions: {
      // A feature's modules only declare (components, queries, schemas): importing one runs nothing
      // a page relies on. Said here, what a page does not use of an area's public.ts is left out
      // instead of being carried along for its top-level calls (decision 0027).
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]src[\\/]web[\\/]features[\\/]/.test(id) },
      output: {
        // Automatic splitting cut the entry into a dozen files and every icon into its own chunk, so a
        // page started 30 to 120 requests; on a phone's HTTP/1.1 connection each costs a round trip.
        codeSplitting: {
          groups: [
            // Everything the entry imports statically runs on every page: one file.
            { name: 'boot', tags: ['$initial'], priority: 2 },
            // All the app's icons are about 5 KB gzip together, less than the requests they cost apart.
            { name: 'icons', test: /node_modules[\\/]@tabler[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
};

// One config for the web build and every test project, so aliases and settings never drift.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild ? [react()] : [react(), precompressAssets()],
  root: '.',
  ...(isSsrBuild ? serverRenderBuild : browserBuild),
  server: { proxy: { '/api': 'http://localhost:3000' } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'src/contract/**/*.test.ts'],
          setupFiles: ['src/server/test-support/setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          // The files share one module graph instead of importing the whole server again each
          // (about a second a file, a third of the suite's time). No server test mocks a module, and
          // every test builds its own app and database, so nothing a file leaves behind is read.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.tsx', 'src/web/**/*.test.ts'],
          setupFiles: ['src/web/test-support/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
}));
