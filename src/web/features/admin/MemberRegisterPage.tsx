import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  FileInput,
  Group,
  Pagination,
  Paper,
  ScrollArea,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconFileTypeCsv, IconSearch, IconUpload } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  type ImportReport,
  type RegisterEntry,
  type RegisterPage,
  registerColumns,
  registerMessages,
} from '../../../contract/member-register';
import { PageLoader } from '../../components/PageLoader';
import { api } from '../../lib/api';
import { formatCount, formatDateTime } from '../../lib/format';

const registerKey = ['admin', 'member-register'] as const;

const statusColours: Record<string, string> = {
  Active: 'success',
  Inactive: 'gray',
  Suspended: 'warning',
  Lapsed: 'warning',
  Deceased: 'dark',
};
const outcomeColours: Record<string, string> = {
  added: 'success',
  updated: 'info',
  unchanged: 'gray',
  rejected: 'error',
};

/** A header row and one example, for admins who start from nothing. */
const templateHref = `data:text/csv;charset=utf-8,${encodeURIComponent(
  `${registerColumns.join(',')}\r\nM/1234,JANE,WANJIRU,DOE,12345678,jane.doe@example.com,0712345678,CORPORATE,Inactive\r\n`,
)}`;

function ImportReportCard({ report, narrow }: { report: ImportReport; narrow: boolean }) {
  const [show, setShow] = useState<'all' | 'rejected'>(report.rejected > 0 ? 'rejected' : 'all');
  const rows = show === 'rejected' ? report.rows.filter((row) => row.outcome === 'rejected') : report.rows;
  const counts = [
    { label: 'Added', value: report.added, color: 'success' },
    { label: 'Updated', value: report.updated, color: 'info' },
    { label: 'Unchanged', value: report.unchanged, color: 'gray' },
    { label: 'Rejected', value: report.rejected, color: 'error' },
  ];
  return (
    <Card withBorder radius="md" padding="lg" aria-labelledby="import-report-title">
      <Stack gap="md">
        <Group justify="space-between" align="center" wrap="wrap">
          <Title order={2} size="h4" id="import-report-title">
            Import report
          </Title>
          <SegmentedControl
            size="xs"
            value={show}
            onChange={(value) => setShow(value as 'all' | 'rejected')}
            data={[
              { value: 'all', label: `All rows (${formatCount(report.rows.length)})` },
              { value: 'rejected', label: `Rejected (${formatCount(report.rejected)})` },
            ]}
            aria-label="Rows to show"
          />
        </Group>
        <Text role="status">
          {formatCount(report.accepted)} accepted ({formatCount(report.added)} added,{' '}
          {formatCount(report.updated)} updated), {formatCount(report.unchanged)} unchanged,{' '}
          {formatCount(report.rejected)} rejected.
        </Text>
        <Group gap="xs">
          {counts.map((count) => (
            <Badge key={count.label} color={count.color} variant="light" size="lg">
              {count.label}: {formatCount(count.value)}
            </Badge>
          ))}
        </Group>
        {rows.length === 0 ? (
          <Text c="dimmed">No rows to show.</Text>
        ) : narrow ? (
          <ScrollArea.Autosize mah={420} type="auto">
            <Stack
              gap="xs"
              component="ul"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-label="Import report rows"
            >
              {rows.map((row) => (
                <Paper key={row.line} component="li" withBorder radius="sm" p="xs">
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <Text size="sm" fw={600}>
                      Line {row.line} · {row.member_no || '—'}
                    </Text>
                    <Badge
                      color={outcomeColours[row.outcome] ?? 'gray'}
                      variant="light"
                      style={{ flexShrink: 0 }}
                    >
                      {row.outcome}
                    </Badge>
                  </Group>
                  {row.reason && (
                    <Text size="sm" c="dimmed" mt={4}>
                      {row.reason}
                    </Text>
                  )}
                </Paper>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        ) : (
          <ScrollArea.Autosize mah={360} type="auto">
            <Table.ScrollContainer minWidth={520}>
              <Table striped verticalSpacing="xs" aria-label="Import report rows">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Line</Table.Th>
                    <Table.Th style={{ whiteSpace: 'nowrap' }}>Member No</Table.Th>
                    <Table.Th>Outcome</Table.Th>
                    <Table.Th>Reason</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr key={row.line}>
                      <Table.Td>{row.line}</Table.Td>
                      <Table.Td>{row.member_no || '—'}</Table.Td>
                      <Table.Td miw={120}>
                        <Badge color={outcomeColours[row.outcome] ?? 'gray'} variant="light">
                          {row.outcome}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{row.reason ?? ''}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </ScrollArea.Autosize>
        )}
      </Stack>
    </Card>
  );
}

function ImportCard({ narrow }: { narrow: boolean }) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const upload = useMutation({
    mutationFn: (chosen: File) => {
      const form = new FormData();
      form.set('file', chosen, chosen.name);
      return api<ImportReport>('POST', 'admin/member-register/import', form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: registerKey }),
  });

  return (
    <Card withBorder radius="md" padding="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (file) upload.mutate(file);
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4">
            Import the register
          </Title>
          <Text size="sm" c="dimmed">
            Upload a CSV file whose first row names the columns {registerColumns.join(', ')}. Rows are matched
            by member number: new numbers are added, changed rows updated, and importing the same file again
            changes nothing. Accounts members have already activated stay linked.{' '}
            <Anchor href={templateHref} download="member-register-template.csv">
              Download a template
            </Anchor>
            .
          </Text>
          <Group align="end" gap="sm" wrap="wrap">
            <FileInput
              label="Register file (CSV)"
              placeholder="Choose a .csv file"
              accept=".csv,text/csv"
              clearable
              value={file}
              onChange={(chosen) => {
                setFile(chosen);
                upload.reset();
              }}
              leftSection={<IconFileTypeCsv size={18} />}
              style={{ flex: '1 1 240px' }}
              error={upload.isError ? true : undefined}
            />
            <Button
              type="submit"
              leftSection={<IconUpload size={18} />}
              loading={upload.isPending}
              disabled={!file}
            >
              Import
            </Button>
          </Group>
          {!file && upload.isIdle && (
            <Text size="xs" c="dimmed">
              {registerMessages.noFile}
            </Text>
          )}
          {upload.error && (
            <Alert color="error" role="alert" title="The file was not imported">
              {upload.error.message}
            </Alert>
          )}
        </Stack>
      </form>
      {upload.data && (
        <Stack mt="md">
          <ImportReportCard key={upload.submittedAt} report={upload.data} narrow={narrow} />
        </Stack>
      )}
    </Card>
  );
}

const fullName = (entry: RegisterEntry) =>
  [entry.first_name, entry.second_name, entry.last_name].filter(Boolean).join(' ');

function StatusChip({ status }: { status: string }) {
  return (
    <Badge color={statusColours[status] ?? 'gray'} variant="light" style={{ flexShrink: 0 }}>
      {status}
    </Badge>
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
            <Text fw={700}>{item.member_no}</Text>
            <StatusChip status={item.status} />
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

function RegisterList({ narrow }: { narrow: boolean }) {
  const [term, setTerm] = useState('');
  const [debounced] = useDebouncedValue(term.trim(), 300);
  const [page, setPage] = useState(1);
  const query = useMemo(
    () => new URLSearchParams({ page: String(page), ...(debounced ? { term: debounced } : {}) }),
    [page, debounced],
  );
  const { data, error, isPending, isFetching } = useQuery({
    queryKey: [...registerKey, page, debounced],
    queryFn: () => api<RegisterPage>('GET', `admin/member-register?${query}`),
    placeholderData: keepPreviousData,
  });
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
                    <Table.Td fw={600} style={{ whiteSpace: 'nowrap' }}>
                      {item.member_no}
                    </Table.Td>
                    <Table.Td>{fullName(item)}</Table.Td>
                    <Table.Td>{item.id_number}</Table.Td>
                    <Table.Td>{item.category}</Table.Td>
                    <Table.Td miw={120}>
                      <StatusChip status={item.status} />
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
            {debounced
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

/** Admins: import the member register from CSV, see what each row did, and browse the register. */
export default function MemberRegisterPage() {
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Member Register
      </Title>
      <ImportCard narrow={narrow} />
      <RegisterList narrow={narrow} />
    </Stack>
  );
}
