import { Anchor, Card, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import type { ReviewQueueItem, ReviewQueueSort } from '../../../contract/applications';
import { memberPagePath } from '../../../contract/member-record-messages';
import { SelectPageCheckbox, SelectRowCheckbox } from '../../components/list-kit/SelectionControls';
import { SortHeader, type SortState } from '../../components/list-kit/SortHeader';
import { StatusBadge } from '../../components/StatusBadge';
import { formatDateTime } from '../../lib/format';
import type { Selection } from '../../lib/list-kit/use-selection';
import { workspacePath } from './review-routes';
import { StageDue, stageDueTexts } from './StageDue';

export const UNASSIGNED = 'Unassigned';

/** The sortable columns' headers; the phones' order select names the same orders. */
export const queueSortLabels: Record<ReviewQueueSort, string> = {
  submitted: 'Submitted',
  code: 'Code',
  applicant: 'Applicant',
  category: 'Category',
  status: 'Status',
  due: 'Due',
};

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

interface ResultsProps {
  items: ReviewQueueItem[];
  narrow: boolean;
  /** Category code to its description; a code the lookup lacks is shown as it is. */
  categoryNames: Map<string, string>;
  /** The list kit's selection, by the applications' row numbers. */
  selection: Selection<number>;
  sort: SortState<ReviewQueueSort>;
}

/**
 * At phone width each application is a card (no sideways scrolling; the page orders them with the
 * kit's SortSelect); wider, a table whose sortable headers order the queue.
 */
export function QueueResults({ items, narrow, categoryNames, selection, sort }: ResultsProps) {
  const categoryOf = (code: string) => categoryNames.get(code) ?? code;
  return narrow ? (
    <QueueCards items={items} categoryOf={categoryOf} selection={selection} />
  ) : (
    <QueueTable items={items} categoryOf={categoryOf} selection={selection} sort={sort} />
  );
}

/** A released application's member: a link of its own (not inside the row's), to the member page. */
function MemberLink({ memberNo }: { memberNo: string }) {
  return (
    <Text size="sm" mt={4}>
      <Anchor component={Link} to={memberPagePath(memberNo)} onClick={(event) => event.stopPropagation()}>
        Member {memberNo}
      </Anchor>
    </Text>
  );
}

type ListProps = {
  items: ReviewQueueItem[];
  categoryOf: (code: string) => string;
  selection: Selection<number>;
};

function QueueCards({ items, categoryOf, selection }: ListProps) {
  return (
    <Stack gap="xs">
      <SelectPageCheckbox selection={selection} visibleLabel />
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Applications">
        {items.map((item) => (
          <li key={item.code}>
            <Group gap="xs" mb={4}>
              <SelectRowCheckbox selection={selection} id={item.id} label={item.code} />
              <Text size="sm" c="dimmed">
                {item.assignee?.name ?? UNASSIGNED}
              </Text>
            </Group>
            <Paper
              component={Link}
              to={workspacePath(item.code)}
              withBorder
              radius="md"
              p="sm"
              display="block"
              style={{ color: 'inherit', textDecoration: 'none' }}
            >
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text fw={700}>{item.code}</Text>
                <StatusBadge status={item.status} />
              </Group>
              <Text size="sm" fw={500}>
                {item.applicantName}
              </Text>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {item.email}
              </Text>
              <Text size="sm">{categoryOf(item.category)}</Text>
              <Text size="sm" c="dimmed">
                Submitted {formatDateTime(item.submittedAt)} · Paid {yesNo(item.paid)}
              </Text>
              <Group gap="xs">
                <Text size="sm" c="dimmed">
                  {stageDueTexts.daysInStage(item.timing.daysInStage)}
                </Text>
                <StageDue timing={item.timing} />
              </Group>
            </Paper>
            {item.assignedMemberNo && <MemberLink memberNo={item.assignedMemberNo} />}
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

function QueueTable({
  items,
  categoryOf,
  selection,
  sort,
}: ListProps & { sort: SortState<ReviewQueueSort> }) {
  const header = (column: ReviewQueueSort) => (
    <SortHeader column={column} state={sort}>
      {queueSortLabels[column]}
    </SortHeader>
  );
  const navigate = useNavigate();
  return (
    <Card withBorder radius="md" padding={0}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Applications">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <SelectPageCheckbox selection={selection} />
            </Table.Th>
            {header('code')}
            {header('applicant')}
            {header('category')}
            {header('status')}
            {header('submitted')}
            <Table.Th>Paid</Table.Th>
            <Table.Th>Assignee</Table.Th>
            <Table.Th>In stage</Table.Th>
            {header('due')}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            // The code is the keyboard's way in; the whole row is a larger target for the mouse.
            <Table.Tr
              key={item.code}
              onClick={() => navigate(workspacePath(item.code))}
              style={{ cursor: 'pointer' }}
            >
              {/* A click on the box chooses the row; it must not open it. */}
              <Table.Td onClick={(event) => event.stopPropagation()}>
                <SelectRowCheckbox selection={selection} id={item.id} label={item.code} />
              </Table.Td>
              <Table.Td fw={600} style={{ whiteSpace: 'nowrap' }}>
                <Anchor
                  component={Link}
                  to={workspacePath(item.code)}
                  onClick={(event) => event.stopPropagation()}
                >
                  {item.code}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{item.applicantName}</Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {item.email}
                </Text>
              </Table.Td>
              <Table.Td>{categoryOf(item.category)}</Table.Td>
              <Table.Td>
                <StatusBadge status={item.status} />
                {item.assignedMemberNo && <MemberLink memberNo={item.assignedMemberNo} />}
              </Table.Td>
              <Table.Td>{formatDateTime(item.submittedAt)}</Table.Td>
              <Table.Td>{yesNo(item.paid)}</Table.Td>
              <Table.Td>{item.assignee?.name ?? UNASSIGNED}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{item.timing.daysInStage} d</Table.Td>
              <Table.Td>
                <StageDue timing={item.timing} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}
