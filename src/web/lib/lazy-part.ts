import { createElement, type FunctionComponent, lazy, useState } from 'react';
import { deferredPart } from './load-on-intent';

/**
 * A part of a page whose code loads when it is first rendered, like React.lazy, but known by name:
 * the server notes the parts its first view drew (entry-server.tsx) and the browser loads their code
 * before taking that view over (main.tsx). With React.lazy a part's code was asked for only once
 * the takeover had begun, and until it arrived the part was the server's drawing, deaf to taps.
 */
const partLoaders = new Map<string, () => Promise<unknown>>();

let noteRendered: ((name: string) => void) | undefined;

/** The server's render calls this with the name of every part it draws. */
export function setPartRecorder(recorder: (name: string) => void): void {
  noteRendered = recorder;
}

export function lazyPart<Props extends object>(
  name: string,
  importer: () => Promise<{ default: FunctionComponent<Props> }>,
): FunctionComponent<Props> {
  const part = deferredPart(importer);
  partLoaders.set(name, part.load);
  const Lazy = lazy(part.load);
  // biome-ignore lint/correctness/noComponentHookFactories: like React.lazy, called once per part at a module's top level
  function LazyPart(props: Props) {
    noteRendered?.(name);
    // A loaded part renders at once, without suspending; one still loading goes through React.lazy.
    // Kept for the element's life: a new type would mount the part again and lose its state.
    const [type] = useState(() => part.loaded()?.default ?? Lazy);
    return createElement(type, props);
  }
  LazyPart.displayName = `LazyPart(${name})`;
  return LazyPart;
}

/**
 * Loads the code of the named parts. A part's name is known once the module that declares it has
 * loaded, and one part may declare others, so this goes on until no named part is left to find.
 */
export async function loadParts(names: readonly string[]): Promise<void> {
  const pending = new Set(names);
  for (;;) {
    const found = [...pending].filter((name) => partLoaders.has(name));
    if (found.length === 0) return;
    for (const name of found) pending.delete(name);
    // A part that fails to load here is tried again when it renders, under its Suspense boundary.
    await Promise.allSettled(found.map((name) => partLoaders.get(name)?.()));
  }
}
