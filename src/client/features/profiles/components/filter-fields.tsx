import { i18n, optionLabel } from '@client/lib/i18n';
import { MultiSelect, NumberInput, Select, Slider, Stack, Switch, Text, TextInput } from '@mantine/core';
import {
  type FilterKey,
  LOCATION_RADIUS_KM,
  LOCATION_RADIUS_MARK_EVERY_KM,
  type NumberRange,
} from '@shared/constants';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedFilter } from '../api/use-debounced-filter';
import type { ListQuery } from '../api/use-list-query';
import { inRange, radiusMarks, switchValue } from '../utils/filter-controls';
import { isListKey, splitList } from '../utils/filters';
import { type AppliedFilters, filterLabel, formatFilterValue } from '../utils/pills';

/** Options of a closed list keep their English value (the address and the API) and show their label. */
function toData(options: readonly Option[]): { value: string; label: string }[] {
  return options.map((o) =>
    typeof o === 'string'
      ? { value: o, label: optionLabel(o) }
      : { value: o.value, label: optionLabel(o.value, o.label) },
  );
}

/**
 * The controls of the filter panel. Each shows the value set in the address; where the server applies a
 * default the person did not set (the searcher's own city, religion, …), the placeholder says which.
 */

export type Option = string | { value: string; label: string };

interface FieldProps {
  name: FilterKey;
  query: ListQuery;
  applied: AppliedFilters | undefined;
}

function appliedText(name: FilterKey, applied: AppliedFilters | undefined): string | undefined {
  const value = applied?.[name];
  if (value === undefined || (Array.isArray(value) && value.length === 0) || value === '') return undefined;
  return formatFilterValue(name, value);
}

function placeholderFor(name: FilterKey, query: ListQuery, applied: AppliedFilters | undefined): string {
  if (query.filters[name] !== undefined) return '';
  return appliedText(name, applied) ?? i18n.t('profiles:any');
}

function urlText(query: ListQuery, name: FilterKey): string {
  const value = query.filters[name];
  return Array.isArray(value) ? value.join(',') : (value ?? '');
}

export function SelectFilter({
  name,
  query,
  applied,
  options,
  searchable = false,
}: FieldProps & { options: readonly Option[]; searchable?: boolean }) {
  const { t } = useTranslation('profiles');
  return (
    <Select
      label={filterLabel(name)}
      data={toData(options)}
      value={urlText(query, name) || null}
      onChange={(value) => query.setFilter(name, value)}
      placeholder={placeholderFor(name, query, applied)}
      searchable={searchable}
      nothingFoundMessage={t('nothingFound')}
      clearable
      allowDeselect
    />
  );
}

export function MultiSelectFilter({
  name,
  query,
  applied,
  options,
}: FieldProps & { options: readonly string[] }) {
  const { t } = useTranslation('profiles');
  const value = isListKey(name) ? (query.filters[name] ?? []) : splitList(urlText(query, name));
  return (
    <MultiSelect
      label={filterLabel(name)}
      data={toData(options)}
      value={value}
      onChange={(next) => query.setFilter(name, next)}
      placeholder={value.length > 0 ? undefined : placeholderFor(name, query, applied)}
      searchable
      nothingFoundMessage={t('nothingFound')}
      clearable
      hidePickedOptions
    />
  );
}

export function TextFilter({ name, query, applied }: FieldProps) {
  useTranslation('profiles'); // its placeholder follows the language
  const field = useDebouncedFilter(urlText(query, name), (value) => query.setFilter(name, value));
  return (
    <TextInput
      label={filterLabel(name)}
      value={field.value}
      onChange={(event) => field.onChange(event.currentTarget.value)}
      onKeyDown={(event) => event.key === 'Enter' && field.flush()}
      placeholder={placeholderFor(name, query, applied)}
      maxLength={100}
    />
  );
}

export function NumberFilter({
  name,
  query,
  applied,
  range,
  step = 1,
}: FieldProps & { range: NumberRange; step?: number }) {
  const { t } = useTranslation('profiles');
  const valid = (value: string) => value.trim() === '' || inRange(value, range);
  const field = useDebouncedFilter(urlText(query, name), (value) => query.setFilter(name, value), valid);
  return (
    <NumberInput
      label={filterLabel(name)}
      value={field.value}
      onChange={(value) => field.onChange(String(value))}
      onKeyDown={(event) => event.key === 'Enter' && field.flush()}
      placeholder={placeholderFor(name, query, applied)}
      min={range.min}
      max={range.max}
      step={step}
      clampBehavior="none"
      allowDecimal={false}
      allowNegative={false}
      inputMode="numeric"
      error={valid(field.value) ? undefined : t('between', { min: range.min, max: range.max })}
    />
  );
}

export function RadiusFilter({ query, applied }: Omit<FieldProps, 'name'>) {
  const { t } = useTranslation('profiles');
  const id = useId();
  const fromUrl = query.filters.locationRadius;
  const shown = Number(fromUrl ?? applied?.locationRadius ?? LOCATION_RADIUS_KM.min) || 0;
  const [value, setValue] = useState(shown);
  useEffect(() => setValue(shown), [shown]);
  return (
    <Stack gap={4} pb="lg">
      <Text component="span" id={id} size="sm" fw={500}>
        {filterLabel('locationRadius')}: {t('km', { n: value })}
      </Text>
      <Slider
        thumbLabel={filterLabel('locationRadius')}
        min={LOCATION_RADIUS_KM.min}
        max={LOCATION_RADIUS_KM.max}
        step={LOCATION_RADIUS_KM.step}
        marks={radiusMarks(LOCATION_RADIUS_KM, LOCATION_RADIUS_MARK_EVERY_KM)}
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

export function PartnerPreferencesSwitch({ query, applied }: Omit<FieldProps, 'name'>) {
  const { t } = useTranslation('profiles');
  const fromUrl = query.filters.aiFilters;
  const effective = fromUrl ?? String(applied?.aiFilters ?? '');
  const checked = effective === 'true';
  return (
    <Switch
      label={t('usePartnerPreferences')}
      description={t('usePartnerPreferencesHint')}
      checked={checked}
      mt="md"
      onChange={(event) => query.setFilter('aiFilters', switchValue(event.currentTarget.checked, effective))}
    />
  );
}
