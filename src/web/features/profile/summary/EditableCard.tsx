import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * A profile record shown as a summary with Edit, or as its form (docs/decisions/0034). The card's
 * overflow stays visible: a Card clips, which would keep the form's Save bar from sticking to the
 * screen.
 */
export function EditableCard({
  titleId,
  title,
  editing,
  canEdit,
  onEdit,
  children,
}: {
  titleId: string;
  title: string;
  editing: boolean;
  /** Edit is offered once the record has loaded. */
  canEdit: boolean;
  onEdit: () => void;
  children: ReactNode;
}) {
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby={titleId}
      style={{ overflow: 'visible' }}
    >
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4" id={titleId}>
            {editing ? `Edit ${title}` : title}
          </Title>
          {canEdit && !editing && (
            <Button variant="light" leftSection={<IconPencil size={16} />} onClick={onEdit}>
              Edit
            </Button>
          )}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
