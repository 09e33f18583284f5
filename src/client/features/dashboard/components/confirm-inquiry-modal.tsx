import { MessagePreview } from '@client/components/message-preview';
import { ModalFooter } from '@client/components/modal-footer';
import {
  defaultRecipient,
  type WhatsappRecipient,
  WhatsappRecipientChoice,
} from '@client/components/whatsapp-recipient';
import { Alert, Modal, Stack, Text } from '@mantine/core';
import { profileLabel } from '@shared/profile-label';
import { useState } from 'react';
import { DASHBOARD_MESSAGES as MSG } from '../messages';
import { followUpFor, followUpLink } from '../utils/connection';
import type { PendingEntry } from './recent-card';

/**
 * 'Confirm Inquiry' (SPEC §2 Modals): the message about to be sent, and the buttons to send it. It is the
 * card's one follow-up (issue 29): SPEC's Urdu inquiry by default, or English, naming the received profiles,
 * to the phone chosen (the family phone first for a woman who has one).
 */
export function ConfirmInquiryModal({
  entry,
  onClose,
  onConfirm,
}: {
  entry: PendingEntry | null;
  onClose: () => void;
  onConfirm: (entry: PendingEntry, link: string) => void;
}) {
  // The message stays shown while the dialog fades out.
  const [shown, setShown] = useState<PendingEntry | null>(null);
  if (entry && entry !== shown) setShown(entry);
  return (
    <Modal
      lang="en"
      opened={entry !== null}
      onClose={onClose}
      onExitTransitionEnd={() => setShown(null)}
      title={MSG.confirmInquiryTitle}
      centered
      closeButtonProps={{ 'aria-label': MSG.close }}
    >
      {shown ? (
        <Inquiry key={shown.profile._id} entry={shown} onClose={onClose} onConfirm={onConfirm} />
      ) : null}
    </Modal>
  );
}

function Inquiry({
  entry,
  onClose,
  onConfirm,
}: {
  entry: PendingEntry;
  onClose: () => void;
  onConfirm: (entry: PendingEntry, link: string) => void;
}) {
  // SPEC §7: the inquiry is in Urdu unless the matchmaker chooses English.
  const [recipient, setRecipient] = useState<WhatsappRecipient>(() => defaultRecipient(entry.profile, 'ur'));
  const link = followUpLink(entry, recipient);
  return (
    <Stack gap="md">
      <Text size="sm">{MSG.confirmInquiryIntro(profileLabel(entry.profile), entry.connections.length)}</Text>
      <WhatsappRecipientChoice profile={entry.profile} value={recipient} onChange={setRecipient} />
      <MessagePreview
        text={followUpFor(entry, recipient.language)}
        language={recipient.language}
        testId="inquiry-text"
      />
      {link === null ? (
        <Alert color="orange" role="alert">
          {MSG.noPhone}
        </Alert>
      ) : null}
      <ModalFooter
        whatsapp
        cancelLabel={MSG.cancel}
        onCancel={onClose}
        submitLabel={MSG.sendInquiry}
        submit={{
          disabled: link === null,
          onClick: () => link && onConfirm(entry, link),
          'data-autofocus': true,
        }}
      />
    </Stack>
  );
}
