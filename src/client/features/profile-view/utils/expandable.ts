/** When and where long text collapses (SPEC §2 "Other widgets", §9). */

import { EXPANDABLE_TEXT_LIMIT, EXPANDABLE_TEXT_MIN_HIDDEN } from '@shared/constants';

export interface Collapsed {
  /** The text shown while collapsed (without the ellipsis), or the whole text when it does not collapse. */
  readonly visible: string;
  readonly collapses: boolean;
}

/** Collapses beyond `limit` characters, but only when at least `minHidden` characters would be hidden. */
export function collapseText(
  text: string,
  limit: number = EXPANDABLE_TEXT_LIMIT,
  minHidden: number = EXPANDABLE_TEXT_MIN_HIDDEN,
): Collapsed {
  // Count characters as people see them (an emoji or an Urdu letter with marks is one), not UTF-16 units.
  const chars = Array.from(text);
  if (chars.length - limit < minHidden) return { visible: text, collapses: false };
  return { visible: chars.slice(0, limit).join('').trimEnd(), collapses: true };
}
