import {
  Alert,
  Anchor,
  Button,
  Card,
  EmptyState,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconAward,
  IconChevronLeft,
  IconChevronRight,
  IconExternalLink,
  IconFileCertificate,
} from '@tabler/icons-react';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { type CpdAward, cpdTotal } from '../../../contract/cpd';
import { currentYear } from '../../../contract/portal-time';
import { LoadFailed, LoadingRows } from '../../components/ListStates';
import { type ListColumn, ResponsiveList } from '../../components/ResponsiveList';
import { formatCount, formatDay } from '../../lib/format';
import { CpdAuditNotice } from '../cpd-audit/public';
import { NO_MEMBER_RECORD_REASON } from '../dashboard/public';
import { useMemberNo } from '../subscriptions/public';
import { CpdPointsChart } from './CpdPointsChart';
import { CpdProgressCard } from './CpdProgressCard';
import { CpdRecordsSection } from './CpdRecordsSection';
import { CpdTranscriptDownload } from './CpdTranscriptDownload';
import { cpdRoutes, useCpdAwards, useCpdPoints, yearsOf } from './cpd-queries';

export const cpdPageTexts = {
  empty: 'No CPD points recorded yet. Points appear here when you attend events.',
  allYears: 'All years',
} as const;

const datesOf = (award: CpdAward) =>
  award.endDate && award.endDate !== award.eventDate
    ? `${formatDay(award.eventDate)} – ${formatDay(award.endDate)}`
    : formatDay(award.eventDate);

const columns: ListColumn<CpdAward>[] = [
  { header: 'Event', inCardHeader: true, cell: (award) => award.description },
  { header: 'Provider', cell: (award) => award.provider },
  { header: 'Location', cell: (award) => award.location || '—' },
  { header: 'Date', nowrap: true, cell: datesOf },
  { header: 'Points', numeric: true, cell: (award) => formatCount(award.pointAwarded) },
  { header: 'Certificate No', nowrap: true, cell: (award) => award.certificateNo },
];

function AwardActions({ award }: { award: CpdAward }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        component={Link}
        to={cpdRoutes.certificate(award.certificateNo)}
        size="compact-sm"
        variant="light"
        leftSection={<IconFileCertificate size={14} />}
        aria-label={`Certificate ${award.certificateNo}`}
      >
        Certificate
      </Button>
      <Anchor
        href={cpdRoutes.verify(award.certificateNo)}
        target="_blank"
        rel="noopener"
        size="sm"
        aria-label={`Verify ${award.certificateNo} (opens in a new tab)`}
      >
        <Group gap={4} wrap="nowrap">
          Verify <IconExternalLink size={14} />
        </Group>
      </Anchor>
    </Group>
  );
}

function PointsSummary({ memberNo }: { memberNo: string }) {
  const points = useCpdPoints(memberNo);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label="CPD points">
      {points.isPending && <LoadingRows label="Loading CPD points" rows={1} />}
      {points.isError && <LoadFailed message={points.error.message} onRetry={() => void points.refetch()} />}
      {points.data && (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 2 }} maw={420}>
            <div>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                This year
              </Text>
              <Text fz={24} fw={700}>
                {formatCount(points.data.currentYearPoints)}
              </Text>
            </div>
            <div>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                All time
              </Text>
              <Text fz={24} fw={700}>
                {formatCount(points.data.points)}
              </Text>
            </div>
          </SimpleGrid>
          {points.data.byYear.length > 0 && <CpdPointsChart byYear={points.data.byYear} />}
        </Stack>
      )}
    </Card>
  );
}

function AwardsList({ memberNo, labelledBy }: { memberNo: string; labelledBy: string }) {
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const [search, setSearch] = useSearchParams();
  const awards = useCpdAwards(memberNo);
  const all = awards.data ?? [];
  const years = yearsOf(all);
  const chosen = Number(search.get('year'));
  const year = years.includes(chosen) ? chosen : null;
  const shown = year === null ? all : all.filter((award) => award.period === year);

  const chooseYear = (value: string | null) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (value && value !== cpdPageTexts.allYears) next.set('year', value);
        else next.delete('year');
        return next;
      },
      { replace: true },
    );

  return (
    <Card withBorder radius="md" padding={narrow ? 'sm' : 'lg'}>
      {awards.isPending && <LoadingRows label="Loading CPD awards" rows={3} />}
      {awards.isError && <LoadFailed message={awards.error.message} onRetry={() => void awards.refetch()} />}
      {awards.isSuccess && all.length === 0 && (
        <EmptyState
          size="sm"
          icon={<IconAward size={28} />}
          withIndicatorBackground
          title={cpdPageTexts.empty}
          py="md"
        />
      )}
      {all.length > 0 && (
        <Stack gap="md">
          <Select
            label="Year"
            data={[cpdPageTexts.allYears, ...years.map(String)]}
            value={year === null ? cpdPageTexts.allYears : String(year)}
            onChange={chooseYear}
            allowDeselect={false}
            maw={200}
          />
          <ResponsiveList
            rows={shown}
            rowKey={(award) => award.certificateNo}
            columns={columns}
            narrow={narrow}
            label="CPD awards"
            labelledBy={labelledBy}
            actions={(award) => <AwardActions award={award} />}
            minWidth={900}
          />
          <Group justify="flex-end" gap="sm" data-testid="cpd-total" aria-live="polite">
            <Text fw={700}>Total</Text>
            <Text fw={700}>{formatCount(cpdTotal(shown))} points</Text>
          </Group>
        </Stack>
      )}
    </Card>
  );
}

/**
 * The CPD year the progress and the member's records show: the year in the address (the awards
 * filter writes it too, so both agree), this year otherwise. Stepped with Previous and Next rather
 * than a second list of years beside the awards' own Year filter.
 */
function useCpdYear() {
  const [search, setSearch] = useSearchParams();
  const thisYear = currentYear();
  const chosen = Number(search.get('year'));
  const year = Number.isInteger(chosen) && chosen >= CPD_FIRST_YEAR && chosen <= thisYear ? chosen : thisYear;
  const choose = (next: number) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('year', String(next));
        return params;
      },
      { replace: true },
    );
  return { year, thisYear, choose };
}

const CPD_FIRST_YEAR = 2000;

function CpdYearSections() {
  const { year, thisYear, choose } = useCpdYear();
  return (
    <>
      <Group gap="xs" aria-label="CPD year" role="group">
        <Button
          variant="default"
          size="compact-md"
          leftSection={<IconChevronLeft size={16} />}
          onClick={() => choose(year - 1)}
          aria-label={`Show CPD year ${year - 1}`}
          disabled={year <= CPD_FIRST_YEAR}
        >
          {year - 1}
        </Button>
        <Text fw={700} aria-live="polite" data-testid="cpd-year">
          CPD year {year}
        </Text>
        {year < thisYear && (
          <Button
            variant="default"
            size="compact-md"
            rightSection={<IconChevronRight size={16} />}
            onClick={() => choose(year + 1)}
            aria-label={`Show CPD year ${year + 1}`}
          >
            {year + 1}
          </Button>
        )}
      </Group>
      <CpdProgressCard year={year} />
      <CpdRecordsSection year={year} />
    </>
  );
}

/** The PDF of the member's verified CPD, with a QR code a reader can check (decision 0048). */
function TranscriptCard() {
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="cpd-transcript-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="cpd-transcript-title">
          CPD transcript
        </Title>
        <Text size="sm" c="dimmed">
          A PDF of your verified CPD for the years you choose. Its QR code lets an employer or a regulator
          confirm it.
        </Text>
        <CpdTranscriptDownload />
      </Stack>
    </Card>
  );
}

/**
 * /cpd (spec 3 §2.8): the member's CPD awards with a year filter and total, and points per year;
 * with issue 30, progress against the category's requirement and the CPD the member logs.
 */
export default function CpdPage() {
  const { memberNo, isPending } = useMemberNo(true);
  const headingId = useId();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2" id={headingId}>
        My Cpd
      </Title>
      {isPending && <LoadingRows label="Loading CPD" rows={2} />}
      {!isPending && !memberNo && <Alert color="info">{NO_MEMBER_RECORD_REASON}</Alert>}
      {memberNo && (
        <>
          <CpdAuditNotice />
          <CpdYearSections />
          <PointsSummary memberNo={memberNo} />
          <AwardsList memberNo={memberNo} labelledBy={headingId} />
          <TranscriptCard />
        </>
      )}
    </Stack>
  );
}
