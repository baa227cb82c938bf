import { Alert, Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { arrearsTexts } from '../../../contract/money-messages';
import { LoadingBlock } from '../../components/ListStates';
import { formatDay, formatKes } from '../../lib/format';
import { describeArrears, useBalance } from './billing-queries';

/**
 * The figure's size: smaller where four tiles share a row (lg, 1200 to 1408 px wide: 1280 and 1366
 * screens), so the widest amount fits; it wraps rather than being cut off if it still does not.
 */
const figureSize = { base: 28, lg: 20, xl: 28 };
const neverClipped = { overflowWrap: 'anywhere' } as const;

/**
 * GET billing/balance as the member reads it (spec 1 dashboard "Arrears", spec 3 §2.6): the arrears
 * are only what is past its due date (decisions.md "Good standing"); what is owed but not yet due
 * is said apart with its next due date, and a credit when payments exceed what was billed.
 */
export function BalanceSummary({
  title = 'Arrears',
  statementLink = true,
}: {
  title?: string;
  /** Off on the statement's own page. */
  statementLink?: boolean;
}) {
  const balance = useBalance();
  const described = balance.data ? describeArrears(balance.data) : null;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title} miw={0}>
      <Stack gap={4}>
        <Title order={2} size="h5" c="dimmed" tt="uppercase">
          {title}
        </Title>
        {balance.isPending && <LoadingBlock label={`Loading ${title.toLowerCase()}`} h={32} w={160} />}
        {balance.isError && (
          <Alert color="error" role="alert" icon={<IconAlertCircle />} p="xs">
            {balance.error.message}
          </Alert>
        )}
        {described && described.overdue > 0 && (
          <div>
            <Text fz={figureSize} fw={700} c="error" style={neverClipped} data-testid="arrears-amount">
              {formatKes(described.overdue)}
            </Text>
            <Text size="sm" c="dimmed">
              {arrearsTexts.overdue}
            </Text>
          </div>
        )}
        {described && described.overdue === 0 && (
          <Text fz={figureSize} fw={700} c="success" style={neverClipped}>
            {arrearsTexts.noArrears}
          </Text>
        )}
        {described?.notYetDue && (
          <Text size="sm" style={neverClipped}>
            {arrearsTexts.notYetDue(
              formatKes(described.notYetDue.amount),
              formatDay(described.notYetDue.nextDueDate),
            )}
          </Text>
        )}
        {described && described.credit > 0 && (
          <Text size="sm" style={neverClipped}>
            {arrearsTexts.credit(formatKes(described.credit))}
          </Text>
        )}
        {described && statementLink && (
          <Anchor component={Link} to="/billing" size="sm">
            {arrearsTexts.viewStatement}
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}
