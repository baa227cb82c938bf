import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { MemberRecord, StatusChange } from '../../../../contract/member-records';
import type { ListColumn } from '../../../components/ResponsiveList';
import { formatDateTime, formatDay } from '../../../lib/format';
import { MemberSection, SummaryList } from './MemberSection';
import { MemberStatusChip } from './MemberStatusChip';
import { fullName } from './member-format';

/** One "Label: value" line; an absent value says so rather than leaving a gap. */
/** A div, not a paragraph: a fact may be a badge, and a block in a <p> breaks the first view's takeover. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text component="div" size="sm" style={{ overflowWrap: 'anywhere' }}>
      <Text span c="dimmed" size="sm">
        {label}:{' '}
      </Text>
      {children ?? '—'}
    </Text>
  );
}

const historyColumns: ListColumn<StatusChange>[] = [
  { header: 'Effective', nowrap: true, inCardHeader: true, cell: (change) => formatDay(change.effectiveOn) },
  {
    header: 'Change',
    inCardHeader: true,
    cell: (change) => (
      <>
        <MemberStatusChip status={change.from} /> → <MemberStatusChip status={change.to} />
      </>
    ),
  },
  { header: 'Reason', cell: (change) => change.reason },
  { header: 'By', cell: (change) => `${change.actorName}, ${formatDateTime(change.at)}` },
];

/** The register entry, its status history, the account and the profile. */
export function OverviewTab({
  record,
  narrow,
  isAdmin,
}: {
  record: MemberRecord;
  narrow: boolean;
  isAdmin: boolean;
}) {
  const { entry, account, profile } = record;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <MemberSection id="entry" title="Register entry">
          <Stack gap={2}>
            <Fact label="Member no">{entry.memberNo}</Fact>
            <Fact label="Name">{fullName(entry)}</Fact>
            <Fact label="ID / Passport">{entry.idNumber}</Fact>
            <Fact label="Category">{entry.categoryDescription ?? entry.category}</Fact>
            <Fact label="Status">
              <MemberStatusChip status={entry.status} />
            </Fact>
            <Fact label="E-mail">
              {entry.email ?? (
                <Text span c="warning.9" size="sm">
                  none on the register
                </Text>
              )}
            </Fact>
            <Fact label="Phone">
              {entry.phone ?? (
                <Text span c="warning.9" size="sm">
                  none on the register
                </Text>
              )}
            </Fact>
            <Fact label="Admitted">
              {entry.admittedOn ? formatDay(entry.admittedOn) : 'Imported from the register'}
            </Fact>
            <Fact label="Last changed">{formatDateTime(entry.updatedAt)}</Fact>
          </Stack>
        </MemberSection>
        <MemberSection id="account" title="Portal account">
          {account ? (
            <Stack gap={2}>
              <Fact label="E-mail">{account.email}</Fact>
              <Fact label="Phone">{account.phone}</Fact>
              <Fact label="Activated">
                {account.activatedAt ? formatDateTime(account.activatedAt) : null}
              </Fact>
              <Fact label="Last sign-in">
                {account.lastSignInAt ? formatDateTime(account.lastSignInAt) : 'Never'}
              </Fact>
              <Fact label="E-mail verified">{account.emailVerifiedAt ? 'Yes' : 'No'}</Fact>
              <Fact label="Deactivated">
                {account.deactivatedAt ? formatDateTime(account.deactivatedAt) : 'No'}
              </Fact>
              {isAdmin && (
                <Anchor
                  component={Link}
                  to={`/admin/user-settings?search=${encodeURIComponent(account.email)}`}
                  size="sm"
                >
                  Open in User Settings
                </Anchor>
              )}
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              The member has not activated a portal account. The register is still their record: they are
              billed, and can be written to, at the contacts above.
            </Text>
          )}
        </MemberSection>
        <MemberSection id="profile" title="Profile">
          {profile ? (
            <Stack gap={2}>
              <Fact label="Profile ID">{profile.profileId}</Fact>
              <Fact label="Name">{profile.name}</Fact>
              <Fact label="Gender">{profile.gender}</Fact>
              <Fact label="Date of birth">{profile.dateOfBirth ? formatDay(profile.dateOfBirth) : null}</Fact>
              <Fact label="Nationality">{profile.nationality}</Fact>
              <Fact label="Discipline">{profile.discipline}</Fact>
              <Fact label="Confirmed">{profile.confirmed ? 'Yes' : 'No'}</Fact>
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              No profile: members fill one in after they activate an account.
            </Text>
          )}
        </MemberSection>
      </SimpleGrid>
      <SummaryList
        id="status-history"
        title="Status history"
        rows={record.statusHistory}
        rowKey={(change) => String(change.id)}
        columns={historyColumns}
        narrow={narrow}
        empty="The status has not been changed since the member was registered."
        minWidth={720}
      />
    </Stack>
  );
}
