import { ConnectionStatusModal } from '@client/components/connection-status-modal';
import { sidesOf } from '@client/lib/connection-sides';
import { Anchor, Badge, Button, Collapse, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type SideStatus, sideStatusColour, sideStatusLabel } from '@shared/connection-status';
import type { Connection, ConnectionSide } from '@shared/profile-view';
import { IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useChangeSide, useCloseMatch } from '../api/connection-api';
import { PROFILE_CONNECTIONS_MESSAGES } from '../messages';
import { ConnectionHistory } from './connection-history';

function SideRow({ who, side, onChange }: { who: string; side: ConnectionSide; onChange: () => void }) {
  return (
    <Group
      gap="xs"
      justify="space-between"
      wrap="wrap"
      data-testid="connection-side"
      data-profile={side.profile}
    >
      <Group gap={6} wrap="wrap" style={{ minWidth: 0 }}>
        <Text size="sm" c="dimmed">
          {who}
        </Text>
        <Badge
          color={sideStatusColour(side.status)}
          variant="light"
          style={{ textTransform: 'none' }}
          data-colour={sideStatusColour(side.status)}
        >
          {sideStatusLabel(side.status)}
        </Badge>
      </Group>
      <Button
        variant="subtle"
        size="compact-sm"
        onClick={onChange}
        aria-label={PROFILE_CONNECTIONS_MESSAGES.changeSideStatusLabel(who)}
      >
        {PROFILE_CONNECTIONS_MESSAGES.changeSideStatus}
      </Button>
    </Group>
  );
}

/**
 * One connection of the viewed profile: the other profile, both sides with Change Status, and its history.
 * `labelOf` names a profile "Name · #id · age · city" (decision 031).
 */
export function ConnectionItem({
  profileId,
  connection,
  labelOf,
}: {
  profileId: number;
  connection: Connection;
  labelOf: (id: number) => string;
}) {
  const [editing, setEditing] = useState<ConnectionSide | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const change = useChangeSide(connection);
  const closeMatch = useCloseMatch(connection);
  const sides = sidesOf(connection, profileId) ?? { own: connection.profile1, other: connection.profile2 };
  const nameOf = (side: ConnectionSide) =>
    side.profile === profileId ? PROFILE_CONNECTIONS_MESSAGES.thisProfileSide : labelOf(side.profile);
  const historyId = `connection-history-${connection._id}`;

  // The side as it is now (live events refetch the connection while the dialog is open, decision 055).
  const live = editing
    ? [connection.profile1, connection.profile2].find((side) => side.profile === editing.profile)
    : undefined;

  const save = async (status: SideStatus, expectedStatus: SideStatus) => {
    if (!editing) return;
    // Based on the side as the dialog opened or last loaded it: a change made meanwhile is refused
    // (decision 010), never undone.
    await change.mutateAsync({ side: editing.profile, status, expectedStatus });
    notifications.show({ color: 'green', message: PROFILE_CONNECTIONS_MESSAGES.sideStatusUpdated });
  };

  return (
    <Paper withBorder radius="md" p="sm" data-testid="connection" data-connection={connection._id}>
      <Stack gap={6}>
        <Anchor component={Link} to={`/profile/${sides.other.profile}`} fw={600}>
          {PROFILE_CONNECTIONS_MESSAGES.connectionWith(labelOf(sides.other.profile))}
        </Anchor>
        <SideRow who={nameOf(sides.own)} side={sides.own} onChange={() => setEditing(sides.own)} />
        <SideRow who={nameOf(sides.other)} side={sides.other} onChange={() => setEditing(sides.other)} />
        <Group>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconHistory size={16} aria-hidden />}
            onClick={() => setHistoryOpen((o) => !o)}
            aria-expanded={historyOpen}
            aria-controls={historyId}
          >
            {historyOpen
              ? PROFILE_CONNECTIONS_MESSAGES.hideHistory
              : PROFILE_CONNECTIONS_MESSAGES.showHistory}
          </Button>
        </Group>
        <Collapse expanded={historyOpen} id={historyId}>
          {historyOpen ? <ConnectionHistory connectionId={connection._id} profileId={profileId} /> : null}
        </Collapse>
      </Stack>
      <ConnectionStatusModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        status={live?.status ?? editing?.status ?? 'Not Received'}
        description={
          editing
            ? PROFILE_CONNECTIONS_MESSAGES.sideOf(labelOf(editing.profile), editing.profile === profileId)
            : undefined
        }
        onSubmit={save}
        otherSideMatched={
          editing !== null &&
          [connection.profile1, connection.profile2].some(
            (side) => side.profile !== editing.profile && side.status === 'Matched',
          )
        }
        onCloseMatch={() => closeMatch.mutateAsync()}
      />
    </Paper>
  );
}
