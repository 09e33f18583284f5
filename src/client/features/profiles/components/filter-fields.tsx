import { MultiSelect, NumberInput, Select, Slider, Stack, Switch, Text, TextInput } from '@mantine/core';
import {
  type FilterKey,
  LOCATION_RADIUS_KM,
  LOCATION_RADIUS_MARK_EVERY_KM,
  type NumberRange,
} from '@shared/constants';
import { useEffect, useId, useState } from 'react';
import { useDebouncedFilter } from '../api/use-debounced-filter';
import type { ListQuery } from '../api/use-list-query';
import { FILTER_LABELS, LIST_MESSAGES } from '../messages';
import { inRange, radiusMarks, switchValue } from '../utils/filter-controls';
import { isListKey, splitList } from '../utils/filters';
import { type AppliedFilters, formatFilterValue } from '../utils/pills';

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
  return appliedText(name, applied) ?? LIST_MESSAGES.any;
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
  return (
    <Select
      label={FILTER_LABELS[name]}
      data={options.map((o) => (typeof o === 'string' ? { value: o, label: o } : o))}
      value={urlText(query, name) || null}
      onChange={(value) => query.setFilter(name, value)}
      placeholder={placeholderFor(name, query, applied)}
      searchable={searchable}
      nothingFoundMessage={LIST_MESSAGES.nothingFound}
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
  const value = isListKey(name) ? (query.filters[name] ?? []) : splitList(urlText(query, name));
  return (
    <MultiSelect
      label={FILTER_LABELS[name]}
      data={[...options]}
      value={value}
      onChange={(next) => query.setFilter(name, next)}
      placeholder={value.length > 0 ? undefined : placeholderFor(name, query, applied)}
      searchable
      nothingFoundMessage={LIST_MESSAGES.nothingFound}
      clearable
      hidePickedOptions
    />
  );
}

export function TextFilter({ name, query, applied }: FieldProps) {
  const field = useDebouncedFilter(urlText(query, name), (value) => query.setFilter(name, value));
  return (
    <TextInput
      label={FILTER_LABELS[name]}
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
  const valid = (value: string) => value.trim() === '' || inRange(value, range);
  const field = useDebouncedFilter(urlText(query, name), (value) => query.setFilter(name, value), valid);
  return (
    <NumberInput
      label={FILTER_LABELS[name]}
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
      error={valid(field.value) ? undefined : LIST_MESSAGES.between(range.min, range.max)}
    />
  );
}

export function RadiusFilter({ query, applied }: Omit<FieldProps, 'name'>) {
  const id = useId();
  const fromUrl = query.filters.locationRadius;
  const shown = Number(fromUrl ?? applied?.locationRadius ?? LOCATION_RADIUS_KM.min) || 0;
  const [value, setValue] = useState(shown);
  useEffect(() => setValue(shown), [shown]);
  return (
    <Stack gap={4} pb="lg">
      <Text component="span" id={id} size="sm" fw={500}>
        {FILTER_LABELS.locationRadius}: {LIST_MESSAGES.km(value)}
      </Text>
      <Slider
        thumbLabel={FILTER_LABELS.locationRadius}
        min={LOCATION_RADIUS_KM.min}
        max={LOCATION_RADIUS_KM.max}
        step={LOCATION_RADIUS_KM.step}
        marks={radiusMarks(LOCATION_RADIUS_KM, LOCATION_RADIUS_MARK_EVERY_KM)}
        label={(v) => LIST_MESSAGES.km(v)}
        value={value}
        onChange={setValue}
        onChangeEnd={(v) => query.setFilter('locationRadius', v)}
        mx="xs"
      />
    </Stack>
  );
}

export function PartnerPreferencesSwitch({ query, applied }: Omit<FieldProps, 'name'>) {
  const fromUrl = query.filters.aiFilters;
  const effective = fromUrl ?? String(applied?.aiFilters ?? '');
  const checked = effective === 'true';
  return (
    <Switch
      label={LIST_MESSAGES.usePartnerPreferences}
      description={LIST_MESSAGES.usePartnerPreferencesHint}
      checked={checked}
      mt="md"
      onChange={(event) => query.setFilter('aiFilters', switchValue(event.currentTarget.checked, effective))}
    />
  );
}
