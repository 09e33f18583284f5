import { Button } from '@client/components/button';
import { whatsappLink } from '@client/lib/client-config';
import { Group } from '@mantine/core';
import type { Connection, ProfileView } from '@shared/profile-view';
import { IconBrandWhatsapp, IconEdit, IconHeartSearch, IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { VIEW_MESSAGES } from '../../messages';
import { AdminSettingsModal } from './admin-settings-modal';
import { SendProfileButton } from './send-profile-button';

/** Match Profile, Send Profile, Send Login Link, Edit Profile and Admin-only Settings (SPEC §2, §6 Admin). */
export function AdminActions({
  profile,
  connections,
}: {
  profile: ProfileView;
  connections: readonly Connection[];
}) {
  const [settingsOpen, setSettingsOpen] = useState(false);
  const phone = profile.phoneNo?.trim();
  const link = profile.loginLink;
  const sendLoginLink = () => {
    if (!phone || !link) return;
    window.open(whatsappLink(phone, VIEW_MESSAGES.loginLinkMessage(link)), '_blank', 'noopener,noreferrer');
  };

  return (
    <>
      <Group gap="xs">
        <Button
          href={`/profiles?matchProfileId=${profile._id}`}
          leftSection={<IconHeartSearch size={18} aria-hidden />}
          fullOnMobile
        >
          {VIEW_MESSAGES.matchProfile}
        </Button>
        <SendProfileButton profileId={profile._id} connections={connections} />
        <Button
          variant="secondary"
          onClick={sendLoginLink}
          disabled={!phone || !link}
          aria-label={!phone ? `${VIEW_MESSAGES.sendLoginLink}: ${VIEW_MESSAGES.noPhoneForLink}` : undefined}
          leftSection={<IconBrandWhatsapp size={18} aria-hidden />}
          fullOnMobile
        >
          {VIEW_MESSAGES.sendLoginLink}
        </Button>
        <Button
          href={`/profile/${profile._id}/edit`}
          variant="outline"
          leftSection={<IconEdit size={18} aria-hidden />}
          fullOnMobile
        >
          {VIEW_MESSAGES.editProfile}
        </Button>
        <Button
          variant="outline"
          onClick={() => setSettingsOpen(true)}
          leftSection={<IconSettings size={18} aria-hidden />}
          fullOnMobile
        >
          {VIEW_MESSAGES.adminSettings}
        </Button>
      </Group>
      <AdminSettingsModal profile={profile} opened={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </>
  );
}
