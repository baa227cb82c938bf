import { Anchor, Group, Pagination, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconUserSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { MemberSearchPage, MemberSearchResult } from '../../../contract/member-search';
import { type ListColumn, ResponsiveList } from '../../components/ResponsiveList';
import { formatCount } from '../../lib/format';
import { MemberPhoto, MemberStatusChips, memberName } from './member-display';
import { memberCardPath } from './search-queries';

export const NO_MATCHES = 'No members match your search.';

const columns: ListColumn<MemberSearchResult>[] = [
  {
    header: 'Member',
    inCardHeader: true,
    cell: (member) => (
      <Group gap="sm" wrap="nowrap">
        <MemberPhoto member={member} size={40} />
        <Anchor component={Link} to={memberCardPath(member.ProfileID)} fw={600}>
          {memberName(member)}
        </Anchor>
      </Group>
    ),
  },
  { header: 'Member No', nowrap: true, cell: (member) => member.MemberNo },
  { header: 'Category', cell: (member) => member.MemberShipType },
  { header: 'Discipline', cell: (member) => member.Discipline ?? '—' },
  {
    header: 'Status',
    inCardHeader: true,
    nowrap: true,
    cell: (member) => <MemberStatusChips member={member} />,
  },
];

const foundLine = (total: number) => `${formatCount(total)} ${total === 1 ? 'member' : 'members'} found`;

/** One page of matches: cards on phones, a table wider, and paging when there is more than a page. */
export function SearchResults({
  result,
  onPage,
}: {
  result: MemberSearchPage;
  onPage: (page: number) => void;
}) {
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  if (result.results.length === 0)
    return (
      <Stack align="center" gap="xs" py="xl" role="status">
        <IconUserSearch size={36} stroke={1.5} aria-hidden />
        <Text fw={600}>{NO_MATCHES}</Text>
        <Text size="sm" c="dimmed" ta="center">
          Check the spelling, try fewer words or clear the filters.
        </Text>
      </Stack>
    );
  return (
    <Stack gap="sm">
      <Text fw={600} id="search-results-title" role="status">
        {foundLine(result.total)}
      </Text>
      <ResponsiveList
        rows={result.results}
        rowKey={(member) => member.ProfileID}
        columns={columns}
        narrow={narrow}
        label="Members found"
        labelledBy="search-results-title"
        minWidth={640}
      />
      {result.pageCount > 1 && (
        <Group justify="center">
          <Pagination
            value={result.page}
            onChange={onPage}
            total={result.pageCount}
            siblings={narrow ? 0 : 1}
            boundaries={1}
            aria-label="Result pages"
          />
        </Group>
      )}
    </Stack>
  );
}
