import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { moneyMessages } from '../../../contract/money-messages';
import { encodeRouteText } from '../../../contract/route-values';
import { formatKes } from '../../lib/format';
import { usePaymentState } from './payment-queries';

/**
 * /payment/return/:reference: where a checkout hands the payer back (and where an M-Pesa payment
 * waits for the prompt on the phone). It waits for the payment to be final, then sends the payer on:
 * after success to the purpose's page (spec 3 §4 "Payment outcome"), after failure to where they
 * started.
 */
export default function PaymentReturnPage() {
  const { reference = '' } = useParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const state = usePaymentState(reference);
  const payment = state.data;

  useEffect(() => {
    if (!payment || payment.status === 'Pending') return;
    const succeeded = payment.status === 'Succeeded';
    // The statement, balance and invoices changed: screens read them fresh.
    void client.invalidateQueries();
    const receiptRoute = payment.receiptNo ? `/billing/receipt/${encodeRouteText(payment.receiptNo)}` : null;
    notifications.show({
      color: succeeded ? 'success' : 'error',
      // The receipt stays a click away on the page the payer is sent on to (the toast lives outside
      // the router, so the link navigates through this page's navigate).
      autoClose: succeeded && receiptRoute ? 10_000 : undefined,
      message: succeeded ? (
        <>
          {moneyMessages.paymentReceived}
          {receiptRoute && (
            <>
              {`: ${formatKes(payment.paidAmount ?? payment.amount)}, receipt ${payment.receiptNo}. `}
              <Anchor
                href={receiptRoute}
                size="sm"
                onClick={(event) => {
                  event.preventDefault();
                  navigate(receiptRoute);
                }}
              >
                View receipt
              </Anchor>
            </>
          )}
        </>
      ) : (
        [moneyMessages.paymentFailed, payment.failureReason].filter(Boolean).join(': ')
      ),
    });
    navigate(succeeded ? payment.successUrl : payment.failUrl, { replace: true });
  }, [payment, navigate, client]);

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={520} mx="auto" my="xl">
      <Stack gap="md">
        <Title order={2} size="h3">
          Payment
        </Title>
        {state.isError ? (
          <>
            <Alert color="error" role="alert">
              {state.error.message}
            </Alert>
            <Button component={Link} to="/billing" variant="default">
              Billing
            </Button>
          </>
        ) : (
          <>
            <Group gap="sm" wrap="nowrap">
              <Loader size="sm" aria-hidden />
              <Text role="status">{moneyMessages.paymentPending}</Text>
            </Group>
            {payment && (
              <Text size="sm" c="dimmed">
                {formatKes(payment.amount)} for invoice {payment.invoiceNo}. An M-Pesa payment asks for your
                PIN on your phone.
              </Text>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
