import {
  TextInput as MantineTextInput,
  type TextInputProps as MantineTextInputProps,
  PasswordInput,
} from '@mantine/core';
import type { ReactNode } from 'react';

export type TextInputType = 'text' | 'email' | 'password' | 'tel' | 'number' | 'url' | 'search';

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
  const inputId = id ?? `field-${name}`;
  const shared = {
    ...rest,
    id: inputId,
    name,
    description: subtext,
    value,
    onChange: onChange
      ? (event: { currentTarget: { value: string } }) => onChange(event.currentTarget.value)
      : undefined,
  };
  if (type === 'password') {
    // The toggle's name avoids the word "password", so that the field alone answers to its label.
    return (
      <PasswordInput
        {...shared}
        visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the characters' }}
      />
    );
  }
  return (
    <MantineTextInput
      {...shared}
      vars={vars}
      styles={styles}
      classNames={classNames}
      type={type === 'number' ? 'text' : type}
      inputMode={type === 'number' ? 'numeric' : rest.inputMode}
      pattern={type === 'number' ? '[0-9]*' : rest.pattern}
    />
  );
}
