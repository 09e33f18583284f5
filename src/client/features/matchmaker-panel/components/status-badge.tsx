import { optionLabel } from '@client/lib/i18n';
import { Badge, Text } from '@mantine/core';
import type { InactiveReason, ProfileStatus } from '@shared/enums';
import { IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PANEL_MESSAGES } from '../messages';
import { ChangeStatusModal } from './change-status-modal';

const STATUS_COLOURS: Record<ProfileStatus, string> = { Review: 'orange', Active: 'green', InActive: 'gray' };

export interface StatusBadgeProps {
  profileId: number;
  status: ProfileStatus;
  inactiveReason: InactiveReason | null | undefined;
  /** Why, with the reason "Other" (decision 071): shown under the badge. */
  inactiveNote?: string | null;
}

/** The profile's status (and inactive reason); a click opens 'Change Status'. */
export function StatusBadge({ profileId, status, inactiveReason, inactiveNote }: StatusBadgeProps) {
  const { t } = useTranslation('profileView');
  const [opened, setOpened] = useState(false);
  const text = status === 'InActive' && inactiveReason ? `${status}: ${optionLabel(inactiveReason)}` : status;
  return (
    <>
      <Badge
        component="button"
        type="button"
        size="lg"
        color={STATUS_COLOURS[status]}
        rightSection={<IconChevronDown size={14} aria-hidden />}
        onClick={() => setOpened(true)}
        aria-label={`${PANEL_MESSAGES.statusBadgeLabel}: ${text}`}
        data-testid="status-badge"
        style={{ cursor: 'pointer', textTransform: 'none' }}
      >
        {text}
      </Badge>
      {status === 'InActive' && inactiveNote ? (
        <Text size="sm" data-testid="inactive-note" style={{ overflowWrap: 'anywhere' }}>
          {t('inactiveNote.shown', { note: inactiveNote })}
        </Text>
      ) : null}
      <ChangeStatusModal
        profileId={profileId}
        opened={opened}
        onClose={() => setOpened(false)}
        status={status}
        inactiveReason={inactiveReason}
        inactiveNote={inactiveNote}
      />
    </>
  );
}
