import { createHash } from 'node:crypto';
import type { ChangeEvent } from '@shared/events';
import type { ProfileView } from '@shared/profile-view';
import type { Viewer } from '../auth/viewer';
import { HttpError } from '../http/errors';
import type { DatabaseEvent } from './bus';

type SignedIn = Exclude<Viewer, { kind: 'anonymous' }>;
type Family = Extract<Viewer, { kind: 'user' }>;

type Deps = {
  /** The family's view of a profile, by the same reach as GET /api/profile/{id}; 404 when it may not open it. */
  view: (viewer: Viewer, id: number) => Promise<ProfileView>;
  /** The profiles a family is connected with (its connections' other sides). */
  connectedWith: (profileId: number) => Promise<number[]>;
};

const digest = (view: ProfileView) => createHash('sha256').update(JSON.stringify(view)).digest('base64');

/**
 * Which events one open stream receives (decision 055). A matchmaker hears of every change. A family hears
 * only of what it may open: its own profile; a connection it is a side of, while it may open the other
 * family's profile; and another family's profile only when the view it would read has changed (a fee or a
 * note of the matchmakers' changes nothing it reads, so it is not told), for the profiles it is connected
 * with. Nothing else reaches it, not even the counts.
 */
export function eventsService(deps: Deps) {
  async function reachable(viewer: Family, id: number): Promise<ProfileView | null> {
    try {
      return await deps.view(viewer, id);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404) return null;
      throw error;
    }
  }

  return {
    /** The filter of one stream: each database event answers the event to send, or null. */
    async filterFor(viewer: SignedIn) {
      if (viewer.kind === 'admin')
        return async (event: DatabaseEvent): Promise<ChangeEvent | null> =>
          event.id === undefined ? { type: event.type } : { type: event.type, id: event.id };

      const own = viewer.profileId;
      // What the family reads of each profile it is connected with, to tell a change it can see from others.
      const seen = new Map<number, string>();
      const look = async (id: number) => {
        const view = await reachable(viewer, id);
        if (view) seen.set(id, digest(view));
        else seen.delete(id);
        return view;
      };
      for (const id of await deps.connectedWith(own)) await look(id);

      return async (event: DatabaseEvent): Promise<ChangeEvent | null> => {
        if (event.type === 'resync') return { type: 'resync' };
        if (event.type === 'counts' || event.id === undefined || event.matchmakers) return null;
        if (event.type === 'profile') {
          if (event.id === own) return { type: 'profile', id: own };
          const before = seen.get(event.id);
          if (before === undefined) return null;
          const view = await look(event.id);
          return view && seen.get(event.id) !== before ? { type: 'profile', id: event.id } : null;
        }
        const [a, b] = event.profiles ?? [];
        if (a !== own && b !== own) return null;
        const other = a === own ? b : a;
        if (other === undefined) return null;
        // The connection may have brought the other profile within reach, or changed what the family reads.
        const view = await look(other);
        return view ? { type: 'connection', id: event.id } : null;
      };
    },
  };
}
export type EventsService = ReturnType<typeof eventsService>;
