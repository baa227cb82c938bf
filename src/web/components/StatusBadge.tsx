import { Badge } from '@mantine/core';

const colours: Record<string, string> = {
  sent: 'success',
  pending: 'info',
  logged: 'gray',
  failed: 'error',
};

/** A status as a coloured chip; unknown statuses show in neutral grey. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge color={colours[status] ?? 'gray'} variant="light">
      {status}
    </Badge>
  );
}
