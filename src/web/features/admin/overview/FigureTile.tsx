import { Anchor, Card, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** One figure of the overview, linking to the list behind it. */
export function FigureTile({
  label,
  value,
  to,
  note,
  tone,
}: {
  label: string;
  value: string;
  to: string;
  note?: ReactNode;
  tone?: 'warning';
}) {
  return (
    <Card withBorder radius="md" padding="md">
      <Anchor component={Link} to={to} size="sm" c="dimmed" underline="hover">
        {label}
      </Anchor>
      <Text fz={28} fw={700} c={tone === 'warning' ? 'error' : undefined}>
        {value}
      </Text>
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </Card>
  );
}
