import { ageBuckets, type MemberCount, type StageAge } from '../../../../contract/reports';
import { type ListColumn, ResponsiveList } from '../../../components/ResponsiveList';
import { formatCount } from '../../../lib/format';
import { ReportCard, reportTitleId } from './ReportCard';
import { useApplicationsReport, useMembersReport } from './report-queries';

const memberColumns: ListColumn<MemberCount>[] = [
  { header: 'Category', inCardHeader: true, cell: (row) => `${row.categoryName} (${row.category})` },
  { header: 'Status', cell: (row) => row.status },
  { header: 'Members', numeric: true, cell: (row) => formatCount(row.members) },
];

/** The member register counted by category and status. */
export function MembersReportCard({ narrow }: { narrow: boolean }) {
  const query = useMembersReport();
  const total = {
    category: 'Total',
    categoryName: 'All categories',
    status: '',
    members: query.data?.total ?? 0,
  };
  return (
    <ReportCard
      name="members"
      state={query}
      empty={!query.data?.rows.length}
      emptyText="The member register is empty."
    >
      <ResponsiveList
        rows={[...(query.data?.rows ?? []), total]}
        rowKey={(row) => `${row.category}|${row.status}`}
        columns={memberColumns}
        narrow={narrow}
        label="Members by category and status"
        labelledBy={reportTitleId('members')}
        minWidth={480}
      />
    </ReportCard>
  );
}

const stageColumns: ListColumn<StageAge>[] = [
  { header: 'Stage', inCardHeader: true, cell: (row) => row.stage },
  ...ageBuckets.map(
    (bucket): ListColumn<StageAge> => ({
      header: bucket.label,
      numeric: true,
      cell: (row) => formatCount(row[bucket.key]),
    }),
  ),
  { header: 'Total', numeric: true, cell: (row) => formatCount(row.total) },
];

/** Applications per review stage, by days since they were submitted. */
export function ApplicationsReportCard({ narrow }: { narrow: boolean }) {
  const query = useApplicationsReport();
  return (
    <ReportCard name="applications" state={query} empty={!query.data?.total} emptyText="No applications yet.">
      <ResponsiveList
        rows={query.data?.rows ?? []}
        rowKey={(row) => row.stage}
        columns={stageColumns}
        narrow={narrow}
        label="Applications by stage and age"
        labelledBy={reportTitleId('applications')}
        minWidth={720}
      />
    </ReportCard>
  );
}
