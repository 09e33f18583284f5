import { Collapse, Paper, SimpleGrid } from '@mantine/core';
import {
  FILTER_AGE,
  FILTER_EDUCATION_YEARS,
  FILTER_HEIGHT_FT,
  FILTER_HEIGHT_IN,
  PAID_FEE,
} from '@shared/constants';
import {
  GENDERS,
  jobTypeOptions,
  MARITAL_STATUSES,
  NATIVE_LANGUAGES,
  PROFILE_STATUSES,
  RELIGIONS,
  RESIDENCE_TYPES,
  SECTS,
} from '@shared/enums';
import { PAKISTAN_CITIES } from '@shared/places';
import { useTranslation } from 'react-i18next';
import type { ListQuery } from '../api/use-list-query';
import { numberOptions } from '../utils/filter-controls';
import type { AppliedFilters } from '../utils/pills';
import {
  EditedByFamilySwitch,
  MultiSelectFilter,
  NumberFilter,
  PartnerPreferencesSwitch,
  RadiusFilter,
  SelectFilter,
  TextFilter,
} from './filter-fields';

const CITY_NAMES = PAKISTAN_CITIES.map((city) => city.name);
const HEIGHT_FT_OPTIONS = numberOptions(FILTER_HEIGHT_FT);
const HEIGHT_IN_OPTIONS = numberOptions(FILTER_HEIGHT_IN);
const EDUCATION_YEAR_OPTIONS = numberOptions(FILTER_EDUCATION_YEARS);

export interface FilterPanelProps {
  id: string;
  open: boolean;
  query: ListQuery;
  applied: AppliedFilters | undefined;
  isAdmin: boolean;
}

/** SPEC §2 "Profiles list": the collapsible filter panel. Every change goes into the address at once. */
export function FilterPanel({ id, open, query, applied, isAdmin }: FilterPanelProps) {
  const { t } = useTranslation('profiles');
  const field = { query, applied };
  const yesNo = [
    { value: 'true', label: t('yes') },
    { value: 'false', label: t('no') },
  ];
  return (
    <Collapse expanded={open} id={id}>
      <Paper
        component="section"
        aria-label={t('filtersRegion')}
        withBorder
        radius="md"
        p={{ base: 'sm', sm: 'md' }}
        mt="sm"
      >
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="sm">
          {isAdmin ? (
            <>
              <SelectFilter name="status" options={PROFILE_STATUSES} {...field} />
              <NumberFilter name="paidFee" range={PAID_FEE} step={PAID_FEE.step} {...field} />
            </>
          ) : null}
          <SelectFilter name="gender" options={GENDERS} {...field} />
          <NumberFilter name="minAge" range={FILTER_AGE} {...field} />
          <NumberFilter name="maxAge" range={FILTER_AGE} {...field} />
          <MultiSelectFilter name="city" options={CITY_NAMES} {...field} />
          <RadiusFilter {...field} />
          <MultiSelectFilter name="maritalStatus" options={MARITAL_STATUSES} {...field} />
          <SelectFilter name="religion" options={RELIGIONS} searchable {...field} />
          <SelectFilter name="sect" options={SECTS} searchable {...field} />
          <SelectFilter name="nativeLanguage" options={NATIVE_LANGUAGES} searchable {...field} />
          <TextFilter name="caste" {...field} />
          <TextFilter name="homeTown" {...field} />
          <SelectFilter name="residenceType" options={RESIDENCE_TYPES} {...field} />
          <SelectFilter name="hasDisability" options={yesNo} {...field} />
          <TextFilter name="education" {...field} />
          <SelectFilter name="jobType" options={jobTypeOptions(null)} searchable {...field} />
          <TextFilter name="jobTitle" {...field} />
          <SelectFilter name="minHeightFt" options={HEIGHT_FT_OPTIONS} searchable {...field} />
          <SelectFilter name="minHeightIn" options={HEIGHT_IN_OPTIONS} searchable {...field} />
          <SelectFilter name="minEducationYears" options={EDUCATION_YEAR_OPTIONS} searchable {...field} />
          <SelectFilter name="maxEducationYears" options={EDUCATION_YEAR_OPTIONS} searchable {...field} />
        </SimpleGrid>
        <PartnerPreferencesSwitch {...field} />
        {isAdmin ? <EditedByFamilySwitch {...field} /> : null}
      </Paper>
    </Collapse>
  );
}
