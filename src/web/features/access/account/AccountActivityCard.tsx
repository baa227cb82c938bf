import { Badge, Card, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { type AccountActivityEntry, accountActivityMessages } from '../../../../contract/account-activity';
import { LoadFailed, LoadingRows } from '../../../components/ListStates';
import { formatDateTime } from '../../../lib/format';
import { useAccountActivity } from './account-queries';

/** The badge is a sentence: in its own case, and on two lines rather than wider than a phone. */
const wrapping = {
  root: { textTransform: 'none', height: 'auto', maxWidth: '100%' },
  label: { whiteSpace: 'normal' },
} as const;

function ActivityRow({ entry }: { entry: AccountActivityEntry }) {
  return (
    <Group component="li" justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
      <Stack gap={4} miw={0}>
        <Text size="sm">{entry.label}</Text>
        {entry.byStaff && (
          <Badge variant="light" color="orange" w="fit-content" styles={wrapping}>
            {accountActivityMessages.byStaff}
          </Badge>
        )}
        {entry.asMember && (
          <Text size="xs" c="dimmed">
            {accountActivityMessages.asMember}
          </Text>
        )}
      </Stack>
      <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(entry.createdAt)}
      </Text>
    </Group>
  );
}

/**
 * The account's own history (issue 23 item 11): what was done on it, newest first; what staff did
 * while logged in as the member is marked "Done by staff on your behalf".
 */
export function AccountActivityCard() {
  const [page, setPage] = useState(1);
  const query = useAccountActivity(page);
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / query.data.pageSize)) : 1;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="activity-title">
      <Title order={2} size="h4" id="activity-title">
        {accountActivityMessages.title}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {accountActivityMessages.intro}
      </Text>
      {query.isPending && <LoadingRows label="Loading your account activity" rows={3} />}
      {query.error && <LoadFailed message={query.error.message} onRetry={() => query.refetch()} />}
      {query.data &&
        (query.data.items.length > 0 ? (
          <Stack
            component="ul"
            gap="sm"
            aria-labelledby="activity-title"
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
          >
            {query.data.items.map((entry) => (
              <ActivityRow key={entry.id} entry={entry} />
            ))}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {accountActivityMessages.empty}
          </Text>
        ))}
      {pages > 1 && (
        <Pagination
          mt="md"
          size="sm"
          value={page}
          onChange={setPage}
          total={pages}
          aria-label="Account activity pages"
        />
      )}
    </Card>
  );
}
