import { Avatar, Badge, Group } from '@mantine/core';
import { type MemberSearchResult, standingLabel } from '../../../contract/member-search';

type Named = Pick<MemberSearchResult, 'profileTitle' | 'FirstName' | 'SecondName' | 'LastName'>;

/** 'Eng. Dr. JAMES MWANGI KAMAU': the titles, then the names the register holds. */
export const memberName = (member: Named): string =>
  [member.profileTitle, member.FirstName, member.SecondName, member.LastName].filter(Boolean).join(' ');

export const isActive = (status: string) => status.trim().toLowerCase() === 'active';

/** Spec 1 §2: green when Active, orange for any other register status. */
export function MemberStatusChip({ status }: { status: string }) {
  const tone = isActive(status) ? 'success' : 'warning';
  return (
    <Badge color={tone} variant="light" data-tone={tone} style={{ flexShrink: 0, minWidth: 'max-content' }}>
      {status}
    </Badge>
  );
}

/** decisions.md "Good standing", today: green when in good standing, orange when not. */
export function MemberStandingChip({ inGoodStanding }: { inGoodStanding: boolean }) {
  const tone = inGoodStanding ? 'success' : 'warning';
  return (
    <Badge color={tone} variant="outline" data-tone={tone} style={{ flexShrink: 0, minWidth: 'max-content' }}>
      {standingLabel(inGoodStanding)}
    </Badge>
  );
}

/** The register's status and, beside it, whether the member is in good standing today. */
export function MemberStatusChips({
  member,
}: {
  member: Pick<MemberSearchResult, 'Status' | 'InGoodStanding'>;
}) {
  return (
    <Group gap={6} wrap="wrap" justify="flex-end" data-testid="member-status-chips">
      <MemberStatusChip status={member.Status} />
      <MemberStandingChip inGoodStanding={member.InGoodStanding} />
    </Group>
  );
}

/** The server may answer a path under /api or a bare API path; the browser needs the former. */
const photoSource = (photoUrl: string | null): string | null => {
  if (!photoUrl) return null;
  if (/^(https?:|data:|\/)/.test(photoUrl)) return photoUrl;
  return `/api/${photoUrl}`;
};

/** The member's photo, or their initials when there is none or it cannot be loaded. */
export function MemberPhoto({
  member,
  size,
}: {
  member: Named & Pick<MemberSearchResult, 'PhotoUrl'>;
  size: number;
}) {
  const name = memberName({ ...member, profileTitle: null });
  return (
    <Avatar
      src={photoSource(member.PhotoUrl)}
      name={name}
      color="initials"
      size={size}
      radius={size}
      alt={`Photo of ${name}`}
    />
  );
}
