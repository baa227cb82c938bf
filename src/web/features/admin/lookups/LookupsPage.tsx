import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { type LookupKind, lookupKinds, lookupLabels } from '../../../../contract/setup-lookups-admin';
import { LookupList } from './LookupList';

const isKind = (value: string | null): value is LookupKind => lookupKinds.some((kind) => kind === value);

/** Admins keep the lists the profile forms offer (issue 10 "Back office"); the tab is in the address. */
export default function LookupsPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab');
  const active: LookupKind = isKind(tab) ? tab : 'titles';
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Lookups
        </Title>
        <Text c="dimmed" size="sm">
          The choices members see in their profiles. A value in use can be renamed but not deleted.
        </Text>
      </div>
      <Tabs
        value={active}
        onChange={(value) => isKind(value) && setParams({ tab: value }, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List style={{ flexWrap: 'wrap' }}>
          {lookupKinds.map((kind) => (
            <Tabs.Tab key={kind} value={kind}>
              {lookupLabels[kind].plural}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {lookupKinds.map((kind) => (
          <Tabs.Panel key={kind} value={kind} pt="md">
            <LookupList kind={kind} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
