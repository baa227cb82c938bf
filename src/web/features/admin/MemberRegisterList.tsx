import {
  Alert,
  Anchor,
  Button,
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
import { IconMail, IconSearch } from '@tabler/icons-react';
import { Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { memberPagePath } from '../../../contract/member-record-messages';
import {
  memberStatuses,
  type RegisterEntry,
  type RegisterSortColumn,
  registerSort,
} from '../../../contract/member-register';
import { ExportCsvButton, ExportSelectedButton } from '../../components/list-kit/ExportButtons';
import {
  BulkActionBar,
  SelectPageCheckbox,
  SelectRowCheckbox,
} from '../../components/list-kit/SelectionControls';
import { SortHeader } from '../../components/list-kit/SortHeader';
import { PageLoader } from '../../components/PageLoader';
import { formatCount, formatDateTime } from '../../lib/format';
import { lazyPart } from '../../lib/lazy-part';
import { type ListParams, useListParams } from '../../lib/list-kit/use-list-params';
import { type Selection, useSelection } from '../../lib/list-kit/use-selection';
import { useCategoryList } from '../../lib/reference-lists';
import { MemberStatusChip } from './members/MemberStatusChip';
import { downloadRegisterCsv, useMessageMembers, useRegisterList } from './register-queries';

/** The composer loads when an admin first writes to a selection, not with the list. */
const BulkMessageDialog = lazyPart(
  'list-kit/BulkMessageDialog',
  () => import('../../components/list-kit/BulkMessageDialog'),
);

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
function EntryCards({ items, selection }: { items: RegisterEntry[]; selection: Selection<number> }) {
  return (
    <Stack gap="xs">
      <SelectPageCheckbox selection={selection} visibleLabel />
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Member register">
        {items.map((item) => (
          <Paper key={item.id} component="li" withBorder radius="md" p="sm">
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <SelectRowCheckbox
                selection={selection}
                id={item.id}
                label={`${item.member_no}, ${fullName(item)}`}
              />
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
    </Stack>
  );
}

const filterKeys = ['term', 'status', 'category'] as const;
const members = { one: 'member', many: 'members' };

/** Search, status and category, as the address holds them; the search is written once typing pauses. */
function RegisterFilters({
  params,
}: {
  params: ListParams<(typeof filterKeys)[number], RegisterSortColumn>;
}) {
  const { term } = params.filters;
  const [typed, setTyped] = useState(term);
  const [debounced] = useDebouncedValue(typed.trim(), 300);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new typed search writes the address
  useEffect(() => {
    if (debounced !== term) params.setFilters({ term: debounced }, { replace: true });
  }, [debounced, term]);
  const categories = useCategoryList();
  return (
    <Group gap="sm" align="end" wrap="wrap" style={{ flex: '1 1 320px', justifyContent: 'flex-end' }}>
      <TextInput
        label="Search"
        placeholder="Member no, name, ID, e-mail or phone"
        leftSection={<IconSearch size={16} />}
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        style={{ flex: '1 1 260px', maxWidth: 420 }}
      />
      <NativeSelect
        label="Status"
        data={[{ value: '', label: 'All statuses' }, ...memberStatuses]}
        value={params.filters.status}
        onChange={(event) => params.setFilters({ status: event.currentTarget.value })}
        style={{ flex: '0 1 180px' }}
      />
      <NativeSelect
        label="Category"
        data={[
          { value: '', label: 'All categories' },
          ...(categories.data ?? []).map((category) => ({
            value: category.Code,
            label: category.Description,
          })),
        ]}
        value={params.filters.category}
        onChange={(event) => params.setFilters({ category: event.currentTarget.value })}
        style={{ flex: '0 1 200px' }}
      />
    </Group>
  );
}

export function RegisterList({ narrow }: { narrow: boolean }) {
  const params = useListParams(filterKeys, registerSort);
  const { data, error, isPending, isFetching } = useRegisterList(params.query);
  const selection = useSelection(
    (data?.items ?? []).map((item) => item.id),
    JSON.stringify(params.csvQuery),
  );
  const [composing, setComposing] = useState(false);
  const message = useMessageMembers();
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const filtered = Object.values(params.filters).some(Boolean);

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
        <RegisterFilters params={params} />
        <ExportCsvButton
          onExport={() => downloadRegisterCsv(params.csvQuery)}
          disabled={!data || data.total === 0}
        />
      </Group>
      <BulkActionBar selection={selection}>
        <ExportSelectedButton onExport={() => downloadRegisterCsv(params.csvQuery, selection.ids)} />
        <Button size="compact-sm" leftSection={<IconMail size={14} />} onClick={() => setComposing(true)}>
          Send a message
        </Button>
      </BulkActionBar>
      {error && (
        <Alert color="error" role="alert">
          {error.message}
        </Alert>
      )}
      {isPending && <PageLoader label="Loading the register" />}
      {data && narrow && data.items.length > 0 && (
        <div style={{ opacity: isFetching ? 0.7 : 1 }}>
          <EntryCards items={data.items} selection={selection} />
        </div>
      )}
      {data && !narrow && data.items.length > 0 && (
        <Card withBorder radius="md" padding={0} style={{ opacity: isFetching ? 0.7 : 1 }}>
          <Table.ScrollContainer minWidth={900}>
            <Table striped highlightOnHover verticalSpacing="sm" aria-label="Member register">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={40}>
                    <SelectPageCheckbox selection={selection} />
                  </Table.Th>
                  <SortHeader column="member_no" state={params}>
                    Member No
                  </SortHeader>
                  <SortHeader column="name" state={params}>
                    Name
                  </SortHeader>
                  <Table.Th>ID / Passport</Table.Th>
                  <SortHeader column="category" state={params}>
                    Category
                  </SortHeader>
                  <SortHeader column="status" state={params}>
                    Status
                  </SortHeader>
                  <Table.Th>Contacts</Table.Th>
                  <Table.Th>Account</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((item) => (
                  <Table.Tr key={item.id}>
                    <Table.Td>
                      <SelectRowCheckbox
                        selection={selection}
                        id={item.id}
                        label={`${item.member_no}, ${fullName(item)}`}
                      />
                    </Table.Td>
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
            {filtered
              ? 'No entries match this search.'
              : 'The register is empty. Import a CSV file to fill it.'}
          </Text>
        </Card>
      )}
      {pages > 1 && (
        <Pagination
          value={params.page}
          onChange={params.setPage}
          total={pages}
          aria-label="Register pages"
          siblings={1}
        />
      )}
      {composing && (
        <Suspense fallback={null}>
          <BulkMessageDialog
            count={selection.count}
            noun={members}
            busy={message.isPending}
            send={(composed) =>
              message.mutateAsync({ ...composed, ids: [...selection.ids] }).then(selection.clear)
            }
            onClose={() => setComposing(false)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
