import { Badge } from '@mantine/core';

/** Active reads as good, Suspended and Lapsed as a warning, the statuses that end membership as final. */
const colours: Record<string, string> = {
  Active: 'success',
  Suspended: 'warning',
  Lapsed: 'orange',
  Resigned: 'gray',
  Deceased: 'dark',
  'Struck off': 'error',
};

/** A member's register status as a chip; the label never truncates ('Struck off' in a narrow cell). */
export function MemberStatusChip({ status }: { status: string }) {
  return (
    <Badge color={colours[status] ?? 'gray'} variant="light" style={{ flexShrink: 0 }}>
      {status}
    </Badge>
  );
}
