import { NOTE_MESSAGES, type Note } from '@shared/notes';
import type { Viewer } from '../auth/viewer';
import type { HistoryRepository } from '../history/repository';
import { httpError } from '../http/errors';
import { PROFILE_NOT_FOUND } from '../privacy/reach';
import type { NotesRepository } from './repository';

type Admin = Extract<Viewer, { kind: 'admin' }>;
type Deps = { notes: NotesRepository; history: HistoryRepository };

/**
 * A matchmaker's notes on a profile (issue 15, decision 028). Only matchmakers reach this service (the
 * routes refuse everyone else); a matchmaker deletes only the notes she or he wrote. Adding and deleting a
 * note are written to the profile's history by the note's id only: the text stays out of the append-only
 * history, so a deleted note is gone.
 */
export function notesService(deps: Deps) {
  const noteHistory = (profileId: number, field: 'noteAdded' | 'noteDeleted', noteId: number) => ({
    entity: 'profile' as const,
    entityId: profileId,
    field,
    fromValue: field === 'noteDeleted' ? String(noteId) : null,
    toValue: field === 'noteAdded' ? String(noteId) : null,
  });

  const notesOf = async (viewer: Admin, profileId: number, noteId?: number): Promise<Note[]> =>
    (await deps.notes.listForProfile(profileId, noteId)).map((row) => ({
      _id: row.id,
      text: row.text,
      author: row.authorEmail,
      authorName: row.authorName,
      createdAt: row.createdAt.toISOString(),
      dueAt: row.dueAt?.toISOString() ?? null,
      doneAt: row.doneAt?.toISOString() ?? null,
      mine: row.accountId === viewer.accountId,
    }));

  return {
    async list(viewer: Admin, profileId: number): Promise<Note[]> {
      if (!(await deps.notes.profileExists(profileId))) throw httpError(404, PROFILE_NOT_FOUND);
      return notesOf(viewer, profileId);
    },

    async add(viewer: Admin, profileId: number, text: string, dueAt?: string): Promise<Note> {
      const created = await deps.notes.insert(profileId, viewer.accountId, text, dueAt ?? null);
      if (!created) throw httpError(404, PROFILE_NOT_FOUND);
      await deps.history.record(viewer, [noteHistory(profileId, 'noteAdded', created.id)]);
      const [note] = await notesOf(viewer, profileId, created.id);
      if (!note) throw httpError(404, NOTE_MESSAGES.notFound);
      return note;
    },

    async remove(viewer: Admin, profileId: number, noteId: number): Promise<void> {
      if (!(await deps.notes.profileExists(profileId))) throw httpError(404, PROFILE_NOT_FOUND);
      const note = await deps.notes.findOne(profileId, noteId);
      if (!note) throw httpError(404, NOTE_MESSAGES.notFound);
      if (note.accountId !== viewer.accountId) throw httpError(403, NOTE_MESSAGES.ownOnly);
      if (!(await deps.notes.deleteById(noteId))) throw httpError(404, NOTE_MESSAGES.notFound);
      await deps.history.record(viewer, [noteHistory(profileId, 'noteDeleted', noteId)]);
    },
  };
}
export type NotesService = ReturnType<typeof notesService>;
