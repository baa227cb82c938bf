import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { type AdminCategory, lookupAdminMessages } from '../../../../contract/setup-lookups-admin';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { LoadFailed, LoadingRows } from '../../../components/ListStates';
import { toastFailure, toastSuccess } from '../admin-toasts';
import { CategoryDialog } from './CategoryDialog';
import { ChargesEditor } from './ChargesEditor';
import { useAdminCategories, useCategoryRemove } from './lookups-admin-queries';
import { RowActions } from './RowActions';

/**
 * Admins: the membership categories and what each charges (issue 10 "Back office"). New
 * invoices use the new amounts; a category anyone uses cannot be deleted, only closed to applicants.
 */
export default function CategoriesPage() {
  const categories = useAdminCategories();
  const [editing, setEditing] = useState<AdminCategory | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<AdminCategory | null>(null);
  const remove = useCategoryRemove({
    onSuccess: () => {
      toastSuccess(lookupAdminMessages.deleted);
      setDeleting(null);
    },
    onError: (error) => {
      toastFailure(error);
      setDeleting(null);
    },
  });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="end" wrap="wrap">
        <div>
          <Title order={1} size="h2">
            Membership Categories
          </Title>
          <Text c="dimmed" size="sm">
            Who may apply, who is entitled to titles, and what each category is charged (KES, VAT included).
          </Text>
        </div>
        <Button onClick={() => setEditing(null)}>Add category</Button>
      </Group>
      {categories.isPending && <LoadingRows label="Loading categories" rows={3} />}
      {categories.error && (
        <LoadFailed message={categories.error.message} onRetry={() => categories.refetch()} />
      )}
      {categories.data?.length === 0 && <Text c="dimmed">No categories yet.</Text>}
      {categories.data?.map((category) => (
        <Card
          key={category.Code}
          withBorder
          radius="md"
          component="section"
          aria-label={category.Description}
        >
          <Group justify="space-between" align="start" wrap="wrap" gap="xs" mb="sm">
            <div>
              <Text fw={600}>{category.Description}</Text>
              <Group gap={6} mt={4}>
                <Badge variant="light">{category.Code}</Badge>
                <Badge variant="outline">{category.categoryType}</Badge>
                <Badge color={category.CanApply ? 'success' : 'gray'} variant="light">
                  {category.CanApply ? 'Can apply' : 'Closed to applicants'}
                </Badge>
                {category.entitled && <Badge variant="light">Entitled</Badge>}
                {category.cpdCountsForStanding && (
                  <Badge color="warning" variant="light">
                    CPD counts for standing
                  </Badge>
                )}
              </Group>
            </div>
            <RowActions
              code={category.Code}
              editLabel="Edit"
              onEdit={() => setEditing(category)}
              onDelete={() => setDeleting(category)}
            />
          </Group>
          <ChargesEditor category={category} />
        </Card>
      ))}
      {editing !== undefined && <CategoryDialog category={editing} onClose={() => setEditing(undefined)} />}
      <ConfirmDialog
        opened={deleting !== null}
        question={lookupAdminMessages.confirmDelete(deleting?.Description ?? '')}
        confirmLabel="Delete"
        danger
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.Code)}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
