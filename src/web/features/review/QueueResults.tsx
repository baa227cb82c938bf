import { Anchor, Card, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import type { ReviewQueueItem } from '../../../contract/applications';
import { memberPagePath } from '../../../contract/member-record-messages';
import { StatusBadge } from '../../components/StatusBadge';
import { formatDateTime } from '../../lib/format';
import { workspacePath } from './review-routes';
import { RowCheckbox, SelectAllCheckbox } from './SelectionCheckboxes';
import { StageDue, stageDueTexts } from './StageDue';
import type { RowSelection } from './use-row-selection';

export const UNASSIGNED = 'Unassigned';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

interface ResultsProps {
  items: ReviewQueueItem[];
  narrow: boolean;
  /** Category code to its description; a code the lookup lacks is shown as it is. */
  categoryNames: Map<string, string>;
  selection: RowSelection;
}

/** At phone width each application is a card (no sideways scrolling); wider, a table. */
export function QueueResults({ items, narrow, categoryNames, selection }: ResultsProps) {
  const categoryOf = (code: string) => categoryNames.get(code) ?? code;
  return narrow ? (
    <QueueCards items={items} categoryOf={categoryOf} selection={selection} />
  ) : (
    <QueueTable items={items} categoryOf={categoryOf} selection={selection} />
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
  selection: RowSelection;
};

function QueueCards({ items, categoryOf, selection }: ListProps) {
  return (
    <Stack gap="xs">
      <SelectAllCheckbox selection={selection} visibleLabel />
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Applications">
        {items.map((item) => (
          <li key={item.code}>
            <Group gap="xs" mb={4}>
              <RowCheckbox selection={selection} code={item.code} />
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

function QueueTable({ items, categoryOf, selection }: ListProps) {
  const navigate = useNavigate();
  return (
    <Card withBorder radius="md" padding={0}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Applications">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <SelectAllCheckbox selection={selection} />
            </Table.Th>
            <Table.Th>Code</Table.Th>
            <Table.Th>Applicant</Table.Th>
            <Table.Th>Category</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Submitted</Table.Th>
            <Table.Th>Paid</Table.Th>
            <Table.Th>Assignee</Table.Th>
            <Table.Th>In stage</Table.Th>
            <Table.Th>Due</Table.Th>
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
              <Table.Td>
                <RowCheckbox selection={selection} code={item.code} />
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
