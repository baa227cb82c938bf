import './lib/zod-without-eval';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { type FirstViewState, firstViewStateId } from '../contract/first-view';
import { AppTree } from './app/AppTree';
import { keepFirstViewAnswers } from './app/first-view-answers';
import { loadMatchedRoutes } from './app/load-matched-routes';
import { createQueryClient } from './app/Providers';
import { createRouter, routes } from './app/router';
import { loadParts } from './lib/lazy-part';
import { forgetEndedSession, userQueryKey } from './lib/session';

/**
 * Not awaited at the top level: the page chunks loaded here import this entry's chunk, and a
 * top-level await would make each wait for the other.
 */
async function start() {
  const container = document.getElementById('root')!;
  const serverState = document.getElementById(firstViewStateId)?.textContent;
  const client = createQueryClient();

  // The server sent the page's first view (entry-server.tsx): start from the answers it was rendered
  // with and the code of its routes and lazy parts, so the browser's first render is that page and
  // takes it over.
  let afterTakeover: (() => void) | undefined;
  if (serverState) {
    const { queries, parts } = JSON.parse(serverState) as FirstViewState<DehydratedState>;
    hydrate(client, queries);
    forgetEndedSession(client.getQueryData(userQueryKey));
    afterTakeover = keepFirstViewAnswers(client);
    await loadMatchedRoutes(routes, window.location.pathname);
    await loadParts(parts);
  }

  const app = (
    <AppTree client={client} onTakenOver={afterTakeover}>
      <RouterProvider router={createRouter()} />
    </AppTree>
  );

  // As a transition the first render yields to the browser every few milliseconds instead of
  // holding the main thread until the whole page is built.
  startTransition(() => {
    if (serverState) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

void start();
