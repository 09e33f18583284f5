import { COLUMN_FIELD_KEYS } from '@shared/profile-fields';
import { CARD_FIELDS } from '@shared/profile-list';
import { VERIFICATION_COLUMNS } from '@shared/verifications';
import type { ProfileRow } from '../db/schema';

/**
 * The columns a family's card of another profile is built from (issue 31, decision 093). A family's match page
 * read each of its 54 profiles whole (~90 columns) to send a card of a few: on the embedded database most of
 * the page's time went into turning those values into rows. A card of another profile carries none of its
 * owner's or matchmakers' fields, so it is cut from the card's own fields and what the rules that build it
 * read: who may be named and pictured, the checks, and the match reasons as a family's score reads them.
 * tests/api/family-card-columns.test.ts holds every family's answer equal to the one built from whole rows.
 */
export const FAMILY_CARD_COLUMNS = [
  'id',
  // The card's fields of the table of profile fields (src/shared/profile-fields.ts).
  ...COLUMN_FIELD_KEYS.filter((key) => key in CARD_FIELDS),
  // The name rule and the pictures (privacy/profile-visibility.ts): her gender (a card's field) and picture
  // setting; her father's name is hidden from the free text with hers.
  'restrictPhotosVisibility',
  'fatherName',
  // The checks every viewer sees.
  ...Object.values(VERIFICATION_COLUMNS),
  // The match reasons, from the side a family's score reads (decision 047).
  'shownCaste',
  'shownHomeTown',
  'shownNativeLanguage',
  'religion',
  'children',
  'residenceType',
] as const satisfies readonly (keyof ProfileRow)[];

export type FamilyCardRow = Pick<ProfileRow, (typeof FAMILY_CARD_COLUMNS)[number]>;

/**
 * A family's card rows where the rules take whole profile rows: the columns they were not read with are absent,
 * and no rule that builds a family's card of another profile reads them. The test above proves the answers
 * equal, and reads the rows through a guard that fails on any read of an absent column, so a rule that came to
 * read one fails there even where its random profiles would not have made the answers differ.
 */
export const asProfileRows = <Row extends FamilyCardRow>(rows: Row[]) =>
  rows as (Row & Omit<ProfileRow, keyof FamilyCardRow>)[];
