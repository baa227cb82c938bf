import { Alert, Box, Button, Card, EmptyState, Group, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowUpCircle, IconCircleCheck, IconPlus } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { type Upgrade, upgradeMessages } from '../../../contract/upgrades';
import { LoadFailed, LoadingRows } from '../../components/ListStates';
import { type ListColumn, ResponsiveList } from '../../components/ResponsiveList';
import { StatusBadge } from '../../components/StatusBadge';
import { formatKes } from '../../lib/format';
import { UpgradeRowActions } from './UpgradeRowActions';
import { upgradeRoutes, useUpgrades } from './upgrade-api';

/** The last visible reviewer comment, as the Feedback column shows it. */
const feedbackOf = (upgrade: Upgrade) => upgrade.membershipComments.at(-1)?.comment ?? '—';

const columns: ListColumn<Upgrade>[] = [
  { header: 'Code', nowrap: true, inCardHeader: true, cell: (upgrade) => upgrade.code },
  { header: 'From Category', cell: (upgrade) => upgrade.fromCategoryName },
  { header: 'To Category', cell: (upgrade) => upgrade.toCategoryName },
  { header: 'Amount', numeric: true, cell: (upgrade) => formatKes(upgrade.amount) },
  { header: 'Period', cell: (upgrade) => String(upgrade.subsPeriod) },
  {
    header: 'Status',
    nowrap: true,
    inCardHeader: true,
    cell: (upgrade) => (
      <Box w="max-content">
        <StatusBadge status={upgrade.status} />
      </Box>
    ),
  },
  { header: 'Feedback', cell: feedbackOf },
];

/** /upgrade (spec 3 §2.3): 'My Upgrades', the member's upgrade applications and their actions. */
export default function UpgradesPage() {
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const upgrades = useUpgrades();
  const headingId = useId();
  const list = upgrades.data ?? [];
  // The checklist page comes back here after a submission with the message to show (spec 3 §2.3).
  const location = useLocation();
  const navigate = useNavigate();
  const submitted = (location.state as { submitted?: string } | null)?.submitted;
  const [dismissed, setDismissed] = useState(false);
  const dismiss = () => {
    setDismissed(true);
    // Forget the message, so a reload or coming Back does not show it again.
    navigate(location.pathname, { replace: true, state: null });
  };
  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2" id={headingId}>
          My Upgrades
        </Title>
        <Button component={Link} to={upgradeRoutes.cards} leftSection={<IconPlus size={16} />}>
          Upgrade
        </Button>
      </Group>
      {submitted && !dismissed && (
        <Alert
          role="alert"
          color="success"
          icon={<IconCircleCheck />}
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={dismiss}
        >
          {submitted}
        </Alert>
      )}
      <Card withBorder radius="md" padding={narrow ? 'sm' : 'lg'}>
        {upgrades.isPending && <LoadingRows label="Loading upgrades" />}
        {upgrades.isError && (
          <LoadFailed message={upgrades.error.message} onRetry={() => void upgrades.refetch()} />
        )}
        {upgrades.isSuccess && list.length === 0 && (
          <EmptyState
            size="sm"
            icon={<IconArrowUpCircle size={28} />}
            withIndicatorBackground
            title={upgradeMessages.noUpgrades}
            py="md"
          />
        )}
        {list.length > 0 && (
          <ResponsiveList
            rows={list}
            rowKey={(upgrade) => upgrade.code}
            columns={columns}
            narrow={narrow}
            label="My Upgrades"
            labelledBy={headingId}
            actions={(upgrade) => <UpgradeRowActions upgrade={upgrade} />}
          />
        )}
      </Card>
    </Stack>
  );
}
