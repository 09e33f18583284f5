import { optionLabel } from '@client/lib/i18n';
import { MultiSelect, Select, Slider, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { LOCATION_RADIUS_KM, LOCATION_RADIUS_MARK_EVERY_KM, type NumberRange } from '@shared/constants';
import { onlyTypedDigits, TYPED_DIGITS, westernDigits } from '@shared/digits';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedFilter } from '../api/use-debounced-filter';
import type { ListQuery } from '../api/use-list-query';
import { inRange, radiusMarks, switchValue } from '../utils/filter-controls';
import { ANY, type FilterKey, isAny, splitList } from '../utils/filters';
import { type AppliedFilters, filterLabel } from '../utils/pills';

/** Options of a closed list keep their English value (the address and the API) and show their label. */
function toData(options: readonly Option[]): { value: string; label: string }[] {
  return options.map((o) =>
    typeof o === 'string'
      ? { value: o, label: optionLabel(o) }
      : { value: o.value, label: optionLabel(o.value, o.label) },
  );
}

/**
 * The controls of the filter panel. Each shows the value in force: the one set in the address, else the one
 * the server applied (the searcher's default, decision 029), else "Any". Single-choice filters offer "Any",
 * which switches the filter off (a default too, for a matchmaker). A family's own requirements apply
 * whatever it chooses, so the choices it cannot change are shown but locked.
 */

export type Option = string | { value: string; label: string };

interface FieldProps {
  name: FilterKey;
  query: ListQuery;
  applied: AppliedFilters | undefined;
  /** Shown but not to be changed (a family's own requirement). */
  locked?: boolean;
  /**
   * Show the value the server applied rather than the address's (a family: its address is only a wish the
   * server narrows to both families' requirements, issue 16).
   */
  appliedFirst?: boolean;
}

type Value = AppliedFilters[string];

/** The value in force: the address's, else the applied one (the applied one first when asked). */
function inForce(
  name: FilterKey,
  query: ListQuery,
  applied: AppliedFilters | undefined,
  appliedFirst = false,
): Value | undefined {
  if (appliedFirst && applied) return applied[name];
  const fromUrl = query.filters[name];
  return fromUrl !== undefined ? fromUrl : applied?.[name];
}

/** The value in force as text; '' when off or unset. */
function shownText(
  name: FilterKey,
  query: ListQuery,
  applied: AppliedFilters | undefined,
  appliedFirst = false,
): string {
  const value = inForce(name, query, applied, appliedFirst);
  if (value === undefined || isAny(value)) return '';
  return Array.isArray(value) ? value.join(',') : String(value);
}

function shownList(
  name: FilterKey,
  query: ListQuery,
  applied: AppliedFilters | undefined,
  appliedFirst = false,
): string[] {
  const value = inForce(name, query, applied, appliedFirst);
  if (value === undefined || isAny(value)) return [];
  return Array.isArray(value) ? value : splitList(String(value));
}

export function SelectFilter({
  name,
  query,
  applied,
  locked = false,
  appliedFirst = false,
  options,
  searchable = false,
}: FieldProps & { options: readonly Option[]; searchable?: boolean }) {
  const { t } = useTranslation('profiles');
  const value = shownText(name, query, applied, appliedFirst) || ANY;
  return (
    <Select
      label={filterLabel(name)}
      data={[{ value: ANY, label: t('any') }, ...toData(options)]}
      value={value}
      onChange={(next) => query.setFilter(name, next)}
      searchable={searchable}
      nothingFoundMessage={t('nothingFound')}
      allowDeselect={false}
      disabled={locked}
      description={locked ? t('ownRequirement') : undefined}
    />
  );
}

export function MultiSelectFilter({
  name,
  query,
  applied,
  locked = false,
  appliedFirst = false,
  options,
}: FieldProps & { options: readonly string[] }) {
  const { t } = useTranslation('profiles');
  const value = shownList(name, query, applied, appliedFirst);
  return (
    <MultiSelect
      label={filterLabel(name)}
      data={toData(options)}
      value={value}
      onChange={(next) => query.setFilter(name, next)}
      placeholder={value.length > 0 ? undefined : t('any')}
      searchable
      nothingFoundMessage={t('nothingFound')}
      clearable={!locked}
      hidePickedOptions
      disabled={locked}
      description={locked ? t('ownRequirement') : undefined}
    />
  );
}

export function TextFilter({ name, query, applied, appliedFirst = false }: FieldProps) {
  const { t } = useTranslation('profiles');
  const field = useDebouncedFilter(shownText(name, query, applied, appliedFirst), (value) =>
    query.setFilter(name, value),
  );
  return (
    <TextInput
      label={filterLabel(name)}
      value={field.value}
      onChange={(event) => field.onChange(event.currentTarget.value)}
      onKeyDown={(event) => event.key === 'Enter' && field.flush()}
      placeholder={t('any')}
      maxLength={100}
    />
  );
}

export function NumberFilter({
  name,
  query,
  applied,
  appliedFirst = false,
  range,
}: FieldProps & { range: NumberRange }) {
  const { t } = useTranslation('profiles');
  const valid = (value: string) => value.trim() === '' || inRange(value, range);
  // Shown as typed, Urdu digits too (issue 30); the address gets Western digits.
  const field = useDebouncedFilter(
    shownText(name, query, applied, appliedFirst),
    (value) => query.setFilter(name, westernDigits(value)),
    valid,
  );
  return (
    <TextInput
      label={filterLabel(name)}
      value={field.value}
      onChange={(event) => field.onChange(onlyTypedDigits(event.currentTarget.value))}
      onKeyDown={(event) => event.key === 'Enter' && field.flush()}
      placeholder={t('any')}
      inputMode="numeric"
      pattern={`[${TYPED_DIGITS}]*`}
      maxLength={String(range.max).length}
      dir="ltr"
      error={valid(field.value) ? undefined : t('between', { min: range.min, max: range.max })}
    />
  );
}

/** On a phone the labels stand 200 km apart (at 100 km they run together at 360 px, issue 16). */
const PHONE = '(max-width: 36em)';

export function RadiusFilter({
  query,
  applied,
  appliedFirst = false,
  max = LOCATION_RADIUS_KM.max,
}: Omit<FieldProps, 'name'> & { max?: number }) {
  const { t } = useTranslation('profiles');
  const id = useId();
  const phone = useMediaQuery(PHONE, true);
  const range = { ...LOCATION_RADIUS_KM, max };
  const labelEvery = LOCATION_RADIUS_MARK_EVERY_KM * (phone ? 4 : 2);
  const shown =
    Number(shownText('locationRadius', query, applied, appliedFirst) || LOCATION_RADIUS_KM.min) || 0;
  const [value, setValue] = useState(shown);
  useEffect(() => setValue(shown), [shown]);
  return (
    <Stack gap={4} pb="lg">
      <Text component="span" id={id} size="sm" fw={500}>
        {filterLabel('locationRadius')}: {t('km', { n: value })}
      </Text>
      <Slider
        thumbLabel={filterLabel('locationRadius')}
        min={range.min}
        max={range.max}
        step={range.step}
        marks={radiusMarks(range, LOCATION_RADIUS_MARK_EVERY_KM, labelEvery)}
        label={(v) => t('km', { n: v })}
        value={value}
        onChange={setValue}
        onChangeEnd={(v) => query.setFilter('locationRadius', v)}
        // Room for the end marks' labels, which Mantine centres on the track's ends, inside a 360 px screen.
        mx="xl"
      />
    </Stack>
  );
}

/** Matchmakers: only profiles a family changed that no matchmaker has marked seen (issue 14). */
export function EditedByFamilySwitch({ query }: Omit<FieldProps, 'name'>) {
  const { t } = useTranslation('profiles');
  return (
    <Switch
      label={t('filterLabels.edited')}
      checked={query.filters.edited === 'true'}
      mt="md"
      onChange={(event) => query.setFilter('edited', event.currentTarget.checked ? 'true' : null)}
    />
  );
}

/** Matchmakers: only profiles with a family's text waiting for review (decision 048). */
export function HeldEditsSwitch({ query }: Omit<FieldProps, 'name'>) {
  const { t } = useTranslation('profiles');
  return (
    <Switch
      label={t('filterLabels.held')}
      checked={query.filters.held === 'true'}
      mt="md"
      onChange={(event) => query.setFilter('held', event.currentTarget.checked ? 'true' : null)}
    />
  );
}

/** Matchmakers: only profiles with a possible duplicate no matchmaker dismissed (decision 038). */
export function PossibleDuplicatesSwitch({ query }: Omit<FieldProps, 'name'>) {
  const { t } = useTranslation('profiles');
  return (
    <Switch
      label={t('filterLabels.duplicates')}
      checked={query.filters.duplicates === 'true'}
      mt="md"
      onChange={(event) => query.setFilter('duplicates', event.currentTarget.checked ? 'true' : null)}
    />
  );
}

/**
 * A matchmaker's switch for the searcher's own partner preferences. A family's own requirements always
 * apply (decision 026): it sees the switch on, and locked.
 */
export function PartnerPreferencesSwitch({ query, applied, locked = false }: Omit<FieldProps, 'name'>) {
  const { t } = useTranslation('profiles');
  const fromUrl = query.filters.aiFilters;
  const effective = String(fromUrl ?? applied?.aiFilters ?? '');
  const checked = locked || effective === 'true';
  return (
    <Switch
      label={t('usePartnerPreferences')}
      description={locked ? t('ownRequirementsAlwaysApply') : t('usePartnerPreferencesHint')}
      checked={checked}
      disabled={locked}
      mt="md"
      onChange={(event) => query.setFilter('aiFilters', switchValue(event.currentTarget.checked, effective))}
    />
  );
}
