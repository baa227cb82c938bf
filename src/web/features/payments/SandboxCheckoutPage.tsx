import {
  Alert,
  Badge,
  Button,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import {
  type CheckoutPayload,
  checkoutPayloadSchema,
  type PaymentMethod,
  paymentMethods,
  type SandboxCompleteRequest,
} from '../../../contract/money';
import { formatKes } from '../../lib/format';
import { CheckoutMethodFields, emptyDetails, type MethodDetails, problemsOf } from './CheckoutMethodFields';
import { usePaymentState, useSandboxCompletion } from './payment-queries';

/** The base64 JSON payload of spec 3 §7, as a gateway receives it; null when it cannot be read. */
export function decodePayload(encoded: string | null): CheckoutPayload | null {
  if (!encoded) return null;
  try {
    const bytes = Uint8Array.from(atob(encoded), (char) => char.charCodeAt(0));
    const parsed = checkoutPayloadSchema.safeParse(JSON.parse(new TextDecoder().decode(bytes)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * /checkout/sandbox/:reference: the default provider's checkout (decisions.md "Money"). It stands
 * in for an external gateway: the payer sees what the portal handed over, picks M-Pesa, card or
 * credit and pays (all, or part to try an underpayment) or fails. The M-Pesa number and card
 * details are checked as a real gateway would (decision 0033). No money moves; the sandbox
 * gateway then calls the portal back like a real one, and the return page waits for the outcome.
 */
export default function SandboxCheckoutPage() {
  const { reference = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const payload = decodePayload(search.get('payload'));
  const state = usePaymentState(reference);
  const [method, setMethod] = useState<PaymentMethod>('M-Pesa');
  const [details, setDetails] = useState<MethodDetails>(emptyDetails);
  // Problems show once the payer has tried to pay, then follow what they type.
  const [tried, setTried] = useState(false);
  const [partAmount, setPartAmount] = useState<number | string>('');

  const complete = useSandboxCompletion(reference, () =>
    navigate(`/payment/return/${encodeURIComponent(reference)}`, { replace: true }),
  );
  const payment = state.data;
  const amount = payment?.amount ?? payload?.amount ?? 0;
  const finished = payment !== undefined && payment.status !== 'Pending';
  const busy = complete.isPending || complete.isSuccess;
  const problems = problemsOf(method, details);
  const send = (choice: Pick<SandboxCompleteRequest, 'result' | 'amount'>) => {
    if (busy) return;
    // Failing stands in for the gateway refusing, so it asks nothing of the payer.
    if (choice.result === 'pay' && Object.keys(problems).length > 0) {
      setTried(true);
      return;
    }
    // Card details stay on this page: the sandbox gateway is told only the method.
    complete.mutate({
      ...choice,
      method,
      ...(method === 'M-Pesa' && details.phone.trim() ? { phone: details.phone.trim() } : {}),
    });
  };
  const part = typeof partAmount === 'number' ? partAmount : Number.NaN;
  const partValid = Number.isFinite(part) && part > 0 && part < amount;

  return (
    <Paper
      withBorder
      shadow="sm"
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      my={{ base: 'md', md: 'xl' }}
      mx="auto"
      maw={520}
    >
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h3">
            Checkout
          </Title>
          <Badge color="warning" variant="light" style={{ maxWidth: '100%' }}>
            Sandbox: no money moves
          </Badge>
        </Group>
        {state.isError && (
          <Alert color="error" role="alert">
            {state.error.message}
          </Alert>
        )}
        <Title order={3} size="h5">
          Order summary
        </Title>
        <Table variant="vertical" withTableBorder layout="fixed" aria-label="Order summary">
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w="40%">Paying for</Table.Th>
              <Table.Td>{payload?.description ?? '—'}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>Invoice</Table.Th>
              <Table.Td>{payment?.invoiceNo ?? payload?.sourceDocumentNo ?? '—'}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>Amount due</Table.Th>
              <Table.Td fw={700} style={{ overflowWrap: 'anywhere' }}>
                {formatKes(amount)}
              </Table.Td>
            </Table.Tr>
            {payload?.accountNo ? (
              <Table.Tr>
                <Table.Th>Account</Table.Th>
                <Table.Td>{payload.accountNo}</Table.Td>
              </Table.Tr>
            ) : null}
          </Table.Tbody>
        </Table>
        {finished ? (
          <Alert color="info" role="status">
            This payment is already {payment.status === 'Succeeded' ? 'paid' : 'closed'}.
          </Alert>
        ) : (
          <>
            <Stack gap={4}>
              <Text size="sm" fw={500} id="sandbox-method">
                Pay with
              </Text>
              <SegmentedControl
                aria-labelledby="sandbox-method"
                fullWidth
                data={[...paymentMethods]}
                value={method}
                onChange={(value) => {
                  setMethod(value as PaymentMethod);
                  setTried(false);
                }}
              />
            </Stack>
            <CheckoutMethodFields
              method={method}
              details={details}
              problems={tried ? problems : {}}
              onChange={setDetails}
            />
            {/* Stacked on a phone: 'Pay KES 15,000.00' needs the whole width. */}
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <Button onClick={() => send({ result: 'pay' })} loading={busy} disabled={!payment}>
                Pay {formatKes(amount)}
              </Button>
              <Button
                color="error"
                variant="outline"
                onClick={() => send({ result: 'fail' })}
                disabled={busy || !payment}
              >
                Fail
              </Button>
            </SimpleGrid>
            <Group align="flex-end" wrap="nowrap">
              <NumberInput
                label="Pay part (KES)"
                description="Try an underpayment"
                min={0.01}
                max={amount}
                decimalScale={2}
                value={partAmount}
                onChange={setPartAmount}
                style={{ flex: 1 }}
              />
              <Button
                variant="default"
                onClick={() => send({ result: 'pay', amount: part })}
                disabled={busy || !payment || !partValid}
              >
                Pay part
              </Button>
            </Group>
          </>
        )}
        {complete.isError && (
          <Alert color="error" role="alert">
            {complete.error.message}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
