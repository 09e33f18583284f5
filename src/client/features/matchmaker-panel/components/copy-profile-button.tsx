import { Button } from '@client/components/button';
import { englishViewText } from '@client/lib/profile-text/view-text';
import { Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ProfileView } from '@shared/profile-view';
import { IconClipboardText, IconLock } from '@tabler/icons-react';
import { PANEL_MESSAGES } from '../messages';
import { copyProfileText, profileText } from '../utils/profile-text';

/**
 * Copy Profile (SPEC §2) copies the text a family may receive; the second button copies everything, contacts
 * included, for the matchmakers' own use. A failure is logged as 'Failed to copy profile'.
 */
export function CopyProfileButton({ profile }: { profile: ProfileView }) {
  const copy = async (audience: 'families' | 'matchmakers') => {
    const copied = await copyProfileText(profileText(profile, englishViewText(), audience));
    notifications.show(
      copied
        ? {
            color: 'green',
            message:
              audience === 'families' ? PANEL_MESSAGES.profileCopied : PANEL_MESSAGES.fullProfileCopied,
          }
        : { color: 'red', message: PANEL_MESSAGES.copyFailed },
    );
  };
  return (
    <Group gap="xs">
      <Button
        variant="outline"
        onClick={() => void copy('families')}
        leftSection={<IconClipboardText size={18} aria-hidden />}
      >
        {PANEL_MESSAGES.copyProfile}
      </Button>
      <Button
        variant="subtle"
        onClick={() => void copy('matchmakers')}
        leftSection={<IconLock size={18} aria-hidden />}
      >
        {PANEL_MESSAGES.copyFullProfile}
      </Button>
    </Group>
  );
}
