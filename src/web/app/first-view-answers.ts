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
  return () => client.setDefaultOptions(defaults);
}
