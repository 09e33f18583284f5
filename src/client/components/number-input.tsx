import { NumberInput as MantineNumberInput, type NumberInputProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { westernDigits } from '@shared/digits';
import { type Ref, useCallback } from 'react';

const EASTERN_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/;

/**
 * A digit typed on an Urdu or Arabic keyboard goes in as the Western digit (decision 058): Mantine's number field
 * (react-number-format) drops any other character. Before the browser inserts the typed text, the same text with
 * Western digits is inserted instead, as if typed, so the field's own formatting and caret handling apply.
 */
function typeWesternDigits(event: InputEvent) {
  if (!event.data || !EASTERN_DIGIT.test(event.data)) return;
  event.preventDefault();
  // The one way to insert text as typing does (undo history, input events); every browser still has it.
  document.execCommand('insertText', false, westernDigits(event.data));
}

/** Mantine's NumberInput that also takes Urdu and Arabic-Indic digits: every matchmaker and pager number field. */
export function NumberInput({ ref, ...props }: NumberInputProps & { ref?: Ref<HTMLInputElement> }) {
  const listen = useCallback((input: HTMLInputElement | null) => {
    if (!input) return;
    input.addEventListener('beforeinput', typeWesternDigits);
    return () => input.removeEventListener('beforeinput', typeWesternDigits);
  }, []);
  return <MantineNumberInput {...props} ref={useMergedRef(ref, listen)} />;
}
