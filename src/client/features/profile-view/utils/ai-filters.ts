/** Partner preferences (aiFilters) as label/value lines for the admin's read-only listing. */

import { jobTypeLabel } from '@shared/enums';
import type { AiFilters } from '@shared/profile-view';
import { AI_FILTER_LABELS } from '../messages';
import { formatHeight, formatYesNo } from './format';

export interface AiFilterEntry {
  readonly key: keyof typeof AI_FILTER_LABELS;
  readonly label: string;
  readonly value: string;
}

/** Only the preferences that are set; minimum height feet and inches read as one height (5'2"). */
export function aiFilterEntries(filters: AiFilters | null | undefined): AiFilterEntry[] {
  if (!filters) return [];
  const entries: AiFilterEntry[] = [];
  const add = (key: AiFilterEntry['key'], value: string | undefined) => {
    if (value !== undefined && value !== '') entries.push({ key, label: AI_FILTER_LABELS[key], value });
  };
  const num = (n: number | undefined) => (n === undefined ? undefined : String(n));
  add('minAge', num(filters.minAge));
  add('maxAge', num(filters.maxAge));
  add('maritalStatus', filters.maritalStatus?.join(', '));
  add('maxKids', num(filters.maxKids));
  add('residenceType', filters.residenceType);
  add('caste', filters.caste);
  add('sect', filters.sect);
  add('nativeLanguage', filters.nativeLanguage);
  add('minEducationYears', num(filters.minEducationYears));
  add('maxEducationYears', num(filters.maxEducationYears));
  add('jobType', filters.jobType === undefined ? undefined : jobTypeLabel(filters.jobType));
  add('minHeight', formatHeight(filters.minHeightFt, filters.minHeightIn));
  add('minEducation', formatYesNo(filters.minEducation));
  add('heighted', formatYesNo(filters.heighted));
  return entries;
}
