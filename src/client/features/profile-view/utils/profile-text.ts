/** The whole profile as plain text, for the matchmaker's 'Copy Profile' (SPEC §2, §8). */

import type { ProfileView } from '@shared/profile-view';
import { presentText } from './format';
import { profileSections } from './profile-fields';
import { englishViewText, type ViewText } from './view-text';

/**
 * Heading line, then each section with 'Label: value' lines. Contact details (phones, e-mail, address)
 * are left out: the text is made to be pasted into chats with other families; contacts travel as vCards.
 * In English whatever the page's language (a matchmaker's tool).
 */
export function profileText(profile: ProfileView, text: ViewText = englishViewText()): string {
  const heading = [text.t('profileNumber', { id: profile._id }), presentText(profile.name)]
    .filter(Boolean)
    .join(' – ');
  const blocks = [heading];
  for (const section of profileSections(profile, text)) {
    const lines = section.fields
      .filter((field) => !field.contact)
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
