import { Anchor, Stack } from '@mantine/core';
import { Link } from 'react-router';
import type {
  MemberApplication,
  MemberLicence,
  MemberRecord,
  MemberUpgrade,
} from '../../../../contract/member-records';
import type { ListColumn } from '../../../components/ResponsiveList';
import { StatusBadge } from '../../../components/StatusBadge';
import { formatDateTime } from '../../../lib/format';
import { workspacePath } from '../../review/public';
import { SummaryList } from './MemberSection';

const applicationColumns: ListColumn<MemberApplication>[] = [
  {
    header: 'Application',
    inCardHeader: true,
    nowrap: true,
    cell: (row) => (
      <Anchor component={Link} to={workspacePath(row.code)}>
        {row.code}
      </Anchor>
    ),
  },
  { header: 'Status', inCardHeader: true, nowrap: true, cell: (row) => <StatusBadge status={row.status} /> },
  { header: 'Category', cell: (row) => row.categoryName },
  { header: 'Submitted', nowrap: true, cell: (row) => formatDateTime(row.submittedAt) },
  { header: 'Decided', nowrap: true, cell: (row) => formatDateTime(row.decidedAt) },
];

const upgradeColumns: ListColumn<MemberUpgrade>[] = [
  {
    header: 'Upgrade',
    inCardHeader: true,
    nowrap: true,
    cell: (row) => (
      <Anchor component={Link} to={`/admin/upgrades/${encodeURIComponent(row.code)}`}>
        {row.code}
      </Anchor>
    ),
  },
  { header: 'Status', inCardHeader: true, nowrap: true, cell: (row) => <StatusBadge status={row.status} /> },
  { header: 'From → to', cell: (row) => `${row.fromCategoryName} → ${row.toCategoryName}` },
  { header: 'Submitted', nowrap: true, cell: (row) => formatDateTime(row.submittedAt) },
  { header: 'Decided', nowrap: true, cell: (row) => formatDateTime(row.decidedAt) },
];

const licenceColumns: ListColumn<MemberLicence>[] = [
  { header: 'Licence application', inCardHeader: true, nowrap: true, cell: (row) => row.code },
  { header: 'Status', inCardHeader: true, nowrap: true, cell: (row) => <StatusBadge status={row.status} /> },
  { header: 'Type', cell: (row) => row.type },
  { header: 'Licence no', nowrap: true, cell: (row) => row.licenceNo ?? '—' },
  { header: 'Applied', nowrap: true, cell: (row) => formatDateTime(row.createdAt) },
];

/** Membership applications, category upgrades and practising licences, newest first. */
export function ApplicationsTab({ record, narrow }: { record: MemberRecord; narrow: boolean }) {
  return (
    <Stack gap="md">
      <SummaryList
        id="applications"
        title="Membership applications"
        rows={record.applications}
        rowKey={(row) => row.code}
        columns={applicationColumns}
        narrow={narrow}
        empty="No membership application: the member came from the register."
      />
      <SummaryList
        id="upgrades"
        title="Upgrades"
        rows={record.upgrades}
        rowKey={(row) => row.code}
        columns={upgradeColumns}
        narrow={narrow}
        empty="No upgrade applied for."
      />
      <SummaryList
        id="licences"
        title="Licences"
        rows={record.licences}
        rowKey={(row) => row.code}
        columns={licenceColumns}
        narrow={narrow}
        empty="No licence applied for."
      />
    </Stack>
  );
}
