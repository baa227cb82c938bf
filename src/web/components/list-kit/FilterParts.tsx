import { Button, Grid, TextInput } from '@mantine/core';
import { reportMessages } from '../../../contract/reports';
import type { FilterDraft } from '../../lib/list-kit/use-filter-draft';

/** The from/to days of a filter form, the order mistake said at From. */
export function DateRangeFields<Filter extends string>({
  form,
  labels,
}: {
  form: FilterDraft<Filter | 'from' | 'to'>;
  labels: { from: string; to: string };
}) {
  return (
    <>
      <Grid.Col span={{ base: 6, md: 3 }}>
        <TextInput
          type="date"
          label={labels.from}
          value={form.draft.from}
          onChange={(event) => form.set('from')(event.currentTarget.value)}
          error={form.reversed ? reportMessages.rangeOrder : undefined}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 3 }}>
        <TextInput
          type="date"
          label={labels.to}
          value={form.draft.to}
          onChange={(event) => form.set('to')(event.currentTarget.value)}
        />
      </Grid.Col>
    </>
  );
}

/** Apply (the form's submit) and Clear, at the end of a filter form. */
export function FilterButtons({ onClear }: { onClear: () => void }) {
  return (
    <Grid.Col span={{ base: 12, md: 6 }}>
      <Button type="submit" mr="sm">
        Apply filters
      </Button>
      <Button variant="subtle" onClick={onClear}>
        Clear
      </Button>
    </Grid.Col>
  );
}
