import { Button } from '@client/components/button';
import { notifications } from '@mantine/notifications';
import type { ProfileView } from '@shared/profile-view';
import { IconClipboardText } from '@tabler/icons-react';
import { VIEW_MESSAGES } from '../../messages';
import { copyProfileText, profileText } from '../../utils/profile-text';

/** Copies the whole profile as text (SPEC §2); a failure is logged as 'Failed to copy profile'. */
export function CopyProfileButton({ profile }: { profile: ProfileView }) {
  const copy = async () => {
    const copied = await copyProfileText(profileText(profile));
    notifications.show(
      copied
        ? { color: 'green', message: VIEW_MESSAGES.profileCopied }
        : { color: 'red', message: VIEW_MESSAGES.copyFailed },
    );
  };
  return (
    <Button
      variant="outline"
      onClick={() => void copy()}
      leftSection={<IconClipboardText size={18} aria-hidden />}
    >
      {VIEW_MESSAGES.copyProfile}
    </Button>
  );
}
