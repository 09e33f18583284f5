import { NumberInput } from '@client/components/number-input';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Group,
  Input,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  JOB_TYPE_LABELS,
  JOB_TYPES,
  MARITAL_STATUSES,
  NATIVE_LANGUAGES,
  RESIDENCE_TYPES,
  SECTS,
} from '@shared/enums';
import type { AiFilters } from '@shared/profile-view';
import type { ReactNode } from 'react';
import { AI_FILTER_LABELS, REQUIREMENT_MESSAGES } from '../messages';
import { type AiFilterRowKey, rowValue } from '../utils/ai-filters';
import { AI_FILTER_RANGES, type AiFiltersFormValues, clearRow, isRowEmpty } from '../utils/ai-filters-form';

type Form = UseFormReturnType<AiFiltersFormValues>;

export interface AiFiltersFormProps {
  form: Form;
  /** The SPEC §9 defaults, shown in the empty inputs. */
  defaults: AiFilters | undefined;
  onSubmit: (values: AiFiltersFormValues) => void;
  onCancel: () => void;
  saving: boolean;
  /** Show 'Failed to update…' (a failure that is not about one field). */
  /** Why the save failed, if it did. */
  failed: string | null;
}

const JOB_OPTIONS = JOB_TYPES.map((value) => ({ value, label: JOB_TYPE_LABELS[value] }));
type NumberKey = Exclude<keyof typeof AI_FILTER_RANGES, 'locationRadius'>;

/** The partner preferences as inputs, each with 'Clear' (back to the default). Saving is the caller's. */
export function AiFiltersForm({ form, defaults, onSubmit, onCancel, saving, failed }: AiFiltersFormProps) {
  const placeholder = (row: AiFilterRowKey) => {
    const value = rowValue(row, defaults);
    return value === undefined
      ? REQUIREMENT_MESSAGES.aiFilterNone
      : REQUIREMENT_MESSAGES.aiFilterDefaultPlaceholder(value);
  };
  const line = (row: AiFilterRowKey, input: ReactNode) => (
    <Group key={row} gap={4} align="flex-start" wrap="nowrap" data-ai-filter-input={row}>
      <Box style={{ flex: 1, minWidth: 0 }}>{input}</Box>
      <Button
        variant="subtle"
        size="compact-sm"
        mt={26}
        disabled={isRowEmpty(form.values, row)}
        aria-label={REQUIREMENT_MESSAGES.clearAiFilterLabel(AI_FILTER_LABELS[row])}
        onClick={() => {
          form.setValues(clearRow(form.values, row));
          form.clearFieldError(row === 'minHeight' ? 'minHeightFt' : row);
          if (row === 'minHeight') form.clearFieldError('minHeightIn');
        }}
      >
        {REQUIREMENT_MESSAGES.clearAiFilter}
      </Button>
    </Group>
  );
  const number = (key: Exclude<NumberKey, 'minHeightFt' | 'minHeightIn'>) =>
    line(
      key,
      <NumberInput
        label={AI_FILTER_LABELS[key]}
        placeholder={placeholder(key)}
        {...AI_FILTER_RANGES[key]}
        clampBehavior="none"
        allowDecimal={false}
        allowNegative={false}
        inputMode="numeric"
        {...form.getInputProps(key)}
      />,
    );
  const heightDefault = defaults?.minHeightFt;
  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate aria-label={REQUIREMENT_MESSAGES.aiFiltersFormLabel}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="xs">
          {number('minAge')}
          {number('maxAge')}
          {line(
            'maritalStatus',
            <MultiSelect
              label={AI_FILTER_LABELS.maritalStatus}
              placeholder={form.values.maritalStatus.length ? undefined : placeholder('maritalStatus')}
              data={[...MARITAL_STATUSES]}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('maritalStatus')}
            />,
          )}
          {number('maxKids')}
          {line(
            'residenceType',
            <Select
              label={AI_FILTER_LABELS.residenceType}
              placeholder={placeholder('residenceType')}
              data={[...RESIDENCE_TYPES]}
              {...form.getInputProps('residenceType')}
            />,
          )}
          {line(
            'caste',
            <TextInput
              label={AI_FILTER_LABELS.caste}
              placeholder={placeholder('caste')}
              maxLength={100}
              {...form.getInputProps('caste')}
            />,
          )}
          {line(
            'sect',
            <Select
              label={AI_FILTER_LABELS.sect}
              placeholder={placeholder('sect')}
              data={[...SECTS]}
              {...form.getInputProps('sect')}
            />,
          )}
          {line(
            'nativeLanguage',
            <Autocomplete
              label={AI_FILTER_LABELS.nativeLanguage}
              placeholder={placeholder('nativeLanguage')}
              data={[...NATIVE_LANGUAGES]}
              maxLength={100}
              {...form.getInputProps('nativeLanguage')}
            />,
          )}
          {number('minEducationYears')}
          {number('maxEducationYears')}
          {line(
            'jobType',
            <Select
              label={AI_FILTER_LABELS.jobType}
              placeholder={placeholder('jobType')}
              data={JOB_OPTIONS}
              {...form.getInputProps('jobType')}
            />,
          )}
          {line(
            'minHeight',
            <Box role="group" aria-labelledby="ai-filter-height-label">
              <Input.Label id="ai-filter-height-label" labelElement="div">
                {AI_FILTER_LABELS.minHeight}
              </Input.Label>
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <NumberInput
                  aria-label={REQUIREMENT_MESSAGES.heightFeetLabel}
                  placeholder={
                    heightDefault === undefined
                      ? REQUIREMENT_MESSAGES.heightFeet
                      : REQUIREMENT_MESSAGES.heightFeetDefault(heightDefault)
                  }
                  {...AI_FILTER_RANGES.minHeightFt}
                  clampBehavior="none"
                  allowDecimal={false}
                  allowNegative={false}
                  inputMode="numeric"
                  style={{ flex: 1 }}
                  {...form.getInputProps('minHeightFt')}
                />
                <NumberInput
                  aria-label={REQUIREMENT_MESSAGES.heightInchesLabel}
                  placeholder={
                    heightDefault === undefined
                      ? REQUIREMENT_MESSAGES.heightInches
                      : REQUIREMENT_MESSAGES.heightInchesDefault(defaults?.minHeightIn ?? 0)
                  }
                  {...AI_FILTER_RANGES.minHeightIn}
                  clampBehavior="none"
                  allowDecimal={false}
                  allowNegative={false}
                  inputMode="numeric"
                  style={{ flex: 1 }}
                  {...form.getInputProps('minHeightIn')}
                />
              </Group>
            </Box>,
          )}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="xs">
          <TagsInput
            label={REQUIREMENT_MESSAGES.requiredCities}
            placeholder={form.values.cities.length ? undefined : REQUIREMENT_MESSAGES.requiredCitiesDefault}
            maxTags={5}
            {...form.getInputProps('cities')}
          />
          <NumberInput
            label={REQUIREMENT_MESSAGES.requiredDistance}
            placeholder={REQUIREMENT_MESSAGES.requiredDistanceDefault}
            {...AI_FILTER_RANGES.locationRadius}
            disabled={form.values.cities.length === 0}
            clampBehavior="none"
            allowDecimal={false}
            allowNegative={false}
            inputMode="numeric"
            {...form.getInputProps('locationRadius')}
          />
        </SimpleGrid>
        {failed ? (
          <Alert color="red" role="alert">
            {failed}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {REQUIREMENT_MESSAGES.cancel}
          </Button>
          <Button type="submit" loading={saving}>
            {REQUIREMENT_MESSAGES.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
