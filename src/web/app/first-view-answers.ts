import type { QueryClient } from '@tanstack/react-query';

/**
 * While the server draws a page's first view and while the browser takes it over, an answer
 * already held is not asked for again on mount. Both sides then render it alike (a stale answer
 * would otherwise show as refreshing on one side only), and the takeover does not re-render the
 * page as each repeated answer arrives. Returns the undo, for after the takeover.
 */
export function keepFirstViewAnswers(client: QueryClient): () => void {
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, refetchOnMount: false } });
  takingOver.add(client);
  return () => {
    takingOver.delete(client);
    client.setDefaultOptions(defaults);
  };
}

const takingOver = new WeakSet<QueryClient>();

/**
 * Whether the page now rendering is the first view being taken over: its answers were read by the
 * server for this very visit, so a page that reloads an answer on entry has nothing to reload.
 */
export const isTakingOverFirstView = (client: QueryClient): boolean => takingOver.has(client);
