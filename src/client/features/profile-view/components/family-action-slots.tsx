import { Group } from '@mantine/core';
import type { ProfileView } from '@shared/profile-view';
import { type ComponentType, createContext, Suspense, useContext } from 'react';

/**
 * A family's actions of other features on someone else's profile (issue 18: Report), shown under the
 * Interested / Not Interested answer. Features do not import each other: app/ composes them into this
 * context (app/routes/profile-view-page.tsx), as it does the matchmakers' AdminPanelSections.
 */
export type FamilyActionSlot = ComponentType<{ profile: ProfileView }>;
export const FamilyActionSlots = createContext<readonly FamilyActionSlot[]>([]);

/** The composed actions, each appearing when its code has loaded; nothing when none is composed. */
export function FamilyActions({ profile }: { profile: ProfileView }) {
  const slots = useContext(FamilyActionSlots);
  if (slots.length === 0) return null;
  return (
    <Group gap="xs" justify="flex-end" data-testid="family-actions">
      {slots.map((Slot, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, composed once in app/
        <Suspense key={i} fallback={null}>
          <Slot profile={profile} />
        </Suspense>
      ))}
    </Group>
  );
}
