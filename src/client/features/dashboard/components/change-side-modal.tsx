import { ConnectionStatusModal } from '@client/components/connection-status-modal';
import { notifications } from '@mantine/notifications';
import { profileLabel } from '@shared/profile-label';
import { useChangeSide, useCloseMatch } from '../api/pending-connections';
import { DASHBOARD_MESSAGES as MSG } from '../messages';
import type { SideTarget } from './pair-card';

/** 'Change Status' of one side of a connection (SPEC §2 Modals, §4: an admin may set any value). */
export function ChangeSideModal({ target, onClose }: { target: SideTarget | null; onClose: () => void }) {
  const mutation = useChangeSide();
  const closeMatch = useCloseMatch();
  const connection = target?.connection;
  return (
    <ConnectionStatusModal
      opened={target !== null}
      onClose={onClose}
      status={target?.side.status ?? 'Not Received'}
      description={
        target ? MSG.changeStatusIntro(profileLabel(target.profile), profileLabel(target.other)) : null
      }
      onSubmit={async (status, expectedStatus) => {
        if (!target) return;
        await mutation.mutateAsync({
          connection: target.connection,
          profileId: target.profile._id,
          status,
          expectedStatus,
        });
        notifications.show({ color: 'green', message: MSG.statusUpdated });
      }}
      otherSideMatched={
        connection !== undefined &&
        target !== null &&
        [connection.profile1, connection.profile2].some(
          (side) => side.profile !== target.profile._id && side.status === 'Matched',
        )
      }
      onCloseMatch={async () => {
        if (connection) await closeMatch.mutateAsync(connection._id);
      }}
    />
  );
}
