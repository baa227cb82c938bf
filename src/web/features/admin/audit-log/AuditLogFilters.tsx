import { Button, Grid, Select, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { reportMessages } from '../../../../contract/reports';

export const auditFilterKeys = ['action', 'actor', 'subject', 'from', 'to'] as const;
export type AuditFilters = Record<(typeof auditFilterKeys)[number], string>;

interface AuditLogFiltersProps {
  applied: AuditFilters;
  actions: readonly string[];
  onApply: (filters: AuditFilters) => void;
}

/** The filters as typed; they reach the URL (and the server) on Apply, not on every key. */
export function AuditLogFilters({ applied, actions, onApply }: AuditLogFiltersProps) {
  const [draft, setDraft] = useState(applied);
  // Back and forward change the URL under the form; the form follows.
  useEffect(() => setDraft(applied), [applied]);
  const reversed = Boolean(draft.from && draft.to && draft.from > draft.to);
  const set = (key: keyof AuditFilters) => (value: string) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const cleared = Object.fromEntries(auditFilterKeys.map((key) => [key, ''])) as AuditFilters;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!reversed) onApply(draft);
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
        <Grid.Col span={{ base: 6, md: 3 }}>
          <TextInput
            type="date"
            label="From"
            value={draft.from}
            onChange={(event) => set('from')(event.currentTarget.value)}
            error={reversed ? reportMessages.rangeOrder : undefined}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <TextInput
            type="date"
            label="To"
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
