import { type KeyboardEvent, useEffect, useRef, useState } from 'react';

/**
 * A part of the page whose code is fetched only when the user shows they are about to use it
 * (the account menu, the bell's list, the sidebar's tooltips), so the signed-in frame's first view
 * does not carry Mantine's floating and focus-trapping code. The module is fetched once per page
 * load and shared by every widget that asks for it.
 */
export interface DeferredPart<Module> {
  load: () => Promise<Module>;
  loaded: () => Module | undefined;
}

export function deferredPart<Module>(importer: () => Promise<Module>): DeferredPart<Module> {
  let module: Module | undefined;
  let pending: Promise<Module> | undefined;
  return {
    load: () => {
      pending ??= importer().then(
        (value) => {
          module = value;
          return value;
        },
        (error: unknown) => {
          // A failed fetch (a dropped connection) may be tried again on the next intent.
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => module,
  };
}

/** The part's module once it has arrived, asked for on the first call of `load`. */
export function useDeferredPart<Module>(part: DeferredPart<Module>) {
  const [module, setModule] = useState(part.loaded);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const load = () => {
    if (module) return;
    part.load().then(
      (value) => mounted.current && setModule(() => value),
      // The stand-in stays; the next pointer or focus on it asks again.
      () => undefined,
    );
  };
  return { module, load };
}

/** What the loaded popup takes over from its stand-in trigger when it replaces it. */
export interface Handover {
  /** The user asked to open it (click, tap, Enter, Space, ArrowDown) while its code was loading. */
  open: boolean;
  /** The stand-in had keyboard focus, which the real trigger must keep. */
  focused: boolean;
}

/**
 * A popup trigger shown before its popup's code is loaded: it looks like the real one and carries
 * the same closed-state ARIA, starts the fetch on the first sign of intent, and remembers an open
 * asked for meanwhile, so the first click or key press is never lost.
 */
export function usePopupOnIntent<Module>(
  part: DeferredPart<Module>,
  { popupType, arrowDownOpens = false }: { popupType: 'menu' | 'dialog'; arrowDownOpens?: boolean },
) {
  const { module, load } = useDeferredPart(part);
  const [openWanted, setOpenWanted] = useState(false);
  const [focused, setFocused] = useState(false);
  // A press still held when the code arrives never becomes a click on the swapped-in trigger.
  const [pressed, setPressed] = useState(false);
  const handover: Handover = { open: openWanted || pressed, focused };
  const triggerProps = {
    'aria-haspopup': popupType,
    'aria-expanded': false,
    onPointerEnter: load,
    onTouchStart: load,
    onFocus: () => {
      setFocused(true);
      load();
    },
    onBlur: () => {
      setFocused(false);
      setOpenWanted(false);
    },
    onPointerDown: () => {
      setPressed(true);
      load();
    },
    onPointerLeave: () => setPressed(false),
    onPointerCancel: () => setPressed(false),
    onClick: () => {
      setPressed(false);
      setOpenWanted((wanted) => !wanted);
      load();
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (!arrowDownOpens || event.key !== 'ArrowDown') return;
      event.preventDefault();
      setOpenWanted(true);
      load();
    },
  } as const;
  return { module, handover, triggerProps };
}

/**
 * For the loaded popup, once, as it replaces the stand-in: put focus back on the trigger when the
 * stand-in held it (its removal dropped focus to the page), then open when that was asked for, so
 * the popup opens from a focused trigger exactly as a click on a loaded one does and Escape
 * returns focus there.
 */
export function useHandover<Trigger extends HTMLElement>(handover: Handover, open: () => void) {
  const trigger = useRef<Trigger>(null);
  const taken = useRef(false);
  useEffect(() => {
    if (taken.current) return;
    taken.current = true;
    const focusDropped = !document.activeElement || document.activeElement === document.body;
    if (focusDropped && (handover.focused || handover.open)) trigger.current?.focus({ preventScroll: true });
    if (handover.open) open();
  });
  return trigger;
}
