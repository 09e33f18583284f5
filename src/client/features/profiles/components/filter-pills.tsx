import { Button, Group, Pill, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ListQuery } from '../api/use-list-query';
import { type AppliedFilters, filterPills } from '../utils/pills';

/**
 * The filters in force, one pill per key. × takes that filter out of the address; a filter the server
 * applies by default (not in the address) shows without ×. 'Clear All' takes every filter out.
 */
export function FilterPills({ query, applied }: { query: ListQuery; applied: AppliedFilters | undefined }) {
  const { t } = useTranslation('profiles');
  const pills = filterPills(applied, query.filters);
  const anyRemovable = pills.some((pill) => pill.removable);
  if (pills.length === 0) return null;
  return (
    <Group gap="xs" aria-label={t('activeFilters')} role="group">
      {pills.map((pill) =>
        pill.removable ? (
          <Pill
            key={pill.key}
            size="md"
            withRemoveButton
            onRemove={() => query.removeFilter(pill.key)}
            // Mantine hides the × from assistive technology (it is made for PillsInput); here it is the control.
            removeButtonProps={{
              'aria-label': t('removeFilter', { label: pill.label }),
              'aria-hidden': false,
              tabIndex: 0,
            }}
            maw="100%"
          >
            {pill.label}
          </Pill>
        ) : (
          <Tooltip key={pill.key} label={t('defaultFilterHint')} withArrow>
            <Pill size="md" maw="100%" tabIndex={0} bg="var(--mantine-color-gray-1)">
              {pill.label}
            </Pill>
          </Tooltip>
        ),
      )}
      {anyRemovable ? (
        <Button variant="subtle" size="compact-sm" onClick={query.clearFilters}>
          {t('clearAll')}
        </Button>
      ) : null}
    </Group>
  );
}
