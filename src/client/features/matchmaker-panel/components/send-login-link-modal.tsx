import { MessagePreview } from '@client/components/message-preview';
import { ModalFooter } from '@client/components/modal-footer';
import {
  defaultRecipient,
  type WhatsappRecipient,
  WhatsappRecipientChoice,
} from '@client/components/whatsapp-recipient';
import { Modal, Stack, Text } from '@mantine/core';
import type { ProfileView } from '@shared/profile-view';
import { loginLinkText, phoneOf, whatsappLink } from '@shared/whatsapp';
import { useState } from 'react';
import { PANEL_MESSAGES } from '../messages';

/**
 * Send Login Link (SPEC §2): the family's login link on WhatsApp, in English or Urdu, to the candidate's or
 * the family phone (issue 29, decision 068; a woman's family phone first). The window opens in the click.
 */
export function SendLoginLinkModal({
  profile,
  opened,
  onClose,
}: {
  profile: ProfileView;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal
      lang="en"
      opened={opened}
      onClose={onClose}
      title={PANEL_MESSAGES.sendLoginLink}
      centered
      closeButtonProps={{ 'aria-label': PANEL_MESSAGES.close }}
    >
      {opened ? <LoginLinkMessage profile={profile} onDone={onClose} /> : null}
    </Modal>
  );
}

function LoginLinkMessage({ profile, onDone }: { profile: ProfileView; onDone: () => void }) {
  const [recipient, setRecipient] = useState<WhatsappRecipient>(() => defaultRecipient(profile, 'en'));
  const phone = phoneOf(profile, recipient.phone);
  const text = loginLinkText(profile.loginLink ?? '', recipient.language);
  return (
    <Stack gap="md">
      <Text size="sm">{PANEL_MESSAGES.sendLoginLinkIntro}</Text>
      <WhatsappRecipientChoice profile={profile} value={recipient} onChange={setRecipient} />
      <MessagePreview text={text} language={recipient.language} testId="login-link-text" />
      <ModalFooter
        whatsapp
        cancelLabel={PANEL_MESSAGES.cancel}
        onCancel={onDone}
        submitLabel={PANEL_MESSAGES.sendOnWhatsapp}
        submit={{
          disabled: !phone || !profile.loginLink,
          onClick: () => {
            if (!phone) return;
            window.open(whatsappLink(phone, text), '_blank', 'noopener,noreferrer');
            onDone();
          },
          'data-autofocus': true,
        }}
      />
    </Stack>
  );
}
