import { TextInput } from '@client/components/text-input';
import { Autocomplete, Group, NativeSelect, Radio, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { FORM_MESSAGES as M } from '../messages';
import type { FormField, ProfileFormState } from '../model/form-values';
import { isShown } from '../model/visibility';

export type ProfileForm = UseFormReturnType<ProfileFormState>;

interface FieldProps {
  form: ProfileForm;
  field: FormField;
  /** Defaults to the field's label in messages.ts. */
  label?: string;
  required?: boolean;
  hint?: ReactNode;
}

const labelOf = (field: FormField, label?: string) => label ?? M.labels[field];

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

function errorOf(form: ProfileForm, field: FormField): ReactNode {
  return form.errors[field];
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
  return (
    <TextInput
      name={field}
      type={type}
      label={labelOf(field, label)}
      withAsterisk={required}
      subtext={hint}
      autoComplete={autoComplete}
      placeholder={placeholder}
      value={form.values[field]}
      onChange={(value) => form.setFieldValue(field, value)}
      error={errorOf(form, field)}
    />
  );
}

/** A whole number: numeric keyboard, digits-only pattern, anything else dropped as it is typed. */
export function DigitsField({
  form,
  field,
  label,
  required,
  hint,
  maxLength,
  onDigits,
}: FieldProps & { maxLength?: number; onDigits?: (value: string) => void }) {
  return (
    <TextInput
      name={field}
      type="number"
      label={labelOf(field, label)}
      withAsterisk={required}
      subtext={hint}
      maxLength={maxLength}
      value={form.values[field]}
      onChange={(value) => {
        const digits = value.replace(/\D/g, '');
        form.setFieldValue(field, digits);
        onDigits?.(digits);
      }}
      error={errorOf(form, field)}
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
  const data = [
    { value: '', label: M.choose },
    ...choices.map((c) => (typeof c === 'string' ? { value: c, label: c } : c)),
  ];
  return (
    <NativeSelect
      id={`field-${field}`}
      name={field}
      label={labelOf(field, label)}
      withAsterisk={required}
      description={hint}
      data={data}
      value={form.values[field]}
      onChange={(event) => {
        const value = event.currentTarget.value;
        form.setFieldValue(field, value);
        onChoose?.(value);
      }}
      error={errorOf(form, field)}
    />
  );
}

/** Yes or no as two radio buttons ('true' / 'false', as the schema reads them). */
export function YesNoField({ form, field, label, required, hint }: FieldProps) {
  return (
    <Radio.Group
      id={`field-${field}`}
      name={field}
      label={labelOf(field, label)}
      withAsterisk={required}
      description={hint}
      value={form.values[field]}
      onChange={(value) => form.setFieldValue(field, value)}
      error={errorOf(form, field)}
    >
      <Group gap="xl" mt={6}>
        <Radio value="true" label={M.yes} />
        <Radio value="false" label={M.no} />
      </Group>
    </Radio.Group>
  );
}

export function LongTextField({ form, field, label, required, hint }: FieldProps) {
  return (
    <Textarea
      id={`field-${field}`}
      name={field}
      label={labelOf(field, label)}
      withAsterisk={required}
      description={hint}
      autosize
      minRows={3}
      maxRows={10}
      value={form.values[field]}
      onChange={(event) => form.setFieldValue(field, event.currentTarget.value)}
      error={errorOf(form, field)}
    />
  );
}

/** Free text with suggestions (cities, countries): a place not in the list is accepted as typed. */
export function SuggestField({
  form,
  field,
  label,
  required,
  hint,
  suggestions,
}: FieldProps & { suggestions: readonly string[] }) {
  return (
    <Autocomplete
      id={`field-${field}`}
      name={field}
      label={labelOf(field, label)}
      withAsterisk={required}
      description={hint}
      data={suggestions as string[]}
      limit={8}
      autoComplete="off"
      value={form.values[field]}
      onChange={(value) => form.setFieldValue(field, value)}
      error={errorOf(form, field)}
    />
  );
}
