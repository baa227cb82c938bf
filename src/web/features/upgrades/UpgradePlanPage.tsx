import { Badge, Button, Card, Stack, Table, Title } from '@mantine/core';
import { Link } from 'react-router';
import { staticUpgradePlans } from '../../../contract/upgrades';
import { formatCount } from '../../lib/format';
import { upgradeRoutes } from './upgrade-api';

/** /upgrade/plan (spec 3 §2.3 "Upgrade plans (static)"): the published plans; Select goes to the listing. */
export default function UpgradePlanPage() {
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Upgrade Plans
      </Title>
      <Card withBorder radius="md" padding="lg">
        <Table.ScrollContainer minWidth={420}>
          <Table verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Plan</Table.Th>
                <Table.Th ta="right">Fee (KES)</Table.Th>
                <Table.Th>State</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {staticUpgradePlans.map((plan) => (
                <Table.Tr key={plan.plan}>
                  <Table.Td>{plan.plan}</Table.Td>
                  <Table.Td ta="right">{formatCount(plan.feeKes)}</Table.Td>
                  <Table.Td>
                    <Badge color={plan.enabled ? 'green' : 'gray'} variant="light">
                      {plan.enabled ? 'enabled' : 'disabled'}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {/* A disabled plan gets a disabled button: a link cannot be disabled for the keyboard. */}
                    {plan.enabled ? (
                      <Button
                        size="xs"
                        component={Link}
                        to={upgradeRoutes.list}
                        aria-label={`Select ${plan.plan}`}
                      >
                        Select
                      </Button>
                    ) : (
                      <Button size="xs" disabled aria-label={`Select ${plan.plan}`}>
                        Select
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
    </Stack>
  );
}
