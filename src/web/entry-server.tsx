import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  type StaticHandler,
  StaticRouterProvider,
} from 'react-router';
import type { ApiFetch, FirstView, FirstViewState } from '../contract/first-view';
import { AppTree } from './app/AppTree';
import { keepFirstViewAnswers } from './app/first-view-answers';
import { createQueryClient } from './app/Providers';
import { ServerRedirect } from './app/Redirect';
import { routes } from './app/router';
import { setApiTransport } from './lib/api';
import { setPartRecorder } from './lib/lazy-part';
import { askSignedInUser, userQueryKey } from './lib/session';

/**
 * A page waits for at most this many rounds of requests: a page whose requests depend on other
 * answers shows what is still loading, exactly as the browser's first render will.
 */
const MAX_ROUNDS = 4;

interface PageRender {
  fetchForPage: ApiFetch;
  /** The lazy parts the current round drew: the browser loads their code before its takeover. */
  parts: Set<string>;
}

const pageRender = new AsyncLocalStorage<PageRender>();
setApiTransport((url, init) => {
  const render = pageRender.getStore();
  if (!render) return Promise.reject(new Error('An API request outside a page render'));
  return render.fetchForPage(url, init);
});
setPartRecorder((name) => pageRender.getStore()?.parts.add(name));

/**
 * One handler for every page: building it ranks the whole route tree, which cost more than matching
 * a path. Its query loads the code of the routes a path opens (their `lazy`) before the render.
 */
let handler: StaticHandler | undefined;

/** The page at `url` as its first screen, rendered with the answers to the requests it makes. */
export function renderFirstView(url: string, fetchForPage: ApiFetch): Promise<FirstView> {
  const parts = new Set<string>();
  return pageRender.run({ fetchForPage, parts }, async () => {
    handler ??= createStaticHandler(routes);
    const context = await handler.query(new Request(url));
    if (context instanceof Response) throw new Error(`The route answered ${context.status}`);
    const client = createQueryClient();
    keepFirstViewAnswers(client);
    // The browser keeps its user in storage, which the server cannot read: the cookie says who it is.
    client.setQueryData(userQueryKey, await askSignedInUser());
    const failed = new Set<string>();
    let redirect: string | undefined;
    const redirectTo = (to: string) => {
      redirect ??= to;
    };
    for (let round = 1; ; round += 1) {
      parts.clear();
      const router = createStaticRouter(handler.dataRoutes, context);
      const html = await renderToHtml(
        <AppTree client={client}>
          <ServerRedirect.Provider value={redirectTo}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </ServerRedirect.Provider>
        </AppTree>,
      );
      if (redirect !== undefined) return { redirect };
      const waiting = client
        .getQueryCache()
        .getAll()
        .filter((query) => isWaiting(query) && !failed.has(query.queryHash));
      if (waiting.length === 0 || round === MAX_ROUNDS) {
        return { html, state: { queries: dehydrate(client), parts: [...parts] } satisfies FirstViewState };
      }
      // No second try here: the browser asks again for whatever failed, so the page is not held.
      await Promise.allSettled(waiting.map((query) => query.fetch({ ...query.options, retry: false })));
      forgetFailures(client, failed);
    }
  });
}

/** A request the render asked for and nobody has sent yet (not one the page keeps disabled). */
function isWaiting(query: Query): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/**
 * A failed request is sent again by the browser, so the page is rendered as still loading it: the
 * browser's first render, which starts without that answer, then matches the server's.
 */
function forgetFailures(client: QueryClient, failed: Set<string>): void {
  const cache = client.getQueryCache();
  for (const query of cache.getAll()) {
    if (query.state.status !== 'error') continue;
    failed.add(query.queryHash);
    cache.remove(query);
  }
}

async function renderToHtml(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  return streamToString(prelude);
}

async function streamToString(stream: AsyncIterable<Uint8Array | string>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}
