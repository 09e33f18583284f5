import type { Connection, ProfileView } from '@shared/profile-view';
import { type ComponentType, createContext, useContext } from 'react';

/**
 * The parts of the matchmaker panel that are other features' (issue 26): Send Profile and a profile's
 * connections (`connections`), the partner requirements (`partner-requirements`). Features do not import each
 * other: app/routes/profile-view-page.tsx fills these slots, as it does AdminPanelSections.
 */
export interface PanelSlots {
  /** Send Profile, among the panel's actions. */
  readonly SendProfile: ComponentType<{ profileId: number; connections: readonly Connection[] }>;
  /** The partner requirements (AI Filters); the panel keys it by the profile's id. */
  readonly Requirements: ComponentType<{ profile: ProfileView }>;
  /** The profile's connections, with their sides and histories. */
  readonly Connections: ComponentType<{ profileId: number; connections: readonly Connection[] }>;
}

const NOTHING = () => null;
const EMPTY: PanelSlots = { SendProfile: NOTHING, Requirements: NOTHING, Connections: NOTHING };

export const PanelSlots = createContext<PanelSlots>(EMPTY);

export const usePanelSlots = () => useContext(PanelSlots);
