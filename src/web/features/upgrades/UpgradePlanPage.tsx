import { Alert, Badge, Button, Card, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link } from 'react-router';
import type { UpgradePlan } from '../../../contract/upgrades';
import { upgradeMessages } from '../../../contract/upgrades';
import { LoadingBlock } from '../../components/ListStates';
import { type ListColumn, ResponsiveList } from '../../components/ResponsiveList';
import { formatCount } from '../../lib/format';
import { upgradeRoutes, useUpgradePlans } from './upgrade-api';

const headingId = 'upgrade-plans-heading';

const columns: ListColumn<UpgradePlan>[] = [
  { header: 'Plan', inCardHeader: true, cell: (plan) => plan.ToCategoryDescription },
  { header: 'Fee (KES)', numeric: true, cell: (plan) => formatCount(plan.Amount) },
  {
    header: 'State',
    cell: () => (
      <Badge color="green" variant="light">
        enabled
      </Badge>
    ),
  },
];

/**
 * /upgrade/plan (spec 3 §2.3 "Upgrade plans"): the same server answer as /upgrade/card (the categories
 * above the member's own that carry an upgrade charge, at that charge), so the two pages never disagree
 * about which upgrades are open. Select opens the plan's checklist, as the card does.
 */
export default function UpgradePlanPage() {
  const plans = useUpgradePlans();
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  return (
    <Stack gap="lg">
      <Title order={1} size="h2" id={headingId}>
        Upgrade Plans
      </Title>
      {plans.isError && (
        <Alert color="error" role="alert">
          {plans.error.message}
        </Alert>
      )}
      {plans.isPending && <LoadingBlock label="Loading plans" h={160} />}
      {plans.isSuccess && plans.data.length === 0 && <Alert color="info">{upgradeMessages.noPlans}</Alert>}
      {plans.isSuccess && plans.data.length > 0 && (
        <Card withBorder radius="md" padding="lg">
          <ResponsiveList
            rows={plans.data}
            rowKey={(plan) => plan.ToCategory}
            columns={columns}
            narrow={narrow}
            label="Upgrade plans"
            labelledBy={headingId}
            minWidth={0}
            actions={(plan) => (
              <Button
                size="xs"
                component={Link}
                to={upgradeRoutes.checklist(plan.ToCategory)}
                aria-label={`Select ${plan.ToCategoryDescription}`}
              >
                Select
              </Button>
            )}
          />
        </Card>
      )}
    </Stack>
  );
}
