import { Box, NavLink } from '@mantine/core';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { deferredPart, useDeferredPart } from '../lib/load-on-intent';

const navTooltip = deferredPart(() => import('./NavTooltip'));

/**
 * A sidebar item shown but not yet open to the user, with the reason as its tooltip (spec 1 §2):
 * on mouse hover, on keyboard focus and on a tap, until Escape, a tap elsewhere or leaving it.
 * A disabled control fires no hover events, so the tooltip hangs on a focusable wrapper; the reason
 * is also its accessible description, so a screen reader hears it on focus.
 */
export function DisabledNavEntry({
  label,
  icon,
  reason,
}: {
  label: string;
  icon?: ReactNode;
  reason: string;
}) {
  const { module, load } = useDeferredPart(navTooltip);
  const item = useRef<HTMLDivElement>(null);
  const reasonId = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [tapped, setTapped] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const shown = (hovered || focused || tapped) && !dismissed;

  useEffect(() => {
    if (!shown) return;
    const closeOnPressOutside = (event: PointerEvent) => {
      if (item.current?.contains(event.target as Node)) return;
      setTapped(false);
      setDismissed(true);
    };
    document.addEventListener('pointerdown', closeOnPressOutside);
    return () => document.removeEventListener('pointerdown', closeOnPressOutside);
  }, [shown]);

  const show = (set: (value: boolean) => void) => {
    set(true);
    setDismissed(false);
    load();
  };
  return (
    <>
      <Box
        ref={item}
        role="link"
        aria-disabled="true"
        tabIndex={0}
        aria-label={label}
        aria-describedby={reasonId}
        onPointerEnter={(event) => (event.pointerType === 'mouse' ? show(setHovered) : load())}
        onPointerLeave={(event) => event.pointerType === 'mouse' && setHovered(false)}
        onTouchStart={load}
        onPointerUp={(event) => event.pointerType !== 'mouse' && show(setTapped)}
        onFocus={() => show(setFocused)}
        onBlur={() => {
          setFocused(false);
          setTapped(false);
        }}
        onKeyDown={(event) => event.key === 'Escape' && setDismissed(true)}
      >
        <NavLink component="div" label={label} leftSection={icon} disabled />
      </Box>
      <span id={reasonId} hidden>
        {reason}
      </span>
      {module && <module.NavTooltip target={item} label={reason} opened={shown} />}
    </>
  );
}
