import { Badge } from '@mantine/core';
import type { InactiveReason, ProfileStatus } from '@shared/enums';
import { IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import { VIEW_MESSAGES } from '../../messages';
import { ChangeStatusModal } from './change-status-modal';

const STATUS_COLOURS: Record<ProfileStatus, string> = { Review: 'orange', Active: 'green', InActive: 'gray' };

export interface StatusBadgeProps {
  profileId: number;
  status: ProfileStatus;
  inactiveReason: InactiveReason | null | undefined;
}

/** The profile's status (and inactive reason); a click opens 'Change Status'. */
export function StatusBadge({ profileId, status, inactiveReason }: StatusBadgeProps) {
  const [opened, setOpened] = useState(false);
  const text = status === 'InActive' && inactiveReason ? `${status}: ${inactiveReason}` : status;
  return (
    <>
      <Badge
        component="button"
        type="button"
        size="lg"
        color={STATUS_COLOURS[status]}
        rightSection={<IconChevronDown size={14} aria-hidden />}
        onClick={() => setOpened(true)}
        aria-label={`${VIEW_MESSAGES.statusBadgeLabel}: ${text}`}
        data-testid="status-badge"
        style={{ cursor: 'pointer', textTransform: 'none' }}
      >
        {text}
      </Badge>
      <ChangeStatusModal
        profileId={profileId}
        opened={opened}
        onClose={() => setOpened(false)}
        status={status}
        inactiveReason={inactiveReason}
      />
    </>
  );
}
