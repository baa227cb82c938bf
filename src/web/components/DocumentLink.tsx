import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A row action that opens one of the record's documents; named with the record's code for screen readers. */
export function DocumentLink({
  to,
  icon,
  label,
  code,
}: {
  to: string;
  icon: ReactNode;
  label: string;
  code: string;
}) {
  return (
    <Button
      component={Link}
      to={to}
      size="xs"
      variant="light"
      leftSection={icon}
      aria-label={`${label} ${code}`}
    >
      {label}
    </Button>
  );
}
