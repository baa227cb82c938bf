import { Alert, Card, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { CpdProgress } from '../../../contract/cpd-points';
import { LoadFailed, LoadingRows } from '../../components/ListStates';
import { CpdProgressBars } from './CpdProgressBars';
import { formatPoints, stillNeededText } from './cpd-progress-text';
import { useCpdProgress } from './cpd-record-queries';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export const cpdProgressTexts = {
  noRequirement: (year: number, category: string | null) =>
    category
      ? `No CPD requirement is set for your category (${category}) for ${year}. Your points still count.`
      : `No CPD requirement applies to your account for ${year}. Your points still count.`,
  nothingYet: 'No CPD points for this year yet.',
} as const;

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={22} fw={700} data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}

function ProgressFigures({ progress }: { progress: CpdProgress }) {
  const requirement = progress.requirement;
  const still = stillNeededText(progress);
  const total = requirement?.totalPoints ?? 0;
  const share = (points: number) => (total > 0 ? Math.min(100, (points / total) * 100) : 0);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 2, sm: requirement ? 4 : 2 }}>
        {requirement && <Figure label="Required" value={formatPoints(total)} testId="cpd-required" />}
        <Figure label="Earned" value={formatPoints(progress.earned)} testId="cpd-earned" />
        <Figure label="Pending" value={formatPoints(progress.pending)} testId="cpd-pending" />
        {requirement && (
          <Figure
            label="Structured"
            value={`${formatPoints(progress.structuredEarned)} / ${formatPoints(requirement.minStructuredPoints)}`}
            testId="cpd-structured"
          />
        )}
      </SimpleGrid>
      {requirement && (
        <Progress.Root size="lg" aria-hidden="true">
          <Progress.Section value={share(progress.earned)} color="primary" />
          <Progress.Section
            value={Math.min(share(progress.pending), 100 - share(progress.earned))}
            color="primary.2"
          />
        </Progress.Root>
      )}
      {still && (
        <Text
          fw={600}
          c={progress.met ? 'success' : undefined}
          data-testid="cpd-still-needed"
          aria-live="polite"
        >
          {still}
        </Text>
      )}
      {requirement && (
        <Text size="sm" c="dimmed">
          At least {formatPoints(requirement.minStructuredPoints)} of the {formatPoints(total)} points must be
          structured (courses, seminars, workshops and the like). Pending points count once staff verify them.
        </Text>
      )}
      {!requirement && (
        <Alert color="info">{cpdProgressTexts.noRequirement(progress.year, progress.category)}</Alert>
      )}
    </Stack>
  );
}

function ProgressCharts({ progress }: { progress: CpdProgress }) {
  const hasPoints = progress.byType.some((row) => row.earned + row.pending > 0);
  if (!hasPoints) return <Text c="dimmed">{cpdProgressTexts.nothingYet}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Stack gap="xs">
        <Title order={3} size="h5">
          By activity type
        </Title>
        <CpdProgressBars
          label="CPD points by activity type"
          rows={progress.byType.map((row) => ({
            key: `type-${row.typeId ?? 'awards'}`,
            label: row.name,
            earned: row.earned,
            pending: row.pending,
          }))}
        />
      </Stack>
      <Stack gap="xs">
        <Title order={3} size="h5">
          By month
        </Title>
        <CpdProgressBars
          label="CPD points by month"
          rows={progress.byMonth.map((row) => ({
            key: `month-${row.month}`,
            label: MONTHS[row.month - 1] ?? String(row.month),
            earned: row.earned,
            pending: row.pending,
          }))}
        />
      </Stack>
    </SimpleGrid>
  );
}

/** The member's progress for one CPD year against their category's requirement, with its charts. */
export function CpdProgressCard({ year }: { year: number }) {
  const progress = useCpdProgress(year);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="cpd-progress-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="cpd-progress-title">
          Progress for {year}
        </Title>
        {progress.isPending && <LoadingRows label="Loading CPD progress" rows={2} />}
        {progress.isError && (
          <LoadFailed message={progress.error.message} onRetry={() => void progress.refetch()} />
        )}
        {progress.data && (
          <>
            <ProgressFigures progress={progress.data} />
            <ProgressCharts progress={progress.data} />
          </>
        )}
      </Stack>
    </Card>
  );
}
