import { Collapse, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { Connection } from '@shared/profile-view';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { VIEW_MESSAGES } from '../../messages';
import { ConnectionItem } from './connection-item';

/**
 * Every connection of the profile (SPEC §2, admin): the other profile, both sides' statuses with Change Status,
 * and each connection's history. Collapsed at first.
 */
export function ProfileConnections({
  profileId,
  connections,
}: {
  profileId: number;
  connections: readonly Connection[];
}) {
  const [open, setOpen] = useState(false);
  const Chevron = open ? IconChevronDown : IconChevronRight;
  return (
    <Stack gap="xs" component="section">
      <UnstyledButton
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls="profile-connections-list"
      >
        <Group gap={6}>
          <Chevron size={18} aria-hidden />
          <Text fw={600}>{VIEW_MESSAGES.connectionsTitle(connections.length)}</Text>
        </Group>
      </UnstyledButton>
      <Collapse expanded={open} id="profile-connections-list">
        <Stack gap="xs">
          {connections.length === 0 ? (
            <Text size="sm" c="dimmed">
              {VIEW_MESSAGES.connectionsEmpty}
            </Text>
          ) : (
            connections.map((connection) => (
              <ConnectionItem key={connection._id} profileId={profileId} connection={connection} />
            ))
          )}
        </Stack>
      </Collapse>
    </Stack>
  );
}
