import type { ProfileStatus } from '@shared/enums';
import { type ComponentType, createContext, useContext } from 'react';

/**
 * What `app/` may add to the matchmakers' list without the list knowing the feature behind it (issue 15:
 * bulk work lives in a feature of its own; features do not import each other). Families never see slots.
 */
export interface ProfileListSlots {
  /** Drawn on each matchmaker's card, beside the name (a selection checkbox). */
  CardControl?: ComponentType<{ profileId: number; name: string }>;
  /**
   * Drawn above the cards for matchmakers, given the profiles on this page in order and the version each card
   * shows (a bulk change names them as its base, decision 066).
   */
  Toolbar?: ComponentType<{
    profileIds: readonly number[];
    versions: Readonly<Record<number, number>>;
    status: ProfileStatus | 'All';
  }>;
}

export const ProfileListSlotsContext = createContext<ProfileListSlots>({});

export function useProfileListSlots(): ProfileListSlots {
  return useContext(ProfileListSlotsContext);
}
