/**
 * A matchmaker's notes on a profile (issue 15, decision 028): free text only matchmakers write and read.
 * A note never reaches a family; the privacy suite searches every family response for note text.
 */
import { z } from 'zod';
import { unknownFieldMessage } from './profile-messages';

/** The longest note, in characters as a browser's `maxLength` counts them (UTF-16 code units). */
export const NOTE_MAX_LENGTH = 2000;

export const NOTE_MESSAGES = {
  empty: 'Please write a note.',
  tooLong: `Please use at most ${NOTE_MAX_LENGTH} characters.`,
  notFound: 'This note does not exist.',
  dueAtInvalid: 'Please give the reminder a date and time.',
  ownOnly: 'You can only delete your own notes.',
} as const;

/** The note's text: trimmed, 1 to 2000 characters; a blank note is refused like an empty one. */
export const noteTextSchema = z
  .string({ error: NOTE_MESSAGES.empty })
  .trim()
  .min(1, { error: NOTE_MESSAGES.empty })
  .max(NOTE_MAX_LENGTH, { error: NOTE_MESSAGES.tooLong });

/** POST /api/profile/{id}/notes: `{ text }`, nothing else (an unknown key is refused, nothing written). */
export const newNoteSchema = z.strictObject(
  {
    text: noteTextSchema,
    /** "Remind me" (decision 054): when the note comes due, ISO 8601 with its offset; past times are due at once. */
    dueAt: z.iso.datetime({ offset: true, error: NOTE_MESSAGES.dueAtInvalid }).optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? unknownFieldMessage(issue.keys[0] ?? '')
        : issue.code === 'invalid_type'
          ? NOTE_MESSAGES.empty
          : undefined,
  },
);
export type NewNote = z.infer<typeof newNoteSchema>;

/** One note as the API answers it; `author` names the matchmaker (the account's e-mail). */
export const noteSchema = z.object({
  _id: z.number().int(),
  text: z.string(),
  author: z.string(),
  /** The author's display name (decision 054). */
  authorName: z.string().optional(),
  createdAt: z.string(),
  /** A reminder's time, and when it was marked done (decision 054); null for a plain note. */
  dueAt: z.string().nullable().optional(),
  doneAt: z.string().nullable().optional(),
  /** Whether the signed-in matchmaker wrote it (only the author may delete a note). */
  mine: z.boolean(),
});
export type Note = z.infer<typeof noteSchema>;

/** GET /api/profile/{id}/notes: newest first. */
export const noteListSchema = z.array(noteSchema);
