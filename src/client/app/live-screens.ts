import { basicAuthorization } from '@client/lib/base64';
import { queryKeys } from '@client/lib/query-keys';
import { getSession, subscribeSession } from '@client/lib/session';
import type { ChangeEvent } from '@shared/events';
import { invalidateAllQueries, invalidateQueryKeys } from './query-registry';

/**
 * Screens that stay true (issue 27, decision 055): each event names what changed, and the answers that show
 * it are fetched again (only those on screen are refetched at once; the rest when next shown).
 */
export function keysOf(event: ChangeEvent): (readonly unknown[])[] {
  switch (event.type) {
    case 'profile':
      return event.id === undefined
        ? [queryKeys.allProfiles, queryKeys.profiles]
        : [
            queryKeys.profile(event.id),
            queryKeys.profiles,
            queryKeys.pendingConnections,
            queryKeys.connections,
            queryKeys.profileHistory(event.id),
            queryKeys.profileNotes(event.id),
          ];
    case 'connection':
      // A side's change may show or hide a family's name and pictures on any profile that names it.
      return [queryKeys.connections, queryKeys.allProfiles, queryKeys.profiles, queryKeys.pendingConnections];
    case 'counts':
      return [queryKeys.adminCounts];
    default:
      return [];
  }
}

/** Follows the events while someone is signed in, again for each new sign-in. */
export function startLiveScreens(): () => void {
  let identity = '';
  let stop: (() => void) | null = null;
  const follow = () => {
    const { signedIn, username, token } = getSession();
    const next = signedIn && username && token ? `${username}:${token}` : '';
    if (next === identity) return;
    identity = next;
    stop?.();
    stop = null;
    if (!next) return;
    // The stream's code loads with the first sign-in, not with the first bundle every visitor downloads.
    let stopped = false;
    let stopFollowing: (() => void) | null = null;
    stop = () => {
      stopped = true;
      stopFollowing?.();
    };
    void import('@client/lib/live-events').then(({ followEvents }) => {
      if (stopped) return;
      stopFollowing = followEvents({
        authorization: () => {
          const session = getSession();
          return session.signedIn && session.username && session.token
            ? basicAuthorization(session.username, session.token)
            : null;
        },
        onEvent: (event) => {
          if (event.type === 'resync') invalidateAllQueries();
          else invalidateQueryKeys(keysOf(event));
        },
        // Reopened after a drop: whatever changed meanwhile is fetched again.
        onOpen: (reconnected) => {
          if (reconnected) invalidateAllQueries();
        },
      });
    });
  };
  follow();
  const unsubscribe = subscribeSession(follow);
  return () => {
    unsubscribe();
    stop?.();
  };
}
