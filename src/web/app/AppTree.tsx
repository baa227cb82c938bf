import type { QueryClient } from '@tanstack/react-query';
import { type ReactNode, StrictMode, useEffect } from 'react';
import { firstViewCoverId, firstViewLockAttribute } from '../../contract/first-view';
import { Providers } from './Providers';

/**
 * The app around its router, the same on the server (entry-server.tsx) and in the browser
 * (main.tsx): React's ids, and Mantine's class names made from them, follow the tree's shape, so a
 * node here on one side only would give the browser other class names than the server's page.
 */
export function AppTree({
  client,
  onTakenOver,
  children,
}: {
  client: QueryClient;
  /** Called once the browser's first render, a takeover included, is on the page. */
  onTakenOver?: () => void;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <Providers client={client}>{children}</Providers>
      <FirstViewRelease onTakenOver={onTakenOver} />
    </StrictMode>
  );
}

/** Renders nothing; as the last of the tree, its effect runs after every other of the first render. */
function FirstViewRelease({ onTakenOver }: { onTakenOver?: () => void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the first render only
  useEffect(() => {
    releaseFirstView();
    onTakenOver?.();
  }, []);
  return null;
}

/**
 * Once the app has taken the server's first view over, taps and typing reach the app, which knows
 * every field's value from here on (see contract/first-view.ts).
 */
function releaseFirstView(): void {
  document.getElementById(firstViewCoverId)?.remove();
  for (const field of document.querySelectorAll(`[${firstViewLockAttribute}]`)) {
    field.removeAttribute('readonly');
    field.removeAttribute(firstViewLockAttribute);
  }
}
