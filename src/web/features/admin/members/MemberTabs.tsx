import { Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import type { MemberRecord } from '../../../../contract/member-records';
import { ApplicationsTab } from './ApplicationsTab';
import { CpdTab } from './CpdTab';
import { MoneyTab } from './MoneyTab';
import { NotesTab } from './NotesTab';
import { OverviewTab } from './OverviewTab';
import { AuditTab, MessagesTab } from './TrailTabs';

const tabs = [
  { value: 'overview', label: 'Overview', adminsOnly: false },
  { value: 'money', label: 'Money', adminsOnly: false },
  { value: 'applications', label: 'Applications', adminsOnly: false },
  { value: 'cpd', label: 'CPD & events', adminsOnly: false },
  { value: 'notes', label: 'Notes', adminsOnly: false },
  // The message log and the audit log are admins' pages; so are the member's parts of them.
  { value: 'messages', label: 'Messages', adminsOnly: true },
  { value: 'audit', label: 'Audit trail', adminsOnly: true },
] as const;
type Tab = (typeof tabs)[number]['value'];

/** The record's parts, one tab each; the open tab is in the address, so a reload or Back keeps it. */
export function MemberTabs({ record, isAdmin }: { record: MemberRecord; isAdmin: boolean }) {
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const [params, setParams] = useSearchParams();
  const shown = tabs.filter((tab) => isAdmin || !tab.adminsOnly);
  const asked = params.get('tab');
  const tab: Tab = shown.find((candidate) => candidate.value === asked)?.value ?? 'overview';
  const open = (next: string | null) =>
    setParams(next && next !== 'overview' ? { tab: next } : {}, { replace: true });
  const memberNo = record.entry.memberNo;

  return (
    <Tabs value={tab} onChange={open} keepMounted={false}>
      <Tabs.List>
        {shown.map((candidate) => (
          <Tabs.Tab key={candidate.value} value={candidate.value}>
            {candidate.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="overview" pt="md">
        <OverviewTab record={record} narrow={narrow} isAdmin={isAdmin} />
      </Tabs.Panel>
      <Tabs.Panel value="money" pt="md">
        <MoneyTab record={record} narrow={narrow} />
      </Tabs.Panel>
      <Tabs.Panel value="applications" pt="md">
        <ApplicationsTab record={record} narrow={narrow} />
      </Tabs.Panel>
      <Tabs.Panel value="cpd" pt="md">
        <CpdTab memberNo={memberNo} narrow={narrow} />
      </Tabs.Panel>
      <Tabs.Panel value="notes" pt="md">
        <NotesTab memberNo={memberNo} narrow={narrow} />
      </Tabs.Panel>
      {isAdmin && (
        <>
          <Tabs.Panel value="messages" pt="md">
            <MessagesTab memberNo={memberNo} narrow={narrow} />
          </Tabs.Panel>
          <Tabs.Panel value="audit" pt="md">
            <AuditTab memberNo={memberNo} narrow={narrow} />
          </Tabs.Panel>
        </>
      )}
    </Tabs>
  );
}
