import { describe, expect, it } from 'vitest';
import en from './en';
import { PRIVACY_NOTES_URDU } from './privacy-note-ur';
import ur from './ur';

/** Every key path of a catalog, e.g. 'fields.age'. */
function keys(catalog: unknown, prefix = ''): string[] {
  if (typeof catalog !== 'object' || catalog === null) return [prefix];
  return Object.entries(catalog).flatMap(([key, value]) => keys(value, prefix ? `${prefix}.${key}` : key));
}

/** The `{{name}}` placeholders of a text. */
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('profileView catalogs', () => {
  it('has every English key in Urdu, and no other', () => {
    expect(keys(ur).sort()).toEqual(keys(en).sort());
  });

  it('keeps the placeholders of every English text', () => {
    const read = (catalog: unknown, path: string) =>
      path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], catalog);
    // Connection messages are keyed by their English text (which holds dots): compared by their own keys.
    for (const path of keys(en).filter((p) => !p.startsWith('connectionMessages.'))) {
      expect(placeholders(read(ur, path) as string), path).toEqual(placeholders(read(en, path) as string));
    }
  });

  it('says the privacy notes in Urdu with the lines the English page shows under the English ones', () => {
    expect(ur.privacyNotes).toEqual(PRIVACY_NOTES_URDU);
  });
});
