import { Alert, List, Stack, Text } from '@mantine/core';
import type { ProfileBlocks } from '@shared/blocks';
import type { Mismatch } from '@shared/profile-list-schema';
import type { ProfileView } from '@shared/profile-view';
import { IconAlertTriangle, IconBan } from '@tabler/icons-react';
import {
  personLabel,
  SEND_CHECK_MESSAGES as S,
  sendMismatches,
  sendRefusalMessage,
} from '../utils/send-checks';

/** Whether `sent` may be sent to `recipient` at all (the server's guard, said before Send). */
export function sendAllowed(
  sent: ProfileView,
  recipient: ProfileView,
  sentBlocks?: ProfileBlocks | null,
): boolean {
  return sendRefusalMessage(sent, recipient, sentBlocks) === null;
}

/**
 * Before Send (issues 15, 18): the server's refusal when the send cannot go (same gender, a blocked pair, a
 * recipient that is not Active), else the partner requirements each family fails of the other's, as a
 * warning that does not stop the send. Nothing when they match both ways.
 */
export function SendChecks({
  sent,
  recipient,
  sentBlocks,
}: {
  sent: ProfileView;
  recipient: ProfileView;
  /** The blocks of the profile being sent, both ways (null until they have loaded). */
  sentBlocks?: ProfileBlocks | null;
}) {
  const refusal = sendRefusalMessage(sent, recipient, sentBlocks);
  if (refusal) {
    return (
      <Alert color="red" role="alert" icon={<IconBan size={20} aria-hidden />}>
        {refusal}
      </Alert>
    );
  }
  const { recipientRequires, sentRequires } = sendMismatches(sent, recipient);
  const engaged = [sent, recipient].filter((p) => p.engagement);
  return (
    <>
      {engaged.length > 0 ? (
        <Alert
          color="yellow"
          title={S.engagedTitle}
          icon={<IconAlertTriangle size={20} aria-hidden />}
          data-testid="send-engaged"
        >
          <Stack gap={4}>
            {engaged.map((p) => (
              <Text key={p._id} size="sm">
                {S.engaged(personLabel(p), p.engagement!.state, p.engagement!.profileId)}
              </Text>
            ))}
            <Text size="sm">{S.engagedHint}</Text>
          </Stack>
        </Alert>
      ) : null}
      {recipientRequires.length > 0 || sentRequires.length > 0 ? (
        <Mismatches
          sent={sent}
          recipient={recipient}
          recipientRequires={recipientRequires}
          sentRequires={sentRequires}
        />
      ) : null}
    </>
  );
}

function Mismatches({
  sent,
  recipient,
  recipientRequires,
  sentRequires,
}: {
  sent: ProfileView;
  recipient: ProfileView;
  recipientRequires: Mismatch[];
  sentRequires: Mismatch[];
}) {
  return (
    <Alert
      color="yellow"
      title={S.mismatchTitle}
      icon={<IconAlertTriangle size={20} aria-hidden />}
      data-testid="send-mismatches"
    >
      <Stack gap="xs">
        <MismatchList whose={recipient} other={sent} items={recipientRequires} />
        <MismatchList whose={sent} other={recipient} items={sentRequires} />
        <Text size="sm">{S.mismatchHint}</Text>
      </Stack>
    </Alert>
  );
}

function MismatchList({
  whose,
  other,
  items,
}: {
  whose: ProfileView;
  other: ProfileView;
  items: readonly Mismatch[];
}) {
  if (items.length === 0) return null;
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {S.mismatchHeading(personLabel(whose), personLabel(other))}
      </Text>
      <List size="sm" spacing={2}>
        {items.map((m) => (
          <List.Item key={m.name}>{S.mismatchLine(m)}</List.Item>
        ))}
      </List>
    </Stack>
  );
}
