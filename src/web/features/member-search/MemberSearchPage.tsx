import { Card, Grid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { LoadingRows } from '../../components/ListStates';
import { SearchForm } from './SearchForm';
import { SearchResults } from './SearchResults';
import { SearchStats } from './SearchStats';
import { criteriaFrom, criteriaQuery, type SearchCriteria, useMemberSearch } from './search-queries';

/** Spec 1 §8: a failed public search is a danger toast with the server's message, 429 included. */
function useErrorToast(error: Error | null) {
  useEffect(() => {
    if (!error) return;
    notifications.show({
      color: 'error',
      title: 'Search failed',
      message: error.message,
      position: 'top-center',
      autoClose: 5000,
    });
  }, [error]);
}

/**
 * /search/Search-list, the public Member Checker (spec 1 §2 "Public search"): anyone may look a
 * member up by member number, ID or passport number, e-mail or name. What was searched lives in
 * the URL, so a reload, Back from a member card or a shared link shows the same results.
 */
export default function MemberSearchPage() {
  const [params, setParams] = useSearchParams();
  const criteria = criteriaFrom(params);
  const results = useMemberSearch(criteria);
  useErrorToast(results.error);

  const show = (next: SearchCriteria) => setParams(criteriaQuery(next));

  let body: React.ReactNode = null;
  if (!criteria.term)
    body = (
      <Text c="dimmed" size="sm">
        Look a member up to confirm their membership and its status today. Only the register's public details
        are shown.
      </Text>
    );
  else if (results.data)
    body = <SearchResults result={results.data} onPage={(page) => show({ ...criteria, page })} />;
  else if (results.isPending) body = <LoadingRows label="Searching the member register" rows={4} />;

  return (
    <Stack gap="md" py={{ base: 'sm', md: 'lg' }} px={{ base: 0, sm: 'md' }}>
      <Title order={1} size="h2">
        Member Checker
      </Title>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Card withBorder radius="md" padding="lg">
            <Stack gap="lg">
              <SearchForm
                criteria={criteria}
                searching={results.isFetching}
                onSearch={(term) => show({ ...criteria, term, page: 1 })}
                onFilter={(filters) => show({ ...criteria, ...filters, page: 1 })}
                onClear={() => show({ term: '', gender: null, category: null, page: 1 })}
              />
              <section aria-label="Search results">{body}</section>
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <SearchStats />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
