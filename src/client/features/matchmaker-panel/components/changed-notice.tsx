import { Alert, Button, Group, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PANEL_MESSAGES } from '../messages';

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
      {PANEL_MESSAGES.changedBy(by)}
    </Alert>
  );
}

/**
 * In a dialog whose profile changed while it was open (decision 067): the values as they are now, and the
 * button that starts the dialog again on them (its save then names the new version).
 */
export function CurrentValues({
  now,
  testId,
  onLoad,
}: {
  now: ReactNode;
  testId: string;
  onLoad: () => void;
}) {
  return (
    <Group justify="space-between" gap="xs" wrap="wrap">
      <Text size="sm" data-testid={testId}>
        {now}
      </Text>
      <Button variant="light" size="xs" onClick={onLoad}>
        {PANEL_MESSAGES.loadCurrent}
      </Button>
    </Group>
  );
}
