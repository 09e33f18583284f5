/** The matchmakers' possible-duplicates warning in English (admin screens are English only, decision 017). */
export const DUPLICATES_MESSAGES = {
  title: (n: number) => (n === 1 ? 'Possible duplicate' : `Possible duplicates (${n})`),
  noneLeft: 'No possible duplicates left',
  hint: 'These profiles share a phone number with this one, or its name, father’s name and city. Families are not told.',
  notDuplicate: 'Not a duplicate',
  notDuplicateOf: (label: string) => `Not a duplicate: ${label}`,
  dismissed: (label: string) => `Marked not a duplicate: ${label}`,
  undo: 'Undo',
  undoFor: (label: string) => `Undo “Not a duplicate” for ${label}`,
  failed: 'Failed to save. Please try again later.',
} as const;
