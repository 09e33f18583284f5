import { Anchor, Group, Text } from '@mantine/core';
import type { ProfileView } from '@shared/profile-view';
import { IconMapPin, IconPhone } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DASHBOARD_MESSAGES as MSG } from '../messages';

/** A profile in one or two lines: id (to its page), name, phone (to call) and city. */
export function ProfileSummary({ profile }: { profile: ProfileView }) {
  const name = profile.name?.trim();
  return (
    <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
      <Group gap={6} wrap="wrap">
        <Anchor component={Link} to={`/profile/${profile._id}`} fw={700}>
          {MSG.profileNumber(profile._id)}
        </Anchor>
        <Text fw={600} c={name ? undefined : 'dimmed'}>
          {name || MSG.noName}
        </Text>
      </Group>
      <Group gap="md" wrap="wrap">
        {profile.phoneNo ? (
          <Anchor
            href={`tel:${profile.phoneNo.replace(/[^\d+]/g, '')}`}
            size="sm"
            aria-label={MSG.phoneLabel(name || MSG.profileNumber(profile._id))}
          >
            <Group gap={4} wrap="nowrap" component="span">
              <IconPhone size={14} aria-hidden />
              <span>{profile.phoneNo}</span>
            </Group>
          </Anchor>
        ) : null}
        <Group gap={4} wrap="nowrap">
          <IconMapPin size={14} aria-hidden color="var(--mantine-color-dimmed)" />
          <Text size="sm" c="dimmed">
            {profile.city}
          </Text>
        </Group>
      </Group>
    </div>
  );
}
