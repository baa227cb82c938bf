import { Tooltip } from '@mantine/core';
import type { RefObject } from 'react';

/**
 * The tooltip beside a greyed-out sidebar item, loaded when one is first pointed at, focused or
 * tapped (DisabledNavEntry decides when it shows). It hangs on the item as an outside target, so
 * the item itself is never re-created when this arrives and keeps its focus.
 */
export function NavTooltip({
  target,
  label,
  opened,
}: {
  target: RefObject<HTMLElement | null>;
  label: string;
  opened: boolean;
}) {
  return <Tooltip target={target} label={label} opened={opened} position="right" withArrow />;
}
