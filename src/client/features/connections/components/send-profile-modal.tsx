import { ModalFooter } from '@client/components/modal-footer';
import {
  defaultRecipient,
  type WhatsappRecipient,
  WhatsappRecipientChoice,
} from '@client/components/whatsapp-recipient';
import { isApiError } from '@client/lib/api-client';
import { recipientStatus } from '@client/lib/connection-sides';
import { useProfileById } from '@client/lib/profile-by-id';
import { Alert, Anchor, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { CONNECTION_MESSAGES, sendButtonLabel } from '@shared/connection-rules';
import type { Connection, ProfileView } from '@shared/profile-view';
import { phoneOf, whatsappLink } from '@shared/whatsapp';
import { IconBrandWhatsapp, IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { type RecipientFound, type SendAnswer, useSendProfile } from '../api/connection-api';
import { useSendBlocks } from '../api/send-blocks';
import { SEND_MESSAGES as M, PROFILE_CONNECTIONS_MESSAGES } from '../messages';
import { RecipientCard, RecipientSearch } from './recipient-picker';
import { SendChecks, sendAllowed } from './send-checks';

export interface SendProfileModalProps {
  /** The profile being sent. */
  profileId: number;
  /** All connections of that profile: whether the recipient already received it (Send or Resend). */
  connections: readonly Connection[];
  /** The recipient from the matching context (`?matchProfileId=`), if any. */
  initialRecipientId: number | null;
  opened: boolean;
  onClose: () => void;
}

/**
 * 'Send Profile' (SPEC §2 Modals, §4 "Sending a profile", §8): send, then open the WhatsApp message. Before
 * Send it says what the server would refuse and where the two do not match both ways (issue 15).
 */
export function SendProfileModal({ opened, onClose, profileId, ...rest }: SendProfileModalProps) {
  return (
    <Modal
      lang="en"
      opened={opened}
      onClose={onClose}
      title={M.sendProfileTitle(profileId)}
      // At the top, not centred: the recipient search grows as its results arrive, and a centred dialog moved
      // its field and switch under the matchmaker's finger (a tap meant for "Show all profiles" picked a result).
      closeButtonProps={{ 'aria-label': PROFILE_CONNECTIONS_MESSAGES.close }}
    >
      {opened ? <SendForm profileId={profileId} onDone={onClose} {...rest} /> : null}
    </Modal>
  );
}

/** Opens the chat in a new window without handing it this window; false when the browser blocked it. */
function openChat(link: string): boolean {
  const chat = window.open(link, '_blank');
  if (!chat) return false;
  chat.opener = null;
  return true;
}

function sendError(error: unknown): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.serverMessage) {
    return error.serverMessage;
  }
  return CONNECTION_MESSAGES.sendFailed;
}

function SendForm({
  profileId,
  connections,
  initialRecipientId,
  onDone,
}: Omit<SendProfileModalProps, 'opened' | 'onClose'> & { onDone: () => void }) {
  const [recipientId, setRecipientId] = useState<number | null>(
    initialRecipientId === profileId ? null : initialRecipientId,
  );
  const [picked, setPicked] = useState<RecipientFound | null>(null);
  const [sent, setSent] = useState<{ answer: SendAnswer; link: string; blocked: boolean } | null>(null);
  // Where the message goes and its language (issue 29): the family phone first for a woman who has one.
  const [choice, setChoice] = useState<{ id: number; value: WhatsappRecipient } | null>(null);
  // The recipient whole (status, requirements) for the checks; one picked from the search (a list card,
  // decision 045) is shown at once while it loads.
  const lookup = useProfileById(recipientId);
  const recipient = lookup.data ?? null;
  const shown = recipient ?? (picked?._id === recipientId && !lookup.isError ? picked : null);
  // The profile being sent, whole (a matchmaker's view): its gender and partner requirements.
  const sentLookup = useProfileById(profileId);
  const sentProfile = sentLookup.data ?? null;
  // Its blocks both ways: a blocked pair is refused before Send (decision 039).
  const sentBlocks = useSendBlocks(profileId);
  const send = useSendProfile(profileId);
  const label = sendButtonLabel(
    recipientId === null ? null : recipientStatus(connections, profileId, recipientId),
  );

  const choose = (next: RecipientFound | null) => {
    setPicked(next);
    setRecipientId(next?._id ?? null);
    setSent(null);
    send.reset();
  };

  const chosen =
    recipient && choice?.id === recipient._id
      ? choice.value
      : recipient
        ? defaultRecipient(recipient, 'en')
        : null;
  const linkOf = (answer: SendAnswer, to: ProfileView | null) => {
    const phone = to && chosen ? phoneOf(to, chosen.phone) : null;
    return phone && chosen ? whatsappLink(phone, answer.whatsappTexts[chosen.language]) : answer.whatsappLink;
  };

  const submit = () => {
    if (recipientId === null) return;
    send.mutate(recipientId, {
      onSuccess: (answer) => {
        const link = linkOf(answer, recipient);
        setSent({ answer, link, blocked: !openChat(link) });
      },
    });
  };

  if (sent) {
    return (
      <Stack gap="md">
        <Alert color="green" icon={<IconCheck size={20} aria-hidden />} role="status">
          {CONNECTION_MESSAGES.sent}
        </Alert>
        {sent.blocked ? <Text size="sm">{M.popupBlocked}</Text> : null}
        <Anchor href={sent.link} target="_blank" rel="noopener noreferrer" fw={600}>
          <Group gap={6} component="span" wrap="nowrap">
            <IconBrandWhatsapp size={18} aria-hidden />
            {M.openWhatsapp}
          </Group>
        </Anchor>
        <Group justify="flex-end">
          <Button onClick={onDone} data-autofocus>
            {PROFILE_CONNECTIONS_MESSAGES.close}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      {recipientId !== null && lookup.isPending && !shown ? (
        <Group gap="xs" role="status">
          <Loader size="xs" aria-hidden />
          <Text size="sm">{M.recipientLoading}</Text>
        </Group>
      ) : null}
      {shown ? <RecipientCard recipient={shown} onChange={() => choose(null)} /> : null}
      {recipientId !== null && lookup.isError && !recipient ? (
        <Alert color="orange" role="alert">
          {M.recipientMissing(recipientId)}
        </Alert>
      ) : null}
      {!shown && !(recipientId !== null && lookup.isPending) ? (
        <RecipientSearch excludeId={profileId} sentGender={sentProfile?.gender ?? null} onPick={choose} />
      ) : null}
      {recipient && sentProfile ? (
        <SendChecks sent={sentProfile} recipient={recipient} sentBlocks={sentBlocks.data} />
      ) : null}
      {recipient && chosen ? (
        <WhatsappRecipientChoice
          profile={recipient}
          value={chosen}
          onChange={(value) => setChoice({ id: recipient._id, value })}
        />
      ) : null}
      <ModalFooter
        error={send.isError ? sendError(send.error) : null}
        cancelLabel={PROFILE_CONNECTIONS_MESSAGES.cancel}
        onCancel={onDone}
        submitLabel={label}
        submit={{
          onClick: submit,
          disabled:
            !recipient ||
            sentLookup.isPending ||
            sentBlocks.isPending ||
            (sentProfile !== null && !sendAllowed(sentProfile, recipient, sentBlocks.data)),
          loading: send.isPending,
        }}
        whatsapp
      />
    </Stack>
  );
}
