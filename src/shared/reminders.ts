/**
 * Reminders (issue 27, decision 054): a note with a time. `GET /api/reminders?due=true` lists the due ones,
 * the signed-in matchmaker's first; Done and Snooze (1 day, 1 week) act on one.
 */
import { z } from 'zod';
import { bodyIdSchema } from './ids';
import { unknownFieldMessage } from './profile-messages';

export const SNOOZE_DAYS = [1, 7] as const;

export const REMINDER_MESSAGES = {
  notFound: 'This reminder does not exist or is already done.',
  snoozeDays: 'Please snooze for 1 day or 1 week.',
  dueInvalid: 'Please choose yes or no',
  /** Decision 066: a reminder goes to another matchmaker of the team, never to nobody. */
  assigneeInvalid: 'Please choose an active matchmaker.',
} as const;

export const reminderQuerySchema = z.object({
  /** true: only the reminders whose time has come; otherwise every open reminder. */
  due: z.enum(['true', 'false'], { error: REMINDER_MESSAGES.dueInvalid }).optional(),
});

export const snoozeSchema = z.strictObject(
  {
    days: z.union(
      SNOOZE_DAYS.map((d) => z.literal(d)),
      { error: REMINDER_MESSAGES.snoozeDays },
    ),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? unknownFieldMessage(issue.keys[0] ?? '')
        : issue.code === 'invalid_type'
          ? REMINDER_MESSAGES.snoozeDays
          : undefined,
  },
);

export const reminderSchema = z.object({
  /** The note's id. */
  _id: z.number().int(),
  text: z.string(),
  dueAt: z.string(),
  profileId: z.number().int(),
  profileName: z.string().nullable(),
  /** Whose reminder it is (its author unless reassigned). */
  matchmakerId: z.number().int(),
  matchmakerName: z.string(),
  mine: z.boolean(),
});
export type Reminder = z.infer<typeof reminderSchema>;
export const reminderListSchema = z.array(reminderSchema);

export const snoozedSchema = z.object({ _id: z.number().int(), dueAt: z.string() });

/**
 * `PATCH /api/reminders/{id}` `{ assignedTo }` (decision 066): the reminder becomes another active matchmaker's
 * (its author's unless reassigned, decision 054).
 */
export const reminderAssignSchema = z.strictObject(
  { assignedTo: bodyIdSchema(REMINDER_MESSAGES.assigneeInvalid) },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? unknownFieldMessage(issue.keys[0] ?? '')
        : REMINDER_MESSAGES.assigneeInvalid,
  },
);
export type ReminderAssign = z.output<typeof reminderAssignSchema>;

export const reminderAssignedSchema = z.object({
  _id: z.number().int(),
  matchmakerId: z.number().int(),
  matchmakerName: z.string(),
});
export type ReminderAssigned = z.infer<typeof reminderAssignedSchema>;
