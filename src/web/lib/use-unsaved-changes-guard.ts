import { useCallback, useContext, useEffect, useRef } from 'react';
import { type Blocker, type BlockerFunction, UNSAFE_DataRouterContext, useBlocker } from 'react-router';

export interface UnsavedChangesGuard {
  /** Held while a move away waits for the member's answer (state 'blocked'). */
  blocker: Blocker;
  /** Lets the next move go without asking: call it once the edits are saved, before navigating. */
  release: () => void;
}

const unblocked: Blocker = { state: 'unblocked', reset: undefined, proceed: undefined, location: undefined };
/** Outside a data router (a form rendered on its own) there is no navigation to hold. */
const useNoBlocker = (_shouldBlock: BlockerFunction): Blocker => unblocked;

/**
 * Keeps unsaved edits from being lost by leaving: while `dirty`, a move to another page or another
 * ?tab= of the same page is held (the caller shows the blocker's question), and reloading or closing
 * the browser tab gets the browser's own "leave site?" prompt.
 */
export function useUnsavedChangesGuard(dirty: boolean): UnsavedChangesGuard {
  // Read through a ref: a save that navigates straight away must not be held by the render before it.
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  // Whether there is a data router never changes for a mounted form, so the same hooks run on each render.
  const useHold = useContext(UNSAFE_DataRouterContext) ? useBlocker : useNoBlocker;
  const blocker = useHold(
    useCallback(
      ({ currentLocation, nextLocation }) =>
        dirtyRef.current &&
        (currentLocation.pathname !== nextLocation.pathname ||
          currentLocation.search !== nextLocation.search),
      [],
    ),
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (!dirtyRef.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const release = useCallback(() => {
    dirtyRef.current = false;
  }, []);
  return { blocker, release };
}
