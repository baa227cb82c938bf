import { Badge } from '@mantine/core';

const colours: Record<string, string> = {
  sent: 'success',
  pending: 'info',
  logged: 'gray',
  failed: 'error',
  // Applications (spec 2 §4): waiting on the applicant, with staff, decided.
  New: 'gray',
  Open: 'info',
  Verified: 'info',
  'Committee Review': 'info',
  'Board Review': 'info',
  'In Review': 'info',
  Released: 'success',
  Rejected: 'error',
};

/**
 * A status as a coloured chip; unknown statuses show in neutral grey. The label never shrinks to an
 * ellipsis: a table sizes its columns to their narrowest content, and 'PENDI…' says nothing.
 */
export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge color={colours[status] ?? 'gray'} variant="light">
      {status}
    </Badge>
  );
}
