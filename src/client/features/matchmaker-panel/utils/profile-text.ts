/** The whole profile as plain text, for the matchmaker's 'Copy Profile' (SPEC §2, §8). */

import { presentText } from '@client/lib/profile-text/format';
import { profileSections } from '@client/lib/profile-text/profile-fields';
import { englishViewText, type ViewText } from '@client/lib/profile-text/view-text';
import { FREE_TEXT_FIELDS, leaveOutNames } from '@shared/free-text';
import type { ProfileView } from '@shared/profile-view';

/**
 * The profile as a family may receive it (issue 14): a woman's name and father's name left out, of the
 * fields and of the sentences of the free text (issue 29: never "[hidden] is a BDS graduate"), contacts
 * (phones, e-mail, links, handles) hidden in every free-text field.
 */
export function familySafeProfile(profile: ProfileView): ProfileView {
  const woman = profile.gender === 'Female';
  const names = woman ? [profile.name, profile.fatherName] : null;
  const safe: ProfileView = { ...profile };
  if (woman) {
    safe.name = undefined;
    safe.fatherName = undefined;
  }
  const fields = safe as Record<string, unknown>;
  const clean = leaveOutNames(names);
  for (const field of FREE_TEXT_FIELDS) fields[field] = clean(profile[field]);
  return safe;
}

/**
 * Heading line, then each section with 'Label: value' lines. In English whatever the page's language (a
 * matchmaker's tool). `audience: 'families'` (Copy Profile) is the text made to be pasted into chats with
 * other families: what `familySafeProfile` keeps, and no contact details (contacts travel as vCards).
 * `audience: 'matchmakers'` is everything, contacts included, for the matchmakers' own use.
 */
export function profileText(
  profile: ProfileView,
  text: ViewText = englishViewText(),
  audience: 'families' | 'matchmakers' = 'families',
): string {
  const shown = audience === 'families' ? familySafeProfile(profile) : profile;
  const heading = [text.t('profileNumber', { id: shown._id }), presentText(shown.name)]
    .filter(Boolean)
    .join(' – ');
  const blocks = [heading];
  for (const section of profileSections(shown, text)) {
    const lines = section.fields
      .filter((field) => audience === 'matchmakers' || !field.contact)
      .map((field) => `${field.label}: ${field.detail ? `${field.value} (${field.detail})` : field.value}`);
    if (lines.length > 0) blocks.push([section.title, ...lines].join('\n'));
  }
  return blocks.join('\n\n');
}

export interface ClipboardLike {
  writeText(text: string): Promise<void>;
}

/** Copies text; on failure logs exactly 'Failed to copy profile' and answers false (SPEC §8). */
export async function copyProfileText(
  text: string,
  clipboard: ClipboardLike | undefined = globalThis.navigator?.clipboard,
): Promise<boolean> {
  try {
    if (!clipboard) throw new Error('Clipboard is not available');
    await clipboard.writeText(text);
    return true;
  } catch {
    console.error('Failed to copy profile');
    return false;
  }
}
