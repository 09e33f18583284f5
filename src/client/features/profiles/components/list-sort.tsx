import { Select } from '@mantine/core';
import type { ListSort as Sort } from '@shared/profile-list';
import { useTranslation } from 'react-i18next';

export interface ListSortProps {
  /** The order of the page on screen (the server's answer), or the one asked for before it answers. */
  value: Sort;
  onChange: (sort: Sort) => void;
  /** Nearest first needs a location filter. */
  withDistance: boolean;
  /** Recently updated is the matchmakers' (when families change their profiles is theirs to know). */
  withUpdated: boolean;
  /** Best match first is a match list's (a family's own, a matchmaker's with a profile to match). */
  withScore: boolean;
}

/** The list's order (issue 15, decision 029). */
export function ListSort({ value, onChange, withDistance, withUpdated, withScore }: ListSortProps) {
  const { t } = useTranslation('profiles');
  const sorts: Sort[] = [
    ...(withScore ? (['score'] as const) : []),
    ...(withDistance ? (['distance'] as const) : []),
    'newest',
    'oldest',
    ...(withUpdated ? (['updated'] as const) : []),
  ];
  return (
    <Select
      label={t('sortLabel')}
      data={sorts.map((sort) => ({ value: sort, label: t(`sorts.${sort}`) }))}
      value={value}
      onChange={(next) => next && onChange(next as Sort)}
      allowDeselect={false}
      w={{ base: '100%', xs: 200 }}
      size="sm"
    />
  );
}
