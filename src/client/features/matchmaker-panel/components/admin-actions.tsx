import { Button } from '@client/components/button';
import { Group } from '@mantine/core';
import type { Connection, ProfileView } from '@shared/profile-view';
import { IconBrandWhatsapp, IconEdit, IconHeartSearch, IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { PANEL_MESSAGES } from '../messages';
import { AdminSettingsModal } from './admin-settings-modal';
import { usePanelSlots } from './panel-slots';
import { SendLoginLinkModal } from './send-login-link-modal';

/** Match Profile, Send Profile, Send Login Link, Edit Profile and Admin-only Settings (SPEC §2, §6 Admin). */
export function AdminActions({
  profile,
  connections,
}: {
  profile: ProfileView;
  connections: readonly Connection[];
}) {
  const { SendProfile } = usePanelSlots();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [loginLinkOpen, setLoginLinkOpen] = useState(false);
  const phone = profile.phoneNo?.trim() || profile.familyPhoneNo?.trim();
  const link = profile.loginLink;

  return (
    <>
      <Group gap="xs">
        <Button
          href={`/profiles?matchProfileId=${profile._id}`}
          leftSection={<IconHeartSearch size={18} aria-hidden />}
          fullOnMobile
        >
          {PANEL_MESSAGES.matchProfile}
        </Button>
        <SendProfile profileId={profile._id} connections={connections} />
        <Button
          variant="secondary"
          onClick={() => setLoginLinkOpen(true)}
          disabled={!phone || !link}
          aria-label={
            !phone ? `${PANEL_MESSAGES.sendLoginLink}: ${PANEL_MESSAGES.noPhoneForLink}` : undefined
          }
          leftSection={<IconBrandWhatsapp size={18} aria-hidden />}
          fullOnMobile
        >
          {PANEL_MESSAGES.sendLoginLink}
        </Button>
        <Button
          href={`/profile/${profile._id}/edit`}
          variant="outline"
          leftSection={<IconEdit size={18} aria-hidden />}
          fullOnMobile
        >
          {PANEL_MESSAGES.editProfile}
        </Button>
        <Button
          variant="outline"
          onClick={() => setSettingsOpen(true)}
          leftSection={<IconSettings size={18} aria-hidden />}
          fullOnMobile
        >
          {PANEL_MESSAGES.adminSettings}
        </Button>
      </Group>
      <AdminSettingsModal profile={profile} opened={settingsOpen} onClose={() => setSettingsOpen(false)} />
      <SendLoginLinkModal profile={profile} opened={loginLinkOpen} onClose={() => setLoginLinkOpen(false)} />
    </>
  );
}
