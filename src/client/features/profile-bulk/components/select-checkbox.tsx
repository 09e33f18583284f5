import { Checkbox } from '@mantine/core';
import { useId } from 'react';
import { useBulkMessages } from '../i18n/use-bulk-messages';
import { useBulkSelection } from '../state/selection';
import classes from './select-checkbox.module.css';

/**
 * On each matchmaker's card (the list's `CardControl` slot): selects the profile for a bulk change. The card's
 * name link covers the whole card; the checkbox sits above it, in a label a finger's width wide, so a tap
 * near the box selects rather than opens the profile.
 */
export function SelectCheckbox({ profileId, name }: { profileId: number; name: string }) {
  const m = useBulkMessages();
  const selection = useBulkSelection();
  const id = useId();
  return (
    <label className={classes.hit} htmlFor={id}>
      <Checkbox
        id={id}
        size="md"
        aria-label={m.selectProfile(name)}
        checked={selection.isSelected(profileId)}
        onChange={(event) => selection.setSelected(profileId, event.currentTarget.checked)}
        data-testid="bulk-select"
      />
    </label>
  );
}
