import { useVersionWhileOpen } from '@client/lib/live-profile';
import { Badge, Divider, Group, Paper, Stack } from '@mantine/core';
import type { Connection, ProfileView } from '@shared/profile-view';
import { IconPhotoOff } from '@tabler/icons-react';
import { type ComponentType, createContext, Suspense, useContext } from 'react';
import { PANEL_MESSAGES } from '../messages';
import { AdminActions } from './admin-actions';
import { ChangedNotice } from './changed-notice';
import { CityNotListedBadge } from './city-not-listed-badge';
import { ContactCards } from './contact-cards';
import { CopyProfileButton } from './copy-profile-button';
import { FeeParts, PaidFeeBadge } from './fee-badges';
import { LoginLink } from './login-link';
import { usePanelSlots } from './panel-slots';
import { StatusBadge } from './status-badge';

/** The badges of status and fees, shown under the title for matchmakers. */
export function AdminBadges({ profile }: { profile: ProfileView }) {
  // Another matchmaker's change while the profile is open (decision 055), from the live events.
  const live = useVersionWhileOpen(profile._id);
  return (
    <Stack gap="xs">
      <ChangedNotice by={live.changedBy} />
      <Group gap="xs">
        {profile.status ? (
          <StatusBadge
            profileId={profile._id}
            status={profile.status}
            inactiveReason={profile.inactiveReason}
            inactiveNote={profile.inactiveNote}
          />
        ) : null}
        <PaidFeeBadge profile={profile} />
        {profile.pausedAt ? (
          <Badge color="gray" variant="filled" data-testid="paused-badge">
            {PANEL_MESSAGES.paused}
          </Badge>
        ) : null}
        {profile.cityNotListed ? <CityNotListedBadge city={profile.city} /> : null}
        {profile.restrictPhotosVisibility ? (
          <Badge color="grape" variant="light" leftSection={<IconPhotoOff size={14} aria-hidden />}>
            {PANEL_MESSAGES.photosRestricted}
          </Badge>
        ) : null}
      </Group>
      <FeeParts profile={profile} />
    </Stack>
  );
}

/**
 * Matchmaker tools of other features (a profile's notes and history, issue 15), shown at the end of the
 * panel. Features do not import each other: app/ composes them into this context (app/routes/).
 */
export type AdminPanelSection = ComponentType<{ profile: ProfileView }>;
export const AdminPanelSections = createContext<readonly AdminPanelSection[]>([]);

/** Everything else only a matchmaker sees (SPEC §2 "Profile view", §6 Admin). */
export function AdminPanel({
  profile,
  connections,
}: {
  profile: ProfileView;
  connections: readonly Connection[];
}) {
  const sections = useContext(AdminPanelSections);
  const { Requirements, Connections } = usePanelSlots();
  return (
    <Paper lang="en" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} bg="var(--mantine-color-gray-0)">
      <Stack gap="md">
        <AdminActions profile={profile} connections={connections} />
        {profile.loginLink ? <LoginLink link={profile.loginLink} profileId={profile._id} /> : null}
        <Group gap="xs">
          <CopyProfileButton profile={profile} />
          <ContactCards
            profileId={profile._id}
            name={profile.name}
            fatherName={profile.fatherName}
            phoneNo={profile.phoneNo}
            familyPhoneNo={profile.familyPhoneNo}
          />
        </Group>
        <Divider />
        <Requirements key={profile._id} profile={profile} />
        <Divider />
        <Connections profileId={profile._id} connections={connections} />
        {sections.map((Section, i) => (
          // Lazily loaded sections (matchmakers only) appear when ready; the panel does not wait for them.
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, composed once in app/
          <Suspense key={i} fallback={null}>
            <Divider />
            <Section profile={profile} />
          </Suspense>
        ))}
      </Stack>
    </Paper>
  );
}
