import { Anchor, Group } from '@mantine/core';
import { profileLabel } from '@shared/profile-label';
import type { DashboardProfile } from '@shared/profile-view';
import { IconPhone } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DASHBOARD_MESSAGES as MSG } from '../messages';

/** A profile in one or two lines: "Name · #id · age · city" (to its page), then the phone (to call). */
export function ProfileSummary({ profile }: { profile: DashboardProfile }) {
  return (
    <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
      <Anchor component={Link} to={`/profile/${profile._id}`} fw={700}>
        {profileLabel(profile)}
      </Anchor>
      {profile.phoneNo ? (
        <Group gap="md" wrap="wrap">
          <Anchor
            href={`tel:${profile.phoneNo.replace(/[^\d+]/g, '')}`}
            size="sm"
            aria-label={MSG.phoneLabel(profile.name?.trim() || `#${profile._id}`)}
          >
            <Group gap={4} wrap="nowrap" component="span">
              <IconPhone size={14} aria-hidden />
              <span dir="ltr">{profile.phoneNo}</span>
            </Group>
          </Anchor>
        </Group>
      ) : null}
    </div>
  );
}
