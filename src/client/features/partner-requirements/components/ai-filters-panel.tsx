import { isApiError } from '@client/lib/api-client';
import { profileConflictText } from '@client/lib/profile-conflict';
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { DEFAULT_LOCATION_RADIUS_KM } from '@shared/constants';
import { extractPreferences } from '@shared/preference-extractor';
import type { AiFilters, ProfileView } from '@shared/profile-view';
import { useState } from 'react';
import { usePatchAiFilters } from '../api/requirements-api';
import { REQUIREMENT_MESSAGES } from '../messages';
import { type AiFilterSuggestion, suggestionRows } from '../utils/ai-filter-suggestions';
import { type AiFilterRowKey, aiFilterRows } from '../utils/ai-filters';
import {
  type AiFiltersFormValues,
  fillRows,
  serverFieldErrors,
  toAiFilters,
  toFormValues,
  validateAiFiltersForm,
} from '../utils/ai-filters-form';
import { AiFilterSuggestions } from './ai-filter-suggestions';
import { AiFiltersForm } from './ai-filters-form';
import { AiFiltersList } from './ai-filters-list';

type PanelProfile = Pick<
  ProfileView,
  | '_id'
  | 'version'
  | 'aiFilters'
  | 'defaultAiFilters'
  | 'partnerEducation'
  | 'partnerDetails'
  | 'requirementsSetBy'
>;

type Suggestions = { proposal: AiFilters; rows: AiFilterSuggestion[]; run: number };

/**
 * 'AI Filters': the partner preferences in effect (set or default, DESIGN §4), an edit form that replaces the
 * whole set, and suggestions from the family's own partner details that fill the form (never save).
 */
export function AiFiltersPanel({ profile }: { profile: PanelProfile }) {
  const [editing, setEditing] = useState(false);
  const [suggestions, setSuggestions] = useState<Suggestions | null>(null);
  const form = useForm<AiFiltersFormValues>({
    mode: 'controlled',
    initialValues: toFormValues(profile.aiFilters),
    validate: validateAiFiltersForm,
  });
  const save = usePatchAiFilters(profile._id);
  // The version the editor opened on (decision 055): a change made meanwhile refuses the save (409).
  const [baseVersion, setBaseVersion] = useState(profile.version);
  const fieldErrors = save.error && isApiError(save.error, 400) ? serverFieldErrors(save.error.body) : {};
  const failed =
    save.isError && Object.keys(fieldErrors).length === 0
      ? (profileConflictText(save.error) ?? REQUIREMENT_MESSAGES.aiFiltersFailed)
      : null;

  const open = (values: AiFiltersFormValues) => {
    save.reset();
    form.clearErrors();
    form.setValues(values);
    if (!editing) setBaseVersion(profile.version);
    setEditing(true);
  };
  const startEditing = () => open(toFormValues(profile.aiFilters));
  const cancel = () => {
    save.reset();
    form.clearErrors();
    setEditing(false);
  };
  const suggest = () => {
    const result = extractPreferences(profile.partnerEducation, profile.partnerDetails);
    setSuggestions((now) => ({
      proposal: result.proposal,
      rows: suggestionRows(result),
      run: (now?.run ?? 0) + 1,
    }));
  };
  const apply = (rows: AiFilterRowKey[]) => {
    if (!suggestions) return;
    const base = editing ? form.values : toFormValues(profile.aiFilters);
    open(fillRows(base, suggestions.proposal, rows));
    setSuggestions(null);
  };
  const submit = (values: AiFiltersFormValues) => {
    save.mutate(
      { aiFilters: toAiFilters(values), version: baseVersion },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: REQUIREMENT_MESSAGES.aiFiltersUpdated });
          setEditing(false);
        },
        onError: (error) => {
          const errors = isApiError(error, 400) ? serverFieldErrors(error.body) : {};
          if (Object.keys(errors).length > 0) form.setErrors(errors);
        },
      },
    );
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="ai-filters-title">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Title order={3} size="h5" id="ai-filters-title">
          {REQUIREMENT_MESSAGES.aiFiltersTitle}
        </Title>
        <Group gap="xs">
          <Button variant="light" size="xs" onClick={suggest}>
            {REQUIREMENT_MESSAGES.suggestAiFilters}
          </Button>
          {editing ? null : (
            <Button
              variant="default"
              size="xs"
              onClick={startEditing}
              aria-label={REQUIREMENT_MESSAGES.editAiFiltersLabel}
            >
              {REQUIREMENT_MESSAGES.editAiFilters}
            </Button>
          )}
        </Group>
      </Group>
      <Text size="xs" c="dimmed">
        {REQUIREMENT_MESSAGES.aiFiltersHint}
      </Text>
      <RequirementsSource profile={profile} />
      {suggestions ? (
        <AiFilterSuggestions
          key={suggestions.run}
          suggestions={suggestions.rows}
          onApply={apply}
          onDismiss={() => setSuggestions(null)}
        />
      ) : null}
      {editing ? (
        <AiFiltersForm
          form={form}
          defaults={profile.defaultAiFilters}
          onSubmit={submit}
          onCancel={cancel}
          saving={save.isPending}
          failed={failed}
        />
      ) : (
        <AiFiltersList rows={aiFilterRows(profile.aiFilters, profile.defaultAiFilters)} />
      )}
    </Stack>
  );
}

/** Who set the requirements last (decision 059) and the partner's cities, when set. */
function RequirementsSource({ profile }: { profile: PanelProfile }) {
  const cities = profile.aiFilters?.cities ?? [];
  const setBy = profile.requirementsSetBy;
  if (!setBy && cities.length === 0) return null;
  return (
    <Group gap="xs" wrap="wrap">
      {setBy ? (
        <Badge variant="light" color={setBy === 'family' ? 'teal' : 'gray'} data-testid="requirements-set-by">
          {setBy === 'family' ? REQUIREMENT_MESSAGES.setByFamily : REQUIREMENT_MESSAGES.setByMatchmaker}
        </Badge>
      ) : null}
      {cities.length > 0 ? (
        <Text size="sm" data-testid="required-cities">
          {REQUIREMENT_MESSAGES.requiredCitiesLine(
            cities.join(', '),
            profile.aiFilters?.locationRadius ?? DEFAULT_LOCATION_RADIUS_KM,
          )}
        </Text>
      ) : null}
    </Group>
  );
}
