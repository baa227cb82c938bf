import { Button, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import type { ChecklistItem } from '../../../contract/checklist';
import { type ListColumn, ResponsiveList } from '../../components/ResponsiveList';
import { checklistComponentPath } from './checklist-paths';

interface ChecklistItemsProps {
  items: readonly ChecklistItem[];
  /** The item's type above its description (the upgrade checklist, spec 3 §2.3). */
  showType?: boolean;
  /** The page heading's id, which names the table. */
  labelledBy: string;
}

/**
 * A checklist's items with their status and Complete (disabled once passed): a table on wide screens,
 * one card per item on phones so Complete is never behind a sideways scroll. Complete remembers the
 * page it came from, so the section's 'Back to checklist' returns to this checklist.
 */
export function ChecklistItems({ items, showType = false, labelledBy }: ChecklistItemsProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const columns: ListColumn<ChecklistItem>[] = [
    {
      header: 'Item',
      inCardHeader: true,
      cell: (item) =>
        showType ? (
          <>
            <Text size="sm" fw={600}>
              {item.checkListType}
            </Text>
            <Text size="sm" c="dimmed">
              {item.description}
            </Text>
          </>
        ) : (
          item.description
        ),
    },
    {
      header: 'Status',
      cell: (item) =>
        item.pass ? (
          <IconCircleCheck
            color="var(--mantine-color-green-7)"
            aria-label="Passed"
            style={{ verticalAlign: 'middle' }}
          />
        ) : (
          <IconAlertCircle
            color="var(--mantine-color-red-7)"
            aria-label="Not passed"
            style={{ verticalAlign: 'middle' }}
          />
        ),
    },
  ];
  return (
    <ResponsiveList
      rows={items}
      rowKey={(item) => item.checkListType}
      columns={columns}
      narrow={narrow}
      label="Checklist items"
      labelledBy={labelledBy}
      minWidth={0}
      actions={(item) => (
        <Button
          size="xs"
          disabled={item.pass}
          aria-label={`Complete ${item.description}`}
          onClick={() => navigate(checklistComponentPath(item.checkListType, location.pathname))}
        >
          Complete
        </Button>
      )}
    />
  );
}
