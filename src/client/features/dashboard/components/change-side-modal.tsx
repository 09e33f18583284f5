import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { isSideStatus, SIDE_STATUSES } from '@shared/connection-status';
import { type FormEvent, useState } from 'react';
import { useChangeSide } from '../api/pending-connections';
import { DASHBOARD_MESSAGES as MSG } from '../messages';
import { profileLabel, statusErrorMessage } from '../utils/connection';
import type { SideTarget } from './pair-card';

/** 'Change Status' of one side of a connection (SPEC §2 Modals, §4: an admin may set any value). */
export function ChangeSideModal({ target, onClose }: { target: SideTarget | null; onClose: () => void }) {
  // The side stays shown while the dialog fades out, and is forgotten once it has.
  const [shown, setShown] = useState<SideTarget | null>(null);
  if (target && target !== shown) setShown(target);
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      onExitTransitionEnd={() => setShown(null)}
      title={MSG.changeStatusTitle}
      centered
      closeButtonProps={{ 'aria-label': MSG.close }}
    >
      {/* Mounted afresh for every side, so the form starts from the status shown on the dashboard. */}
      {shown ? (
        <SideForm key={`${shown.connection._id}-${shown.profile._id}`} target={shown} onDone={onClose} />
      ) : null}
    </Modal>
  );
}

function SideForm({ target, onDone }: { target: SideTarget; onDone: () => void }) {
  const [status, setStatus] = useState<string | null>(target.side.status);
  const mutation = useChangeSide();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isSideStatus(status)) return;
    if (status === target.side.status) {
      onDone();
      return;
    }
    mutation.mutate(
      {
        connection: target.connection,
        profileId: target.profile._id,
        status,
        expectedStatus: target.side.status,
      },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: MSG.statusUpdated });
          onDone();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          {MSG.changeStatusIntro(profileLabel(target.profile), profileLabel(target.other))}
        </Text>
        <Select
          label={MSG.statusLabel}
          data={SIDE_STATUSES}
          value={status}
          onChange={(value) => {
            setStatus(value);
            mutation.reset();
          }}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          data-autofocus
        />
        {mutation.isError ? (
          <Alert color="red" role="alert">
            {statusErrorMessage(mutation.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {MSG.cancel}
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {MSG.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
