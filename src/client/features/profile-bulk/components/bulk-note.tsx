import { Textarea } from '@mantine/core';
import { INACTIVE_NOTE_MAX } from '@shared/enums';
import { useEffect, useState } from 'react';

/** What the confirmation reads on Confirm: the note as typed, and a way to show why it was refused. */
export type NoteBox = { value: string; showError?: (message: string) => void };

/**
 * The note the reason "Other" needs (decision 071), inside the bulk confirmation: the app's confirm modal has
 * no form of its own, so the typed text is kept in `box` for its Confirm.
 */
export function BulkNote({ box, label, hint }: { box: NoteBox; label: string; hint: string }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    box.showError = setError;
  }, [box]);
  return (
    <Textarea
      mt="sm"
      label={label}
      description={hint}
      required
      autosize
      minRows={2}
      maxLength={INACTIVE_NOTE_MAX}
      value={value}
      error={error}
      onChange={(event) => {
        box.value = event.currentTarget.value;
        setValue(event.currentTarget.value);
        setError(null);
      }}
      data-testid="bulk-inactive-note"
    />
  );
}
