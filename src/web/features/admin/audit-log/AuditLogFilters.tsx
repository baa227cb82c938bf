import { Grid, Select, TextInput } from '@mantine/core';
import { DateRangeFields, FilterButtons } from '../../../components/list-kit/FilterParts';
import { useFilterDraft } from '../../../lib/list-kit/use-filter-draft';

export const auditFilterKeys = ['action', 'actor', 'subject', 'from', 'to'] as const;
export type AuditFilters = Record<(typeof auditFilterKeys)[number], string>;

interface AuditLogFiltersProps {
  applied: AuditFilters;
  actions: readonly string[];
  onApply: (filters: AuditFilters) => void;
}

/** The log's filters, applied to the address on Apply (lib/list-kit/use-filter-draft.ts). */
export function AuditLogFilters({ applied, actions, onApply }: AuditLogFiltersProps) {
  const form = useFilterDraft(auditFilterKeys, applied, onApply);
  const { draft, set } = form;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        form.apply();
      }}
    >
      <Grid align="end" gap="sm">
        <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
          <Select
            label="Action"
            placeholder="All actions"
            clearable
            searchable
            data={[...actions]}
            value={draft.action || null}
            onChange={(value) => set('action')(value ?? '')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
          <TextInput
            label="Actor e-mail"
            description="Also finds what staff did as that member"
            value={draft.actor}
            onChange={(event) => set('actor')(event.currentTarget.value)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
          <TextInput
            label="Subject"
            placeholder="e.g. APP-0001, a name or a member no"
            value={draft.subject}
            onChange={(event) => set('subject')(event.currentTarget.value)}
          />
        </Grid.Col>
        <DateRangeFields form={form} labels={{ from: 'From', to: 'To' }} />
        <FilterButtons onClear={form.clear} />
      </Grid>
    </form>
  );
}
