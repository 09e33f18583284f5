import type { ProfileResponse } from '@shared/profile-view';
import { type ComponentType, createContext, useContext } from 'react';

/** One of the matchmakers' parts of a profile's page, drawn from the profile's answer. */
export type MatchmakerPart = ComponentType<{ data: ProfileResponse }>;

/**
 * The matchmakers' parts of a profile's page (issue 26), which are the matchmaker panel's feature. Features do
 * not import each other: app/routes/profile-view-page.tsx fills these, as it does FamilyActionSlots. Without
 * them (a family's pages) a matchmaker's part is nothing.
 */
export interface MatchmakerParts {
  /** Under the title: the badges, open reports, the family's edits and the edits to review. */
  readonly Top: MatchmakerPart;
  /** Reviewing a new profile (decision 069): the badges, Approve and next, open reports. */
  readonly Review: MatchmakerPart;
  /** Reviewing a new profile: the family's edits, the edits to review and the panel, beside the details. */
  readonly Tools: MatchmakerPart;
  /** The panel of tools, after the pictures. */
  readonly Panel: MatchmakerPart;
}

const NOTHING = () => null;
const EMPTY: MatchmakerParts = { Top: NOTHING, Review: NOTHING, Tools: NOTHING, Panel: NOTHING };

export const MatchmakerParts = createContext<MatchmakerParts>(EMPTY);

export const useMatchmakerParts = () => useContext(MatchmakerParts);
