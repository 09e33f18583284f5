import { REMINDER_MESSAGES, type Reminder, type ReminderAssigned } from '@shared/reminders';
import type { Viewer } from '../auth/viewer';
import type { HistoryRepository } from '../history/repository';
import { httpError } from '../http/errors';
import type { RemindersRepository } from './repository';

type Admin = Extract<Viewer, { kind: 'admin' }>;
type Deps = { reminders: RemindersRepository; history: HistoryRepository };

/**
 * Reminders (issue 27, decision 054): notes with a time. Every matchmaker sees the team's reminders, her own
 * first; any matchmaker may mark one done or snooze it (a colleague covering a day off), and the profile's
 * history says who did, by the note's id only (as for notes, the text stays out of the history).
 */
export function remindersService(deps: Deps) {
  const entry = (profileId: number, field: string, noteId: number, to: string | null) => ({
    entity: 'profile' as const,
    entityId: profileId,
    field,
    fromValue: String(noteId),
    toValue: to,
  });

  return {
    async list(viewer: Admin, dueOnly: boolean): Promise<Reminder[]> {
      const rows = await deps.reminders.list(viewer.accountId, dueOnly);
      return rows.map((row) => ({
        _id: row.id,
        text: row.text,
        dueAt: (row.dueAt as Date).toISOString(),
        profileId: row.profileId,
        profileName: row.profileName,
        matchmakerId: row.matchmakerId,
        matchmakerName: row.matchmakerName,
        mine: row.matchmakerId === viewer.accountId,
      }));
    },

    async done(viewer: Admin, id: number): Promise<void> {
      const reminder = await deps.reminders.findOpen(id);
      if (!reminder) throw httpError(404, REMINDER_MESSAGES.notFound);
      await deps.reminders.markDone(id);
      await deps.history.record(viewer, [entry(reminder.profileId, 'reminderDone', id, null)]);
    },

    /**
     * Gives the reminder to another active matchmaker (decision 066): it is hers from now on, first in her
     * list. The history keeps both matchmakers by account id (the timeline names them); the same matchmaker
     * again changes nothing.
     */
    async assign(viewer: Admin, id: number, assignedTo: number): Promise<ReminderAssigned> {
      const reminder = await deps.reminders.findOpen(id);
      if (!reminder) throw httpError(404, REMINDER_MESSAGES.notFound);
      const matchmaker = await deps.reminders.activeMatchmaker(assignedTo);
      if (!matchmaker) throw httpError(400, REMINDER_MESSAGES.assigneeInvalid);
      if (reminder.matchmakerId !== assignedTo) {
        await deps.reminders.assign(id, assignedTo);
        await deps.history.record(viewer, [
          {
            entity: 'profile',
            entityId: reminder.profileId,
            field: 'reminderAssigned',
            fromValue: String(reminder.matchmakerId),
            toValue: String(assignedTo),
          },
        ]);
      }
      return { _id: id, matchmakerId: matchmaker.id, matchmakerName: matchmaker.name };
    },

    async snooze(viewer: Admin, id: number, days: number) {
      const reminder = await deps.reminders.findOpen(id);
      if (!reminder) throw httpError(404, REMINDER_MESSAGES.notFound);
      const snoozed = await deps.reminders.snooze(id, days);
      const dueAt = (snoozed.dueAt as Date).toISOString();
      await deps.history.record(viewer, [entry(reminder.profileId, 'reminderSnoozed', id, dueAt)]);
      return { _id: id, dueAt };
    },
  };
}
export type RemindersService = ReturnType<typeof remindersService>;
