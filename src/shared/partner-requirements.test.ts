import { describe, expect, it } from 'vitest';
import {
  AI_FILTER_KEYS,
  MISMATCH_CRITERIA,
  MISMATCH_CRITERIA_LABELS,
  MISMATCH_CRITERIA_LABELS_UR,
  PARTNER_REQUIREMENTS,
  REQUIREMENT_VALUE_GROUPS,
  requirementKeys,
} from './partner-requirements';
import { PROFILE_FIELDS } from './profile-fields';

describe('the partner requirements, written once', () => {
  it('derives the criteria and the aiFilters keys of SPEC §3 in their order', () => {
    expect(MISMATCH_CRITERIA).toEqual([
      'minAge',
      'maxAge',
      'maritalStatus',
      'maxKids',
      'residenceType',
      'caste',
      'sect',
      'nativeLanguage',
      'minEducationYears',
      'maxEducationYears',
      'jobType',
      'minHeight',
    ]);
    expect(AI_FILTER_KEYS).toEqual([
      'minAge',
      'maxAge',
      'maritalStatus',
      'maxKids',
      'residenceType',
      'caste',
      'sect',
      'nativeLanguage',
      'minEducationYears',
      'maxEducationYears',
      'jobType',
      'minHeightFt',
      'minHeightIn',
      'minEducation',
      'heighted',
      'cities',
      'locationRadius',
    ]);
    expect(requirementKeys('minHeight')).toEqual(['minHeightFt', 'minHeightIn', 'heighted']);
    expect(REQUIREMENT_VALUE_GROUPS.minHeightIn).toEqual(['minHeightFt', 'minHeightIn']);
    expect(MISMATCH_CRITERIA_LABELS.maxKids).toBe('Maximum children');
  });

  it('names a profile field for every requirement, and says each in Urdu', () => {
    for (const criterion of MISMATCH_CRITERIA) {
      expect(Object.keys(PROFILE_FIELDS), criterion).toContain(PARTNER_REQUIREMENTS[criterion].field);
      expect(MISMATCH_CRITERIA_LABELS_UR[criterion].trim(), criterion).not.toBe('');
    }
  });
});
