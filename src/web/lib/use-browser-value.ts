import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * A value only the browser holds (its storage). The server's first view renders `onServer`, and the
 * browser takes that view over with the same before it shows its own, so the two renders agree.
 */
export function useBrowserValue<T>(read: () => T, onServer: T): T {
  return useSyncExternalStore(neverChanges, read, () => onServer);
}
