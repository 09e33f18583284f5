import { NOTE_MAX_LENGTH } from '@shared/notes';

/** The matchmakers' notes in English (admin screens are English only, issue 7). */
export const NOTES_MESSAGES = {
  title: 'Notes',
  titleCount: (n: number) => `Notes (${n})`,
  newNote: 'New note',
  placeholder: 'Calls, meetings, what the family asked for…',
  privateHint: (length: number) => `Only matchmakers see notes · ${length}/${NOTE_MAX_LENGTH}`,
  add: 'Add note',
  addFailed: 'Failed to add the note. Please try again later.',
  loading: 'Loading notes…',
  loadFailed: 'Failed to load the notes. Please try again later.',
  empty: 'No notes yet.',
  delete: 'Delete',
  deleteLabel: (when: string) => `Delete your note of ${when}`,
  deleteTitle: 'Delete note',
  deleteConfirm: 'Delete this note? It cannot be brought back.',
  deleteYes: 'Yes, delete',
  cancel: 'Cancel',
  deleteFailed: 'Failed to delete the note. Please try again later.',
  /** Reminders (decision 054). */
  remindMe: 'Remind me',
  remindAt: 'Reminder date and time',
  remindHint: 'The note comes back on the dashboard at this time.',
  remindMissing: 'Please choose the reminder’s date and time.',
  reminderDue: (when: string) => `Reminder · ${when}`,
  reminderDone: 'Reminder done',
} as const;
