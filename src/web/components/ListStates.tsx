import { Alert, Button, Group, Skeleton, type SkeletonProps, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** Placeholder rows while a list loads, announced to screen readers as `label`. */
export function LoadingRows({ label, rows = 2 }: { label: string; rows?: number }) {
  return (
    <Stack gap="xs" role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, row) => `row-${row}`).map((key) => (
        <Skeleton key={key} h={36} />
      ))}
    </Stack>
  );
}

/**
 * A placeholder the size of what is loading, announced to screen readers as `label`. The role is
 * what lets it carry a label: on a bare div, aria-label is not allowed.
 */
export function LoadingBlock({ label, ...size }: { label: string } & Pick<SkeletonProps, 'h' | 'w' | 'mt'>) {
  return <Skeleton role="status" aria-label={label} {...size} />;
}

/** A list that could not be read: the server's message and a way to ask again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert color="error" role="alert" icon={<IconAlertCircle />}>
      <Group justify="space-between" gap="sm">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="light" color="error" onClick={onRetry}>
          Try again
        </Button>
      </Group>
    </Alert>
  );
}
