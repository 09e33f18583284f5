import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDebouncedFilter } from '../api/use-debounced-filter';
import type { ListQuery } from '../api/use-list-query';

/**
 * Free-text search (`q`, SPEC §5 "Search"): digits starting with 0 or + find a phone, other digits an id,
 * words the name, city, caste, job and more. Goes into the address after a short pause in typing.
 */
export function SearchBox({ query }: { query: ListQuery }) {
  const { t } = useTranslation('profiles');
  const field = useDebouncedFilter(String(query.filters.q ?? ''), (value) => query.setFilter('q', value));
  return (
    <TextInput
      type="search"
      label={t('searchLabel')}
      placeholder={t('searchPlaceholder')}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={field.value}
      onChange={(event) => field.onChange(event.currentTarget.value)}
      onKeyDown={(event) => event.key === 'Enter' && field.flush()}
      maxLength={100}
      autoComplete="off"
      enterKeyHint="search"
      flex={1}
      miw={0}
    />
  );
}
