import {
  TextInput as MantineTextInput,
  type TextInputProps as MantineTextInputProps,
  PasswordInput,
} from '@mantine/core';
import { TYPED_DIGITS } from '@shared/digits';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type TextInputType = 'text' | 'email' | 'password' | 'tel' | 'number' | 'url' | 'search';

/** Inputs whose value reads left to right in every language (numbers, phone, e-mail, addresses, secrets). */
const LEFT_TO_RIGHT: ReadonlySet<TextInputType> = new Set(['email', 'password', 'tel', 'number', 'url']);

export interface TextInputProps
  extends Omit<MantineTextInputProps, 'type' | 'name' | 'value' | 'onChange' | 'description' | 'label'> {
  /** Form field name; also the default id. */
  name: string;
  label: ReactNode;
  type?: TextInputType;
  /** Help text under the label. */
  subtext?: ReactNode;
  /** Bound value: `value` and `onChange(value)` (also accepts Mantine form's `getInputProps`). */
  value?: string;
  onChange?: (value: string) => void;
}

/** The product's text input (SPEC §2 "Other widgets"): a labelled Mantine input. */
export function TextInput({
  name,
  type = 'text',
  subtext,
  value,
  onChange,
  id,
  vars,
  styles,
  classNames,
  ...rest
}: TextInputProps) {
  const { t } = useTranslation();
  const inputId = id ?? `field-${name}`;
  const shared = {
    ...rest,
    id: inputId,
    name,
    // Typed text keeps its own direction (issue 30): "school." stays so on an Urdu page, not ".school".
    dir: LEFT_TO_RIGHT.has(type) ? 'ltr' : (rest.dir ?? 'auto'),
    description: subtext,
    value,
    onChange: onChange
      ? (event: { currentTarget: { value: string } }) => onChange(event.currentTarget.value)
      : undefined,
  };
  if (type === 'password') {
    // The toggle's name avoids the word "password", so that the field alone answers to its label.
    return <PasswordInput {...shared} visibilityToggleButtonProps={{ 'aria-label': t('passwordToggle') }} />;
  }
  return (
    <MantineTextInput
      {...shared}
      vars={vars}
      styles={styles}
      classNames={classNames}
      type={type === 'number' ? 'text' : type}
      inputMode={type === 'number' ? 'numeric' : rest.inputMode}
      // Urdu and Arabic-Indic digits are digits too (issue 30): the schemas read them as Western ones.
      pattern={type === 'number' ? `[${TYPED_DIGITS}]*` : rest.pattern}
    />
  );
}
