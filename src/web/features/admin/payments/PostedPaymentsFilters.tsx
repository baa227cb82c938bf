import { Button, Grid, NativeSelect, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { postedPaymentMethods } from '../../../../contract/posted-payments';
import { reportMessages } from '../../../../contract/reports';

export const paymentFilterKeys = ['search', 'method', 'status', 'from', 'to'] as const;
export type PaymentFilters = Record<(typeof paymentFilterKeys)[number], string>;

const statusOptions = [
  { value: '', label: 'Posted and reversed' },
  { value: 'posted', label: 'Posted' },
  { value: 'reversed', label: 'Reversed' },
];
const methodOptions = [
  { value: '', label: 'All methods' },
  ...postedPaymentMethods.map((m) => ({ value: m, label: m })),
];

/** The filters as typed; they reach the address (and the server) on Apply, not on every key. */
export function PostedPaymentsFilters({
  applied,
  onApply,
}: {
  applied: PaymentFilters;
  onApply: (filters: PaymentFilters) => void;
}) {
  const [draft, setDraft] = useState(applied);
  // Back and forward change the address under the form; the form follows.
  useEffect(() => setDraft(applied), [applied]);
  const reversed = Boolean(draft.from && draft.to && draft.from > draft.to);
  const set = (key: keyof PaymentFilters) => (value: string) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const cleared = Object.fromEntries(paymentFilterKeys.map((key) => [key, ''])) as PaymentFilters;
  return (
    <form
      aria-label="Filter payments"
      onSubmit={(event) => {
        event.preventDefault();
        if (!reversed) onApply(draft);
      }}
    >
      <Grid align="end" gap="sm">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <TextInput
            label="Search"
            description="Receipt or invoice number, or the member's number, name or e-mail"
            value={draft.search}
            onChange={(event) => set('search')(event.currentTarget.value)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <NativeSelect
            label="Method"
            data={methodOptions}
            value={draft.method}
            onChange={(event) => set('method')(event.currentTarget.value)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <NativeSelect
            label="Status"
            data={statusOptions}
            value={draft.status}
            onChange={(event) => set('status')(event.currentTarget.value)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <TextInput
            type="date"
            label="Paid from"
            value={draft.from}
            onChange={(event) => set('from')(event.currentTarget.value)}
            error={reversed ? reportMessages.rangeOrder : undefined}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <TextInput
            type="date"
            label="Paid to"
            value={draft.to}
            onChange={(event) => set('to')(event.currentTarget.value)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Button type="submit" mr="sm">
            Apply filters
          </Button>
          <Button
            variant="subtle"
            onClick={() => {
              setDraft(cleared);
              onApply(cleared);
            }}
          >
            Clear
          </Button>
        </Grid.Col>
      </Grid>
    </form>
  );
}
