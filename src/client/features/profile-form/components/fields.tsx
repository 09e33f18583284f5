import { WithIsolates } from '@client/components/facts';
import { TextInput } from '@client/components/text-input';
import { optionLabel, useServerMessage } from '@client/lib/i18n';
import { Group, NativeSelect, Radio, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { onlyTypedDigits } from '@shared/digits';
import { COUNTRIES } from '@shared/places';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormField, ProfileFormState } from '../model/form-values';
import { isShown } from '../model/visibility';
import classes from './fields.module.css';

export type ProfileForm = UseFormReturnType<ProfileFormState>;

interface FieldProps {
  form: ProfileForm;
  field: FormField;
  /** Defaults to the field's label in the catalog (i18n/en.ts `labels`). */
  label?: string;
  required?: boolean;
  hint?: ReactNode;
}

/** The field's label and its error, in the current language (the error arrives in English, from the schema). */
function useFieldText(form: ProfileForm, field: FormField, label?: string) {
  const { t } = useTranslation('form');
  const translate = useServerMessage();
  const error = form.errors[field];
  return {
    t,
    label: label ?? t(`labels.${field}`),
    // A translated message keeps its phone formats left to right (issue 16 item 9).
    error: typeof error === 'string' ? <WithIsolates text={translate(error)} /> : error,
  };
}

/** Renders its children only while the field is shown (visibility.ts). */
export function WhenShown({
  form,
  field,
  children,
}: {
  form: ProfileForm;
  field: FormField;
  children: ReactNode;
}) {
  return isShown(field, form.values) ? children : null;
}

export function TextField({
  form,
  field,
  label,
  required,
  hint,
  type,
  autoComplete,
  placeholder,
}: FieldProps & { type?: 'text' | 'email' | 'tel'; autoComplete?: string; placeholder?: string }) {
  const text = useFieldText(form, field, label);
  return (
    <TextInput
      name={field}
      type={type}
      label={text.label}
      withAsterisk={required}
      subtext={hint}
      autoComplete={autoComplete}
      placeholder={placeholder}
      value={form.values[field]}
      onChange={(value) => form.setFieldValue(field, value)}
      error={text.error}
    />
  );
}

/**
 * A whole number: numeric keyboard, digits-only pattern, anything else dropped as it is typed. Urdu and
 * Arabic-Indic digits stay as typed (the schema reads them, issue 30).
 */
export function DigitsField({
  form,
  field,
  label,
  required,
  hint,
  maxLength,
  onDigits,
}: FieldProps & { maxLength?: number; onDigits?: (value: string) => void }) {
  const text = useFieldText(form, field, label);
  return (
    <TextInput
      name={field}
      type="number"
      label={text.label}
      withAsterisk={required}
      subtext={hint}
      maxLength={maxLength}
      value={form.values[field]}
      onChange={(value) => {
        const digits = onlyTypedDigits(value);
        form.setFieldValue(field, digits);
        onDigits?.(digits);
      }}
      error={text.error}
    />
  );
}

export type Choice = string | { value: string; label: string };

/** A native select (the phone's own picker), with an empty first entry meaning "not given". */
export function ChoiceField({
  form,
  field,
  label,
  required,
  hint,
  choices,
  onChoose,
}: FieldProps & { choices: readonly Choice[]; onChoose?: (value: string) => void }) {
  const text = useFieldText(form, field, label);
  // Values stay English (they are what the API takes); only the labels are translated.
  const data = [
    { value: '', label: text.t('choose') },
    ...choices.map((c) =>
      typeof c === 'string'
        ? { value: c, label: optionLabel(c) }
        : { value: c.value, label: optionLabel(c.value, c.label) },
    ),
  ];
  return (
    <NativeSelect
      id={`field-${field}`}
      name={field}
      label={text.label}
      withAsterisk={required}
      description={hint}
      data={data}
      value={form.values[field]}
      onChange={(event) => {
        const value = event.currentTarget.value;
        form.setFieldValue(field, value);
        onChoose?.(value);
      }}
      error={text.error}
    />
  );
}

/** Yes or no as two radio buttons ('true' / 'false', as the schema reads them). */
export function YesNoField({ form, field, label, required, hint }: FieldProps) {
  const text = useFieldText(form, field, label);
  return (
    <Radio.Group
      id={`field-${field}`}
      name={field}
      label={text.label}
      withAsterisk={required}
      description={hint}
      value={form.values[field]}
      onChange={(value) => form.setFieldValue(field, value)}
      error={text.error}
    >
      <Group gap="xl" mt={6}>
        <Radio value="true" label={text.t('yes')} />
        <Radio value="false" label={text.t('no')} />
      </Group>
    </Radio.Group>
  );
}

export function LongTextField({ form, field, label, required, hint }: FieldProps) {
  const text = useFieldText(form, field, label);
  return (
    <Textarea
      id={`field-${field}`}
      name={field}
      label={text.label}
      withAsterisk={required}
      description={hint}
      rows={3}
      dir="auto"
      classNames={{ input: classes.longText }}
      value={form.values[field]}
      onChange={(event) => form.setFieldValue(field, event.currentTarget.value)}
      error={text.error}
    />
  );
}

/** Cities are picked from the list instead (city-field.tsx, decision 033). */
const SUGGESTIONS = {
  countries: COUNTRIES.map((country) => country.name),
} as const;
export type Suggestions = keyof typeof SUGGESTIONS;
const listId = (suggestions: Suggestions) => `suggest-${suggestions}`;

/**
 * Free text with suggestions (cities, countries): the browser's own list (`<datalist>`, SuggestionLists), so
 * a place not in the list is accepted as typed. The phone shows its own suggestion strip as the family types
 * (decision 023).
 */
export function SuggestField({
  form,
  field,
  label,
  required,
  hint,
  suggestions,
}: FieldProps & { suggestions: Suggestions | null }) {
  const text = useFieldText(form, field, label);
  return (
    <TextInput
      name={field}
      label={text.label}
      withAsterisk={required}
      subtext={hint}
      list={suggestions ? listId(suggestions) : undefined}
      autoComplete="off"
      value={form.values[field]}
      onChange={(value) => form.setFieldValue(field, value)}
      error={text.error}
    />
  );
}

/** Fills a place list with the browser's own `Option`s: 434 React elements cost a phone a long task. */
const fillList = (suggestions: Suggestions) => (list: HTMLDataListElement | null) => {
  if (list && !list.options.length)
    list.append(...SUGGESTIONS[suggestions].map((place) => new Option(place)));
};
const FILL_LIST = { countries: fillList('countries') } as const;

/** The place lists every SuggestField shares, rendered once by the form. */
export function SuggestionLists() {
  return (Object.keys(SUGGESTIONS) as Suggestions[]).map((suggestions) => (
    <datalist key={suggestions} id={listId(suggestions)} ref={FILL_LIST[suggestions]} />
  ));
}
