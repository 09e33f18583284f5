import { Alert } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { VIEW_MESSAGES } from '../messages';

/** "Changed by <name> just now" (decision 055): the profile shown was changed by someone else meanwhile. */
export function ChangedNotice({ by }: { by: string | null }) {
  if (!by) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconRefresh size={18} aria-hidden />}
      data-testid="changed-notice"
      role="status"
      py="xs"
    >
      {VIEW_MESSAGES.changedBy(by)}
    </Alert>
  );
}
