import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { AuditEntry } from '../../../../contract/audit-log';
import { memberPagePath } from '../../../../contract/member-record-messages';

/**
 * What an entry was about: a person by name, linked to their member page when they are a member,
 * with the recorded type and id beneath; anything else as its type and id.
 */
export function AuditSubject({ entry }: { entry: AuditEntry }) {
  if (!entry.subjectType) return <>—</>;
  const recorded = [entry.subjectType, entry.subjectId].filter(Boolean).join(' ');
  if (!entry.subjectName) return <>{recorded}</>;
  return (
    <>
      {entry.subjectMemberNo ? (
        <Anchor component={Link} to={memberPagePath(entry.subjectMemberNo)}>
          {entry.subjectName}
        </Anchor>
      ) : (
        entry.subjectName
      )}
      <Text size="xs" c="dimmed" component="span" display="block">
        {recorded}
      </Text>
    </>
  );
}
