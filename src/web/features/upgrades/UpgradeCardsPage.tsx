import { Alert, Button, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { upgradeMessages } from '../../../contract/upgrades';
import { LoadingBlock } from '../../components/ListStates';
import { formatKes } from '../../lib/format';
import { upgradeRoutes, useUpgradePlans } from './upgrade-api';

/** /upgrade/card (spec 3 §2.3 "Upgrade card"): one card per plan open to the member. */
export default function UpgradeCardsPage() {
  const plans = useUpgradePlans();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Choose an upgrade
      </Title>
      {plans.isError && (
        <Alert color="error" role="alert">
          {plans.error.message}
        </Alert>
      )}
      {plans.isPending && <LoadingBlock label="Loading plans" h={160} />}
      {plans.isSuccess && plans.data.length === 0 && <Alert color="info">{upgradeMessages.noPlans}</Alert>}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {plans.data?.map((plan) => (
          <Card key={plan.ToCategory} withBorder radius="md" padding="lg" component="article">
            <Stack gap="sm" h="100%">
              <Title order={2} size="h4">
                Upgrade to {plan.ToCategoryDescription}
              </Title>
              <Text fz="xl" fw={700}>
                {formatKes(plan.Amount)}
              </Text>
              <List size="sm" type="ordered">
                <List.Item>{upgradeMessages.requirementChecklist}</List.Item>
                <List.Item>{upgradeMessages.requirementPayment}</List.Item>
              </List>
              <Button
                component={Link}
                to={upgradeRoutes.checklist(plan.ToCategory)}
                mt="auto"
                aria-label={`Select ${plan.ToCategoryDescription}`}
              >
                Select
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
