import { Collapse, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { profileLabel } from '@shared/profile-label';
import type { ProfileLabelFacts } from '@shared/profile-label-schema';
import type { Connection } from '@shared/profile-view';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useProfileConnections } from '../api/connection-api';
import { PROFILE_CONNECTIONS_MESSAGES } from '../messages';
import { ConnectionItem } from './connection-item';

/**
 * "Name · #id · age · city" of the profile and of those it is connected with, from
 * GET /api/profile/{id}/connections; "#id" until that answer is in (decision 031).
 */
function useLabels(profileId: number): (id: number) => string {
  const answer = useProfileConnections(profileId).data;
  const facts = new Map<number, ProfileLabelFacts>();
  if (answer) {
    facts.set(answer.profile._id, answer.profile);
    for (const c of answer.connections) facts.set(c.other._id, c.other);
  }
  return (id) => profileLabel(facts.get(id) ?? { _id: id });
}

/**
 * Every connection of the profile (SPEC §2, admin): the other profile ("Name · #id · age · city"), both sides'
 * statuses with Change Status, and each connection's history. Collapsed at first.
 */
export function ProfileConnections({
  profileId,
  connections,
}: {
  profileId: number;
  connections: readonly Connection[];
}) {
  const [open, setOpen] = useState(false);
  const labelOf = useLabels(profileId);
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
          <Text fw={600}>{PROFILE_CONNECTIONS_MESSAGES.connectionsTitle(connections.length)}</Text>
        </Group>
      </UnstyledButton>
      <Collapse expanded={open} id="profile-connections-list">
        <Stack gap="xs">
          {connections.length === 0 ? (
            <Text size="sm" c="dimmed">
              {PROFILE_CONNECTIONS_MESSAGES.connectionsEmpty}
            </Text>
          ) : (
            connections.map((connection) => (
              <ConnectionItem
                key={connection._id}
                profileId={profileId}
                connection={connection}
                labelOf={labelOf}
              />
            ))
          )}
        </Stack>
      </Collapse>
    </Stack>
  );
}
