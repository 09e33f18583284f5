import { MessagePreview } from '@client/components/message-preview';
import { ModalFooter } from '@client/components/modal-footer';
import {
  defaultRecipient,
  type WhatsappRecipient,
  WhatsappRecipientChoice,
} from '@client/components/whatsapp-recipient';
import { isApiError } from '@client/lib/api-client';
import { Alert, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { profileLabel } from '@shared/profile-label';
import type { ConnectedPair } from '@shared/profile-view';
import { IconBrandWhatsapp, IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useShareContacts } from '../api/pending-connections';
import { DASHBOARD_MESSAGES as MSG } from '../messages';
import { type SharedContact, sharedContacts } from '../utils/connection';

/** The language a shared contact is first written in: the families' usual one, as the inquiry is. */
const FIRST_LANGUAGE = 'ur';

function shareError(error: unknown): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.serverMessage) {
    return error.serverMessage;
  }
  return MSG.shareFailed;
}

/**
 * Share contacts (issue 29, decision 068): on an Awaiting Contact pair, the matchmaker chooses for each family
 * the phone and language, reads both messages, and confirms; the server moves both sides to In Contact, then
 * she opens WhatsApp to each family in turn (links, so that no browser blocks a second window).
 */
export function ShareContactsModal({ pair, onClose }: { pair: ConnectedPair | null; onClose: () => void }) {
  // The pair stays shown while the dialog fades out.
  const [shown, setShown] = useState<ConnectedPair | null>(null);
  if (pair && pair !== shown) setShown(pair);
  return (
    <Modal
      lang="en"
      opened={pair !== null}
      onClose={onClose}
      onExitTransitionEnd={() => setShown(null)}
      title={MSG.shareTitle}
      centered
      size="xl"
      closeButtonProps={{ 'aria-label': MSG.close }}
    >
      {shown ? <ShareContacts key={shown.connection._id} pair={shown} onClose={onClose} /> : null}
    </Modal>
  );
}

function ShareContacts({ pair, onClose }: { pair: ConnectedPair; onClose: () => void }) {
  const [a, b] = pair.profiles;
  const [recipients, setRecipients] = useState<[WhatsappRecipient, WhatsappRecipient]>(() => [
    defaultRecipient(a, FIRST_LANGUAGE),
    defaultRecipient(b, FIRST_LANGUAGE),
  ]);
  const [done, setDone] = useState<[SharedContact, SharedContact] | null>(null);
  const [opened, setOpened] = useState<[boolean, boolean]>([false, false]);
  const share = useShareContacts();
  const contacts = done ?? sharedContacts(pair, recipients);

  if (done) {
    return (
      <Stack gap="md">
        <Alert color="green" icon={<IconCheck size={20} aria-hidden />} role="status">
          {MSG.shareDone}
        </Alert>
        {done.map((contact, i) => (
          <Group key={contact.to._id} gap="sm" wrap="wrap">
            <Button
              component="a"
              href={contact.link ?? undefined}
              target="_blank"
              rel="noopener noreferrer"
              color="green"
              variant={i === 0 || opened[0] ? 'filled' : 'outline'}
              leftSection={<IconBrandWhatsapp size={18} aria-hidden />}
              onClick={() => setOpened((was) => (i === 0 ? [true, was[1]] : [was[0], true]))}
              data-testid="shared-contact-link"
            >
              {MSG.shareSend(i + 1, profileLabel(contact.to))}
            </Button>
            {opened[i] ? (
              <Text size="sm" c="dimmed">
                {MSG.shareSent(profileLabel(contact.to))}
              </Text>
            ) : null}
          </Group>
        ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {MSG.close}
          </Button>
        </Group>
      </Stack>
    );
  }

  const ready = contacts.every((contact) => contact.link !== null);
  return (
    <Stack gap="md">
      <Text size="sm">{MSG.shareIntro}</Text>
      {contacts.map((contact, i) => {
        const who = profileLabel(contact.to);
        return (
          <Paper key={contact.to._id} withBorder radius="md" p="sm" data-testid="shared-contact">
            <Stack gap="xs">
              <Title order={3} size="h5">
                {MSG.shareTo(who)}
              </Title>
              <WhatsappRecipientChoice
                profile={contact.to}
                value={recipients[i]!}
                onChange={(value) => setRecipients((was) => (i === 0 ? [value, was[1]] : [was[0], value]))}
              />
              {contact.text ? (
                <MessagePreview
                  text={contact.text}
                  language={recipients[i]!.language}
                  testId="shared-contact-text"
                />
              ) : null}
              {contact.phone === null ? (
                <Alert color="orange" role="alert">
                  {MSG.shareNoPhone(who)}
                </Alert>
              ) : null}
            </Stack>
          </Paper>
        );
      })}
      <ModalFooter
        whatsapp
        error={share.isError ? shareError(share.error) : null}
        cancelLabel={MSG.cancel}
        onCancel={onClose}
        submitLabel={MSG.shareConfirm}
        submit={{
          disabled: !ready,
          loading: share.isPending,
          onClick: () => share.mutate(pair.connection._id, { onSuccess: () => setDone(contacts) }),
        }}
      />
    </Stack>
  );
}
