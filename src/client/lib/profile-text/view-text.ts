/** The words of the profile view in one language, for the pure helpers of this folder. */

import { i18n, optionLabel } from '@client/lib/i18n';
import type { TFunction } from 'i18next';

/** `t` of the `profileView` namespace (useTranslation('profileView'), or i18n.getFixedT for one language). */
export type ViewT = TFunction<'profileView'>;

export interface ViewText {
  readonly t: ViewT;
  /** The label of a closed-list value (`Single`, `Un Employed`); `english` is its English label. */
  readonly option: (value: string, english?: string) => string;
}

/** The language the family reads now (optionLabel follows it); components pass their own `t`. */
export function viewText(t: ViewT): ViewText {
  return { t, option: optionLabel };
}

/**
 * English whatever the page's language: the matchmaker's copied profile is pasted into chats with other
 * families in English. English is the fallback language, so its catalog is loaded with the view's route.
 */
export function englishViewText(): ViewText {
  return { t: i18n.getFixedT('en', 'profileView'), option: (value, english = value) => english };
}

/** A held field's label in the view's words (other job type reads as the job type it describes). */
export const heldFieldKey = (field: string) => `fields.${field === 'otherJobType' ? 'jobType' : field}`;
