import { Button } from '@client/components/button';
import { profileIdOf } from '@client/lib/connection-sides';
import type { Connection } from '@shared/profile-view';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { SEND_MESSAGES as M } from '../messages';
import { SendProfileModal } from './send-profile-modal';

/** 'Send Profile': the recipient is prefilled from `?matchProfileId=` when matching, else found in the modal. */
export function SendProfileButton({
  profileId,
  connections,
}: {
  profileId: number;
  connections: readonly Connection[];
}) {
  const [opened, setOpened] = useState(false);
  const [searchParams] = useSearchParams();
  const matchProfileId = profileIdOf(searchParams.get('matchProfileId') ?? '');
  return (
    <>
      <Button
        variant={matchProfileId === null ? 'secondary' : 'primary'}
        onClick={() => setOpened(true)}
        leftSection={<IconSend size={18} aria-hidden />}
        fullOnMobile
      >
        {M.sendProfile}
      </Button>
      <SendProfileModal
        profileId={profileId}
        connections={connections}
        initialRecipientId={matchProfileId}
        opened={opened}
        onClose={() => setOpened(false)}
      />
    </>
  );
}
