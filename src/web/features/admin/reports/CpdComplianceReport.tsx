import { Select } from '@mantine/core';
import { useState } from 'react';
import type { CpdComplianceReport } from '../../../../contract/cpd-compliance-schemas';
import { currentYear } from '../../../../contract/portal-time';
import { type ListColumn, ResponsiveList } from '../../../components/ResponsiveList';
import { formatCount } from '../../../lib/format';
import { ReportCard, reportTitleId } from './ReportCard';
import { useCpdComplianceReport } from './report-queries';

type Row = CpdComplianceReport['rows'][number];

const columns: ListColumn<Row>[] = [
  { header: 'Category', inCardHeader: true, cell: (row) => `${row.categoryName} (${row.category})` },
  {
    header: 'Required points',
    numeric: true,
    cell: (row) => (row.requiredPoints === null ? 'No requirement' : formatCount(row.requiredPoints)),
  },
  { header: 'Members', numeric: true, cell: (row) => formatCount(row.members) },
  { header: 'Met', numeric: true, cell: (row) => formatCount(row.met) },
  { header: 'Not met', numeric: true, cell: (row) => formatCount(row.notMet) },
  { header: 'No records', numeric: true, cell: (row) => formatCount(row.noRecords) },
  { header: '% met', numeric: true, cell: (row) => (row.percentMet === null ? '—' : `${row.percentMet}%`) },
];

/** The CPD years staff can look back on: last year (the one standing reads) and the nine before. */
const years = (now = currentYear()) => Array.from({ length: 11 }, (_, index) => String(now - index));

/** CPD compliance by category for a CPD year, last year first (decision 0048). */
export function CpdComplianceReportCard({ narrow }: { narrow: boolean }) {
  const [year, setYear] = useState(String(currentYear() - 1));
  const query = useCpdComplianceReport(Number(year));
  return (
    <ReportCard
      name="cpd-compliance"
      query={`year=${year}`}
      state={query}
      empty={!query.data?.rows.length}
      emptyText="No active members to report on."
      controls={
        <Select
          label="CPD year"
          data={years()}
          value={year}
          onChange={(value) => value && setYear(value)}
          allowDeselect={false}
          w={160}
        />
      }
    >
      <ResponsiveList
        rows={query.data?.rows ?? []}
        rowKey={(row) => row.category}
        columns={columns}
        narrow={narrow}
        label="CPD compliance by category"
        labelledBy={reportTitleId('cpd-compliance')}
        minWidth={640}
      />
    </ReportCard>
  );
}
