import { Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { cpdRecordQuestions } from '../../../../contract/cpd-record-labels';
import { type CpdRequirement, cpdRecordMessages } from '../../../../contract/cpd-records';
import { currentYear } from '../../../../contract/portal-time';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { LoadFailed, LoadingRows } from '../../../components/ListStates';
import { type ListColumn, ResponsiveList } from '../../../components/ResponsiveList';
import { formatDay, formatDecimal } from '../../../lib/format';
import { toastFailure, toastSuccess } from '../admin-toasts';
import { RowActions } from '../lookups/RowActions';
import { useCategoryNames, useRemoveRequirement, useRequirements } from './cpd-rules-api';
import { RequirementDialog } from './RequirementDialog';

/** The years staff set requirements for: next year (set ahead), this year and the four before. */
const yearsOffered = (thisYear: number) =>
  Array.from({ length: 6 }, (_, index) => String(thisYear + 1 - index));

/** What each membership category must earn in a CPD year (admins). */
export function RequirementsSection() {
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const [year, setYear] = useState(currentYear());
  const requirements = useRequirements(year);
  const categories = useCategoryNames();
  const [editing, setEditing] = useState<CpdRequirement | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<CpdRequirement | null>(null);
  const nameOf = (code: string) =>
    categories.data?.find((category) => category.Code === code)?.Description ?? code;
  const remove = useRemoveRequirement({
    onSuccess: () => {
      toastSuccess(cpdRecordMessages.requirementRemoved);
      setDeleting(null);
    },
    onError: (error) => {
      toastFailure(error);
      setDeleting(null);
    },
  });
  const taken = new Set((requirements.data ?? []).map((requirement) => requirement.category));
  const offered = (categories.data ?? [])
    .filter((category) => !taken.has(category.Code))
    .map((category) => ({ value: category.Code, label: category.Description }));

  const columns: ListColumn<CpdRequirement>[] = [
    { header: 'Category', inCardHeader: true, cell: (requirement) => nameOf(requirement.category) },
    { header: 'Points a year', numeric: true, cell: (requirement) => formatDecimal(requirement.totalPoints) },
    {
      header: 'Structured, at least',
      numeric: true,
      cell: (requirement) => formatDecimal(requirement.minStructuredPoints),
    },
    { header: 'Due', nowrap: true, cell: (requirement) => formatDay(requirement.dueDate) },
  ];

  return (
    <Card
      withBorder
      radius="md"
      padding={narrow ? 'sm' : 'lg'}
      component="section"
      aria-labelledby="cpd-requirements-title"
    >
      <Stack gap="md">
        <Group justify="space-between" align="end" wrap="wrap">
          <div>
            <Title order={2} size="h4" id="cpd-requirements-title">
              Requirements
            </Title>
            <Text size="sm" c="dimmed">
              The points each category must earn in a CPD year (1 January to 31 December). A category without
              one has no target.
            </Text>
          </div>
          <Group align="end">
            <Select
              label="CPD year"
              data={yearsOffered(currentYear())}
              value={String(year)}
              onChange={(value) => value && setYear(Number(value))}
              allowDeselect={false}
              w={120}
            />
            <Button onClick={() => setEditing(null)} disabled={!categories.data || offered.length === 0}>
              Add requirement
            </Button>
          </Group>
        </Group>
        {requirements.isPending && <LoadingRows label="Loading requirements" rows={3} />}
        {requirements.isError && (
          <LoadFailed message={requirements.error.message} onRetry={() => void requirements.refetch()} />
        )}
        {requirements.data?.length === 0 && <Text c="dimmed">No requirements set for {year}.</Text>}
        {requirements.data && requirements.data.length > 0 && (
          <ResponsiveList
            rows={requirements.data}
            rowKey={(requirement) => String(requirement.id)}
            columns={columns}
            narrow={narrow}
            label="Requirements"
            labelledBy="cpd-requirements-title"
            minWidth={700}
            actions={(requirement) => (
              <RowActions
                code={nameOf(requirement.category)}
                editLabel="Edit"
                onEdit={() => setEditing(requirement)}
                onDelete={() => setDeleting(requirement)}
              />
            )}
          />
        )}
      </Stack>
      {editing !== undefined && (
        <RequirementDialog
          requirement={editing}
          year={year}
          categories={offered}
          categoryName={nameOf}
          onClose={() => setEditing(undefined)}
        />
      )}
      <ConfirmDialog
        opened={deleting !== null}
        question={cpdRecordQuestions.removeRequirement(
          nameOf(deleting?.category ?? ''),
          deleting?.year ?? year,
        )}
        confirmLabel="Delete"
        danger
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onClose={() => setDeleting(null)}
      />
    </Card>
  );
}
