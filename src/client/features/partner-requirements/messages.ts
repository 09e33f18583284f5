import { MISMATCH_CRITERIA_LABELS } from '@shared/constants';
/**
 * The partner-requirements editor's strings (the AI Filters panel; DESIGN §4, decision 059), in English only
 * (issue 7: the admin screens may stay English).
 */

export const REQUIREMENT_MESSAGES = {
  // Admin: AI filters (partner preferences)
  aiFiltersTitle: 'AI Filters',
  aiFiltersHint: 'Partner preferences. Where none is set, the default for this profile applies.',
  aiFilterSet: 'set',
  aiFilterDefault: 'default',
  aiFilterNone: 'No requirement',
  aiFilterDefaultPlaceholder: (value: string) => `Default: ${value}`,
  editAiFilters: 'Edit',
  editAiFiltersLabel: 'Edit partner preferences',
  aiFiltersFormLabel: 'Partner preferences',
  clearAiFilter: 'Clear',
  clearAiFilterLabel: (label: string) => `Clear ${label} (back to default)`,
  heightFeet: 'Feet',
  heightInches: 'Inches',
  heightFeetLabel: 'Minimum height, feet',
  heightInchesLabel: 'Minimum height, inches',
  heightFeetDefault: (feet: number) => `Default: ${feet} ft`,
  heightInchesDefault: (inches: number) => `Default: ${inches} in`,
  heightFeetMissing: 'Please enter the feet as well',
  aiFiltersFailed: 'Failed to update. Please try again later.',
  aiFiltersUpdated: 'Partner preferences updated',
  // The partner's cities and who set the requirements (decision 059)
  requiredCities: 'Cities',
  requiredCitiesDefault: 'Default: own city',
  requiredDistance: 'Distance around the cities (km)',
  requiredDistanceDefault: 'Default: 50',
  requiredCitiesLine: (cities: string, km: number) => `Cities: ${cities} (within ${km} km)`,
  setByFamily: 'Set by the family',
  setByMatchmaker: 'Set by a matchmaker',
  suggestAiFilters: 'Suggest from partner details',
  suggestionsTitle: 'Suggestions from partner details',
  suggestionsEmpty: 'No suggestions found in the partner details.',
  suggestionLine: (label: string, value: string, evidence: readonly string[]) =>
    `${label} ${value} — from ${evidence.map((e) => `"${e}"`).join(', ')}`,
  applySuggestions: 'Apply selected',
  applySuggestionsHint: 'Applying fills the form; press Save to keep the preferences.',
  dismissSuggestions: 'Dismiss',
  save: 'Save',
  cancel: 'Cancel',
} as const;

/** Labels of the partner preferences (aiFilters), one per line of the AI Filters panel. */
export const AI_FILTER_LABELS = MISMATCH_CRITERIA_LABELS;
