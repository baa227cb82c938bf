import { Group, Stack, Table, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A public check's answer: a verdict with a line of advice, then the facts that prove it. */
export function VerifiedFacts({
  title,
  advice,
  rows,
  tone = 'success',
  testId,
}: {
  title: string;
  advice: string;
  rows: [string, ReactNode][];
  tone?: 'success' | 'warning';
  testId: string;
}) {
  return (
    <Stack gap="md" data-testid={testId}>
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon color={tone} size="xl" radius="xl" variant="light">
          <IconCircleCheck />
        </ThemeIcon>
        <div>
          <Text fw={700} size="lg">
            {title}
          </Text>
          <Text size="sm" c="dimmed">
            {advice}
          </Text>
        </div>
      </Group>
      <Table variant="vertical" withTableBorder layout="fixed">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w="40%">{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/** A public check that found nothing: the paper is not to be trusted. */
export function NotVerified({
  icon,
  title,
  advice,
  testId,
}: {
  icon: ReactNode;
  title: string;
  advice: string;
  testId: string;
}) {
  return (
    <Group gap="sm" wrap="nowrap" data-testid={testId}>
      <ThemeIcon color="error" size="xl" radius="xl" variant="light">
        {icon}
      </ThemeIcon>
      <div>
        <Text fw={700} size="lg">
          {title}
        </Text>
        <Text size="sm" c="dimmed">
          {advice}
        </Text>
      </div>
    </Group>
  );
}
