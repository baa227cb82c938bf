import {
  Alert,
  Anchor,
  Card,
  Group,
  NativeSelect,
  Pagination,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { memberPagePath } from '../../../contract/member-record-messages';
import { type MemberStatus, memberStatuses, type RegisterEntry } from '../../../contract/member-register';
import { PageLoader } from '../../components/PageLoader';
import { formatCount, formatDateTime } from '../../lib/format';
import { MemberStatusChip } from './members/MemberStatusChip';
import { useRegisterList } from './register-queries';

const fullName = (entry: RegisterEntry) =>
  [entry.first_name, entry.second_name, entry.last_name].filter(Boolean).join(' ');

/** The member number opens the member page: a real link, so the keyboard reaches every entry. */
function MemberLink({ entry }: { entry: RegisterEntry }) {
  return (
    <Anchor
      component={Link}
      to={memberPagePath(entry.member_no)}
      fw={700}
      aria-label={`${entry.member_no}, ${fullName(entry)}`}
    >
      {entry.member_no}
    </Anchor>
  );
}

function Activation({ entry }: { entry: RegisterEntry }) {
  return entry.activated_at ? (
    <Text size="sm">Activated {formatDateTime(entry.activated_at)}</Text>
  ) : (
    <Text size="sm" c="dimmed">
      Not activated
    </Text>
  );
}

/** At phone width each entry is a card; wider, a table. */
function EntryCards({ items }: { items: RegisterEntry[] }) {
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Member register">
      {items.map((item) => (
        <Paper key={item.id} component="li" withBorder radius="md" p="sm">
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <MemberLink entry={item} />
            <MemberStatusChip status={item.status} />
          </Group>
          <Text size="sm" fw={500}>
            {fullName(item)}
          </Text>
          <Text size="sm" c="dimmed">
            ID {item.id_number} · {item.category}
          </Text>
          {(item.email || item.phone) && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {[item.email, item.phone].filter(Boolean).join(' · ')}
            </Text>
          )}
          <Activation entry={item} />
        </Paper>
      ))}
    </Stack>
  );
}

export function RegisterList({ narrow }: { narrow: boolean }) {
  const [term, setTerm] = useState('');
  const [debounced] = useDebouncedValue(term.trim(), 300);
  const [status, setStatus] = useState<MemberStatus | ''>('');
  const [page, setPage] = useState(1);
  const { data, error, isPending, isFetching } = useRegisterList(page, debounced, status);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="end" wrap="wrap">
        <Title order={2} size="h4">
          Register entries
          {data && (
            <Text span c="dimmed" fw={400} size="sm" ml="xs">
              {formatCount(data.total)} {data.total === 1 ? 'entry' : 'entries'}
            </Text>
          )}
        </Title>
        <Group gap="sm" align="end" wrap="wrap" style={{ flex: '1 1 320px', justifyContent: 'flex-end' }}>
          <TextInput
            label="Search"
            placeholder="Member no, name, ID, e-mail or phone"
            leftSection={<IconSearch size={16} />}
            value={term}
            onChange={(event) => {
              setTerm(event.currentTarget.value);
              setPage(1);
            }}
            style={{ flex: '1 1 260px', maxWidth: 420 }}
          />
          <NativeSelect
            label="Status"
            data={[{ value: '', label: 'All statuses' }, ...memberStatuses]}
            value={status}
            onChange={(event) => {
              setStatus(event.currentTarget.value as MemberStatus | '');
              setPage(1);
            }}
            style={{ flex: '0 1 180px' }}
          />
        </Group>
      </Group>
      {error && (
        <Alert color="error" role="alert">
          {error.message}
        </Alert>
      )}
      {isPending && <PageLoader label="Loading the register" />}
      {data && narrow && data.items.length > 0 && (
        <div style={{ opacity: isFetching ? 0.7 : 1 }}>
          <EntryCards items={data.items} />
        </div>
      )}
      {data && !narrow && data.items.length > 0 && (
        <Card withBorder radius="md" padding={0} style={{ opacity: isFetching ? 0.7 : 1 }}>
          <Table.ScrollContainer minWidth={860}>
            <Table striped highlightOnHover verticalSpacing="sm" aria-label="Member register">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th style={{ whiteSpace: 'nowrap' }}>Member No</Table.Th>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>ID / Passport</Table.Th>
                  <Table.Th>Category</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Contacts</Table.Th>
                  <Table.Th>Account</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((item) => (
                  <Table.Tr key={item.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <MemberLink entry={item} />
                    </Table.Td>
                    <Table.Td>{fullName(item)}</Table.Td>
                    <Table.Td>{item.id_number}</Table.Td>
                    <Table.Td>{item.category}</Table.Td>
                    <Table.Td miw={120}>
                      <MemberStatusChip status={item.status} />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{item.email ?? '—'}</Text>
                      <Text size="sm" c="dimmed">
                        {item.phone ?? ''}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Activation entry={item} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
      {data && data.items.length === 0 && (
        <Card withBorder radius="md">
          <Text ta="center" c="dimmed" py="lg">
            {debounced || status
              ? 'No entries match this search.'
              : 'The register is empty. Import a CSV file to fill it.'}
          </Text>
        </Card>
      )}
      {pages > 1 && (
        <Pagination value={page} onChange={setPage} total={pages} aria-label="Register pages" siblings={1} />
      )}
    </Stack>
  );
}
