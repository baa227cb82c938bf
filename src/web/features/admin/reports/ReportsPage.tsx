import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import { type ReportName, reportNames } from '../../../../contract/reports';
import { ApplicationsReportCard, MembersReportCard } from './CountReports';
import { CpdComplianceReportCard } from './CpdComplianceReport';
import { ArrearsReportCard, IncomeReportCard } from './MoneyReports';

const tabLabels: Record<ReportName, string> = {
  members: 'Members',
  applications: 'Applications',
  income: 'Income',
  arrears: 'Arrears',
  'cpd-compliance': 'CPD compliance',
};

const isReportName = (value: string | null): value is ReportName => reportNames.includes(value as ReportName);

/** Admins: the staff reports, one tab each, the open tab kept in the URL so a link opens it. */
export default function ReportsPage() {
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: ReportName = isReportName(requested) ? requested : 'members';
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Reports
        </Title>
        <Text c="dimmed" size="sm">
          Figures as of now; each report downloads as CSV for a spreadsheet.
        </Text>
      </div>
      <Tabs
        value={tab}
        // Each report keeps its own filters; switching tabs starts the next one afresh.
        onChange={(value) => value && setParams({ tab: value })}
        keepMounted={false}
      >
        {/* One row that scrolls sideways on phones rather than a lone tab wrapped below the rest. */}
        <Tabs.List style={narrow ? { flexWrap: 'nowrap', overflowX: 'auto' } : undefined}>
          {reportNames.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {tabLabels[name]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="members" pt="md">
          <MembersReportCard narrow={narrow} />
        </Tabs.Panel>
        <Tabs.Panel value="applications" pt="md">
          <ApplicationsReportCard narrow={narrow} />
        </Tabs.Panel>
        <Tabs.Panel value="income" pt="md">
          <IncomeReportCard narrow={narrow} />
        </Tabs.Panel>
        <Tabs.Panel value="arrears" pt="md">
          <ArrearsReportCard narrow={narrow} />
        </Tabs.Panel>
        <Tabs.Panel value="cpd-compliance" pt="md">
          <CpdComplianceReportCard narrow={narrow} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
