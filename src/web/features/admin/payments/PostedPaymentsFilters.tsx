import { Grid, NativeSelect, TextInput } from '@mantine/core';
import { postedPaymentMethods } from '../../../../contract/posted-payments';
import { DateRangeFields, FilterButtons } from '../../../components/list-kit/FilterParts';
import { useFilterDraft } from '../../../lib/list-kit/use-filter-draft';

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

/** The payments' filters, applied to the address on Apply (lib/list-kit/use-filter-draft.ts). */
export function PostedPaymentsFilters({
  applied,
  onApply,
}: {
  applied: PaymentFilters;
  onApply: (filters: PaymentFilters) => void;
}) {
  const form = useFilterDraft(paymentFilterKeys, applied, onApply);
  const { draft, set } = form;
  return (
    <form
      aria-label="Filter payments"
      onSubmit={(event) => {
        event.preventDefault();
        form.apply();
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
        <DateRangeFields form={form} labels={{ from: 'Paid from', to: 'Paid to' }} />
        <FilterButtons onClear={form.clear} />
      </Grid>
    </form>
  );
}
