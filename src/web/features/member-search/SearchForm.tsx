import { Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import {
  memberSearchMessages,
  SEARCH_PLACEHOLDER,
  SEARCH_TERM_MAX,
  searchGenders,
} from '../../../contract/member-search';
import { type SearchCriteria, type SearchGender, useSearchCategories } from './search-queries';

interface SearchFormProps {
  criteria: SearchCriteria;
  searching: boolean;
  onSearch: (term: string) => void;
  onFilter: (filters: Pick<SearchCriteria, 'gender' | 'category'>) => void;
  onClear: () => void;
}

/**
 * The term is sent only when the visitor asks (Search or Enter); the filters narrow the results
 * at once. A blank term is refused here with the server's own message, without asking it.
 */
export function SearchForm({ criteria, searching, onSearch, onFilter, onClear }: SearchFormProps) {
  const [draft, setDraft] = useState(criteria.term);
  const [error, setError] = useState<string | null>(null);
  const categories = useSearchCategories();

  // Back, Forward and Clear Search change the URL; the box follows what is searched.
  useEffect(() => {
    setDraft(criteria.term);
    setError(null);
  }, [criteria.term]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const term = draft.trim();
    if (!term) {
      setError(memberSearchMessages.termRequired);
      return;
    }
    setError(null);
    onSearch(term);
  };

  const categoryOptions = [
    { value: '', label: 'All categories' },
    ...(categories.data ?? []).map((category) => ({ value: category.Code, label: category.Description })),
  ];
  // A category from a shared link still shows while the lookup loads.
  if (criteria.category && !categoryOptions.some((option) => option.value === criteria.category))
    categoryOptions.push({ value: criteria.category, label: criteria.category });

  return (
    <form onSubmit={submit} noValidate aria-label="Member search">
      <Stack gap="sm">
        <TextInput
          label="Search the member register"
          placeholder={SEARCH_PLACEHOLDER}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          maxLength={SEARCH_TERM_MAX}
          error={error}
          leftSection={<IconSearch size={16} />}
          required
          type="search"
          autoComplete="off"
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NativeSelect
            label="Gender"
            value={criteria.gender ?? ''}
            data={[{ value: '', label: 'All genders' }, ...searchGenders]}
            onChange={(event) =>
              onFilter({
                gender: (event.currentTarget.value || null) as SearchGender | null,
                category: criteria.category,
              })
            }
          />
          <NativeSelect
            label="Category"
            value={criteria.category ?? ''}
            data={categoryOptions}
            onChange={(event) =>
              onFilter({ gender: criteria.gender, category: event.currentTarget.value || null })
            }
          />
        </SimpleGrid>
        <Group gap="sm">
          <Button type="submit" leftSection={<IconSearch size={16} />} loading={searching}>
            Search
          </Button>
          <Button type="button" variant="default" leftSection={<IconX size={16} />} onClick={onClear}>
            Clear Search
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
