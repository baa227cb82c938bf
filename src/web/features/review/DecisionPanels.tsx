import { Alert, Anchor, Badge, Button, Card, Group, List, Paper, Stack, Table, Text } from '@mantine/core';
import {
  IconAlertCircle,
  IconAlertTriangle,
  IconArrowRight,
  IconCircleCheck,
  IconFileText,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ReviewDetail, ReviewReferee } from '../../../contract/applications';
import { formatDateTime, formatKes } from '../../lib/format';
import { BillingPdfButton } from '../billing-documents/public';
import { documentPathOf, refereeFormPathOf } from './review-routes';

export const reviewPanelTexts = {
  noChecklist: 'This category has no checklist items.',
  noReferees: 'No referees recorded.',
  notPaid: 'Not paid: the application fee is still owed.',
  noInvoice: 'No invoice has been raised yet.',
  noHistory: 'No status changes yet.',
} as const;

export function ChecklistPanel({ checklist }: { checklist: ReviewDetail['checklist'] }) {
  if (checklist.length === 0) return <Text c="dimmed">{reviewPanelTexts.noChecklist}</Text>;
  return (
    <List spacing="sm" listStyleType="none" p={0} aria-label="Checklist">
      {checklist.map((item) => (
        <List.Item
          key={item.description}
          icon={
            item.pass ? (
              <IconCircleCheck color="var(--mantine-color-green-7)" aria-label="Passed" />
            ) : (
              <IconAlertCircle color="var(--mantine-color-red-7)" aria-label="Not passed" />
            )
          }
        >
          {item.description}
        </List.Item>
      ))}
    </List>
  );
}

const responses = {
  Accept: { label: 'Accepted', color: 'success' },
  Reject: { label: 'Rejected', color: 'error' },
} as const;

function ResponseChip({ referee }: { referee: ReviewReferee }) {
  const shown = referee.response ? responses[referee.response] : { label: 'Pending', color: 'gray' };
  return (
    <Badge color={shown.color} variant="light">
      {shown.label}
    </Badge>
  );
}

export function RefereesPanel({ code, referees }: { code: string; referees: ReviewReferee[] }) {
  if (referees.length === 0) return <Text c="dimmed">{reviewPanelTexts.noReferees}</Text>;
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Referees">
      {referees.map((referee) => (
        <Paper key={referee.entryNo} component="li" withBorder radius="md" p="sm">
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text fw={600}>{referee.name}</Text>
            <ResponseChip referee={referee} />
          </Group>
          <Text size="sm" c="dimmed">
            Member no {referee.memberNo} · {referee.refereeType}
            {referee.respondedAt && ` · answered ${formatDateTime(referee.respondedAt)}`}
          </Text>
          {referee.remarks && (
            <Text size="sm" mt={4}>
              Remarks: {referee.remarks}
            </Text>
          )}
          <Anchor
            component={Link}
            to={refereeFormPathOf(code, referee.entryNo)}
            size="sm"
            aria-label={`Form of ${referee.name}`}
          >
            Form
          </Anchor>
        </Paper>
      ))}
    </Stack>
  );
}

export function PaymentPanel({ payment }: { payment: ReviewDetail['payment'] }) {
  const owed = payment.paid < payment.amount || !payment.invoiceNo;
  return (
    <Stack gap="md">
      {owed && (
        <Alert color="warning" icon={<IconAlertTriangle />} title="Not paid">
          {payment.invoiceNo ? reviewPanelTexts.notPaid : reviewPanelTexts.noInvoice}
        </Alert>
      )}
      <Table variant="vertical" layout="fixed" withTableBorder aria-label="Payment">
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w={140}>Invoice</Table.Th>
            <Table.Td>
              {payment.invoiceNo ? <BillingPdfButton type="invoice" number={payment.invoiceNo} /> : '—'}
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>Amount</Table.Th>
            <Table.Td>{formatKes(payment.amount)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>Paid</Table.Th>
            <Table.Td>{formatKes(payment.paid)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>Receipts</Table.Th>
            <Table.Td>
              {payment.receiptNos.length === 0
                ? '—'
                : payment.receiptNos.map((receipt) => (
                    <BillingPdfButton key={receipt} type="receipt" number={receipt} />
                  ))}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

export function DocumentsPanel({ code }: { code: string }) {
  return (
    <Stack gap="sm" align="flex-start">
      <Button
        component={Link}
        to={documentPathOf(code)}
        variant="light"
        leftSection={<IconFileText size={16} />}
      >
        View the application document
      </Button>
      <Text size="sm" c="dimmed">
        The files the applicant uploaded open from the Profile tab.
      </Text>
    </Stack>
  );
}

export function HistoryPanel({ history }: { history: ReviewDetail['history'] }) {
  if (history.length === 0) return <Text c="dimmed">{reviewPanelTexts.noHistory}</Text>;
  return (
    <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label="History">
      {history.map((step) => (
        <Card key={`${step.at}-${step.to}`} component="li" withBorder radius="md" padding="sm">
          <Group gap={6} wrap="wrap">
            <Text fw={600}>{step.from ?? 'Registered'}</Text>
            <IconArrowRight size={14} aria-label="to" />
            <Text fw={600}>{step.to}</Text>
          </Group>
          <Text size="sm" c="dimmed">
            {step.actor} · {formatDateTime(step.at)}
          </Text>
          {step.comment && (
            <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
              {step.comment}
            </Text>
          )}
        </Card>
      ))}
    </Stack>
  );
}
