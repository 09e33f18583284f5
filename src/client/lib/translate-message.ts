/**
 * Messages that arrive in English (the shared schema's validation messages, the server's answers) are
 * translated where they are shown, by looking the English text up in the current language's catalog of
 * natural-language keys (catalogs/messages-ur.ts). Whatever is not found is shown in English, as it came.
 */

/** A catalog lookup: the translation of a key, or undefined. */
export type MessageLookup = (key: string) => string | undefined;

interface MessagePattern {
  /** Matches the English message; the groups are the values put into the template. */
  pattern: RegExp;
  /** The catalog key, with `{{name}}` where the message carries a value. */
  key: string;
  names: readonly string[];
}

/** Messages built with a value (src/shared/profile-messages.ts `tooLongMessage`). */
const PATTERNS: readonly MessagePattern[] = [
  {
    pattern: /^Please enter at most (\d+) characters$/,
    key: 'Please enter at most {{max}} characters',
    names: ['max'],
  },
];

function fill(template: string, names: readonly string[], values: readonly (string | undefined)[]): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const index = names.indexOf(name);
    return index >= 0 ? (values[index] ?? '') : whole;
  });
}

/** The message in the catalog's language: exact key, then a known pattern, else the English message. */
export function translateMessage(message: string, lookup: MessageLookup): string {
  const text = message.trim();
  if (!text) return message;
  const exact = lookup(text);
  if (exact) return exact;
  for (const { pattern, key, names } of PATTERNS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const template = lookup(key);
    if (template) return fill(template, names, match.slice(1));
  }
  return message;
}

/** A lookup in a plain record (the catalogs, and tests). */
export function recordLookup(catalog: Readonly<Record<string, string>> | undefined): MessageLookup {
  return (key) => (catalog && Object.hasOwn(catalog, key) ? catalog[key] : undefined);
}
