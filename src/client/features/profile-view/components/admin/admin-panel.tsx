import { Divider, Group, Paper, Stack } from '@mantine/core';
import type { Connection, ProfileView } from '@shared/profile-view';
import { AdminActions } from './admin-actions';
import { AiFiltersPanel } from './ai-filters-panel';
import { ContactCards } from './contact-cards';
import { CopyProfileButton } from './copy-profile-button';
import { FeeParts, PaidFeeBadge } from './fee-badges';
import { LoginLink } from './login-link';
import { ProfileConnections } from './profile-connections';
import { StatusBadge } from './status-badge';

/** The badges of status and fees, shown under the title for matchmakers. */
export function AdminBadges({ profile }: { profile: ProfileView }) {
  return (
    <Stack gap="xs">
      <Group gap="xs">
        {profile.status ? (
          <StatusBadge
            profileId={profile._id}
            status={profile.status}
            inactiveReason={profile.inactiveReason}
          />
        ) : null}
        <PaidFeeBadge profile={profile} />
      </Group>
      <FeeParts profile={profile} />
    </Stack>
  );
}

/** Everything else only a matchmaker sees (SPEC §2 "Profile view", §6 Admin). */
export function AdminPanel({
  profile,
  connections,
}: {
  profile: ProfileView;
  connections: readonly Connection[];
}) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} bg="var(--mantine-color-gray-0)">
      <Stack gap="md">
        <AdminActions profile={profile} connections={connections} />
        {profile.loginLink ? <LoginLink link={profile.loginLink} profileId={profile._id} /> : null}
        <Group gap="xs">
          <CopyProfileButton profile={profile} />
          <ContactCards
            profileId={profile._id}
            phoneNo={profile.phoneNo}
            familyPhoneNo={profile.familyPhoneNo}
          />
        </Group>
        <Divider />
        <AiFiltersPanel key={profile._id} profile={profile} />
        <Divider />
        <ProfileConnections profileId={profile._id} connections={connections} />
      </Stack>
    </Paper>
  );
}
