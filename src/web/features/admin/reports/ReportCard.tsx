import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { type ReportName, reportFileStems, reportTitles } from '../../../../contract/reports';
import { LoadFailed, LoadingRows } from '../../../components/ListStates';
import { downloadCsv } from '../../../lib/download-csv';
import { toastFailure } from '../admin-toasts';

interface ReportCardProps {
  name: ReportName;
  /** The query the figures were read with, so the CSV holds the same figures. */
  query?: string;
  state: { isPending: boolean; error: Error | null; refetch: () => unknown };
  empty: boolean;
  emptyText: string;
  /** Filters above the figures (the income report's date range). */
  controls?: ReactNode;
  children: ReactNode;
}

/** One report: its title, a Download CSV button, and the figures or their loading/empty/error state. */
export function ReportCard({
  name,
  query = '',
  state,
  empty,
  emptyText,
  controls,
  children,
}: ReportCardProps) {
  const [downloading, setDownloading] = useState(false);
  const titleId = reportTitleId(name);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadCsv(
        `admin/reports/${name}/csv${query ? `?${query}` : ''}`,
        `${reportFileStems[name]}.csv`,
      );
    } catch (error) {
      toastFailure(error);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="md">
        <Group justify="space-between" align="center" gap="sm">
          <Title order={2} size="h4" id={titleId}>
            {reportTitles[name]}
          </Title>
          <Button
            variant="light"
            leftSection={<IconDownload size={16} />}
            onClick={download}
            loading={downloading}
            disabled={state.isPending || Boolean(state.error)}
          >
            Download CSV
          </Button>
        </Group>
        {controls}
        {state.isPending && <LoadingRows label={`Loading ${reportTitles[name].toLowerCase()}`} rows={4} />}
        {state.error && <LoadFailed message={state.error.message} onRetry={() => state.refetch()} />}
        {!state.isPending && !state.error && empty && (
          <Text c="dimmed" ta="center" py="lg">
            {emptyText}
          </Text>
        )}
        {!state.isPending && !state.error && !empty && children}
      </Stack>
    </Card>
  );
}

export const reportTitleId = (name: ReportName) => `report-${name}-title`;
