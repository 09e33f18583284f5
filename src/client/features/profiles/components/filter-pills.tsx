import { Button, Group, Pill, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ListQuery } from '../api/use-list-query';
import { type AppliedFilters, filterPills } from '../utils/pills';

export interface FilterPillsProps {
  query: ListQuery;
  /** The filters of the server's answer: the pills are drawn from these. */
  applied: AppliedFilters | undefined;
  /** The searcher's own filters (a family's own requirements: their pills have no ×). */
  defaults?: AppliedFilters;
  isAdmin: boolean;
}

/**
 * The filters in force, one pill per filter, drawn from the server's answer (decision 029). A matchmaker
 * may take any of them off with ×, the searcher's defaults too, and 'Clear All' takes every one off; a
 * family's own requirements show without ×. In match mode, once the address changes the defaults,
 * 'Restore defaults' brings them back.
 */
export function FilterPills({ query, applied, defaults, isAdmin }: FilterPillsProps) {
  const { t } = useTranslation('profiles');
  const pills = filterPills(applied, query.filters, { isAdmin, defaults });
  const anyRemovable = pills.some((pill) => pill.removable);
  const canRestore = isAdmin && query.matchProfileId !== null && query.changesDefaults;
  if (pills.length === 0 && !canRestore) return null;
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
          <Tooltip key={pill.key} label={t('ownRequirementHint')} withArrow>
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
      {canRestore ? (
        <Button variant="subtle" size="compact-sm" color="gray" onClick={query.restoreDefaults}>
          {t('restoreDefaults')}
        </Button>
      ) : null}
    </Group>
  );
}
