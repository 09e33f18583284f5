import { Anchor, Badge, Collapse, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { type SideStatus, sideStatusColour, sideStatusLabel } from '@shared/connection-status';
import type { Connection } from '@shared/profile-view';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { VIEW_MESSAGES } from '../../messages';

function SideBadge({ who, status }: { who: string; status: SideStatus }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" c="dimmed">
        {who}
      </Text>
      <Badge color={sideStatusColour(status)} variant="light" style={{ textTransform: 'none' }}>
        {sideStatusLabel(status)}
      </Badge>
    </Group>
  );
}

/** Every connection of the profile: the other profile and both sides' statuses. Collapsed at first. */
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
            connections.map((connection) => {
              const [own, other] =
                connection.profile1.profile === profileId
                  ? [connection.profile1, connection.profile2]
                  : [connection.profile2, connection.profile1];
              return (
                <Paper key={connection._id} withBorder radius="md" p="sm" data-testid="connection">
                  <Stack gap={6}>
                    <Anchor component={Link} to={`/profile/${other.profile}`} fw={600}>
                      {VIEW_MESSAGES.connectionWith(other.profile)}
                    </Anchor>
                    <Group gap="md" wrap="wrap">
                      <SideBadge who={VIEW_MESSAGES.thisProfileSide} status={own.status} />
                      <SideBadge who={VIEW_MESSAGES.otherProfileSide(other.profile)} status={other.status} />
                    </Group>
                  </Stack>
                </Paper>
              );
            })
          )}
        </Stack>
      </Collapse>
    </Stack>
  );
}
