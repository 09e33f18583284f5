import { Collapse, Paper, Select, SimpleGrid, Text } from '@mantine/core';
import {
  CHILDREN,
  FILTER_AGE,
  FILTER_EDUCATION_YEARS,
  FILTER_HEIGHT_FT,
  FILTER_HEIGHT_IN,
  LOCATION_RADIUS_KM,
  PAID_FEE,
} from '@shared/constants';
import {
  GENDERS,
  INACTIVE_REASONS,
  jobTypeOptions,
  MARITAL_STATUSES,
  NATIVE_LANGUAGES,
  RELIGIONS,
  RESIDENCE_TYPES,
  SECTS,
} from '@shared/enums';
import { PAKISTAN_CITIES } from '@shared/places';
import { LIST_STATUSES, type ListStatus } from '@shared/profile-list';
import { useTranslation } from 'react-i18next';
import type { ListQuery } from '../api/use-list-query';
import { numberOptions } from '../utils/filter-controls';
import { type AppliedFilters, filterLabel } from '../utils/pills';
import {
  EditedByFamilySwitch,
  HeldEditsSwitch,
  MultiSelectFilter,
  NumberFilter,
  PartnerPreferencesSwitch,
  PossibleDuplicatesSwitch,
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
  /** The filters the searcher fills in (the list's answer): a family's own requirements are locked. */
  defaults: AppliedFilters | undefined;
  isAdmin: boolean;
}

/** The status of a matchmaker's list: one status, or All. */
function StatusFilter({ query }: { query: ListQuery }) {
  const { t } = useTranslation('profiles');
  return (
    <Select
      label={filterLabel('status')}
      data={LIST_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
      value={query.status}
      onChange={(next) => next && query.setStatus(next as ListStatus)}
      allowDeselect={false}
    />
  );
}

/** SPEC §2 "Profiles list": the collapsible filter panel. Every change goes into the address at once. */
export function FilterPanel({ id, open, query, applied, defaults, isAdmin }: FilterPanelProps) {
  const { t } = useTranslation('profiles');
  // A family's address is only a wish the server narrows to both families' requirements: its fields show
  // what was applied (issue 16).
  const field = { query, applied, appliedFirst: !isAdmin };
  // A family's radius never goes past its own (the server would not widen it).
  const ownRadius = Number(defaults?.locationRadius);
  const radiusMax = !isAdmin && ownRadius > 0 ? Math.min(ownRadius, LOCATION_RADIUS_KM.max) : undefined;
  // A family cannot choose against its own requirements: a single choice it holds is shown, locked.
  const own = (name: string) => ({ locked: !isAdmin && defaults?.[name] !== undefined });
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
        {isAdmin ? null : (
          <Text size="sm" mb="sm">
            {t('familyListNote')}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="sm">
          {isAdmin ? (
            <>
              <StatusFilter query={query} />
              <NumberFilter name="paidFee" range={PAID_FEE} {...field} />
              {/* Only an InActive profile has a reason (decision 071). */}
              {query.status === 'InActive' || query.status === 'All' ? (
                <SelectFilter name="inactiveReason" options={INACTIVE_REASONS} {...field} />
              ) : null}
            </>
          ) : null}
          <SelectFilter name="gender" options={GENDERS} {...field} {...own('gender')} />
          <NumberFilter name="minAge" range={FILTER_AGE} {...field} />
          <NumberFilter name="maxAge" range={FILTER_AGE} {...field} />
          <MultiSelectFilter name="city" options={CITY_NAMES} {...field} />
          <RadiusFilter {...field} max={radiusMax} />
          <MultiSelectFilter name="maritalStatus" options={MARITAL_STATUSES} {...field} />
          <SelectFilter name="religion" options={RELIGIONS} searchable {...field} {...own('religion')} />
          <SelectFilter name="sect" options={SECTS} searchable {...field} {...own('sect')} />
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
          <NumberFilter name="maxKids" range={CHILDREN} {...field} />
        </SimpleGrid>
        <PartnerPreferencesSwitch {...field} locked={!isAdmin} />
        {isAdmin ? <EditedByFamilySwitch {...field} /> : null}
        {isAdmin ? <HeldEditsSwitch {...field} /> : null}
        {isAdmin ? <PossibleDuplicatesSwitch {...field} /> : null}
      </Paper>
    </Collapse>
  );
}
