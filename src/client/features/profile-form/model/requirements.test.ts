import { familyRequirementsSchema } from '@shared/family-requirements';
import { describe, expect, it } from 'vitest';
import { requirementFieldOf, requirementsToFormState, toRequirementsPayload } from './requirements';

describe("the form's Partner Requirements block", () => {
  it('sends back what it loaded, the cities a matchmaker added after the first kept', () => {
    const stored = {
      minAge: 28,
      maxAge: 32,
      maritalStatus: ['Single', 'Divorced'],
      sect: 'Shia',
      caste: 'Syed',
      cities: ['Karachi', 'Hyderabad'],
      locationRadius: 25,
      minEducationYears: 14,
      minHeightFt: 5,
      minHeightIn: 2,
    };
    const values = { ...requirementsToFormState(stored), religion: 'Muslim' };
    expect(values.partnerMaritalStatus).toBe('Single|Divorced');
    expect(toRequirementsPayload(values)).toEqual(stored);
    expect(familyRequirementsSchema.parse(toRequirementsPayload(values))).toEqual(stored);
  });

  it('sends nothing for empty fields, no sect for another religion, and no distance without a city', () => {
    const values = {
      ...requirementsToFormState({ sect: 'Sunni', locationRadius: 100 }),
      religion: 'Christian',
    };
    expect(toRequirementsPayload(values)).toEqual({});
  });

  it('sends what is not a number as typed, so the schema names it on its field', () => {
    const values = { ...requirementsToFormState({}), partnerMinAge: '2x', religion: 'Muslim' };
    const parsed = familyRequirementsSchema.safeParse(toRequirementsPayload(values));
    expect(parsed.success).toBe(false);
    expect(requirementFieldOf(String(parsed.error?.issues[0]?.path.join('.')))).toBe('partnerMinAge');
    expect(requirementFieldOf('aiFilters.cities.0')).toBe('partnerCity');
  });
});
