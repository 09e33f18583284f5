import { queryKeys } from '@client/lib/query-keys';
import type { ProfileResponse } from '@shared/profile-view';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useSyncExternalStore } from 'react';

/** The newest cached answer about profile `id` (whichever page asked for it), as it changes. */
export function useCachedProfile(id: number): ProfileResponse | undefined {
  const queryClient = useQueryClient();
  const cache = queryClient.getQueryCache();
  const read = () => {
    let newest: { at: number; data: ProfileResponse } | undefined;
    for (const query of cache.findAll({ queryKey: queryKeys.profile(id) })) {
      const data = query.state.data as ProfileResponse | undefined;
      if (!data || typeof data !== 'object' || !('profile' in data)) continue;
      if (!newest || query.state.dataUpdatedAt > newest.at) newest = { at: query.state.dataUpdatedAt, data };
    }
    return newest?.data;
  };
  return useSyncExternalStore((notify) => cache.subscribe(notify), read, read);
}

/** The versions this tab's own saves made, so that only someone else's change is announced. */
const ownVersions = new Set<string>();
export function noteOwnVersion(id: number, version: number | undefined): void {
  if (version !== undefined) ownVersions.add(`${id}:${version}`);
}

/**
 * A dialog's view of its profile while it is open (decision 055): the version its save names (the one it
 * opened with, so that a change made meanwhile refuses the save rather than being undone by it), and who changed
 * the profile since it opened ("Changed by … just now"), null while nobody else did. Another tab of the same
 * matchmaker is someone else here: its change was not made on this screen.
 */
export function useVersionWhileOpen(id: number): {
  version: number | undefined;
  changedBy: string | null;
  /** The profile is no longer at the version opened with (someone else's change, or a refused save's refetch). */
  stale: boolean;
} {
  const current = useCachedProfile(id);
  const opened = useRef(current?.profile.version);
  const version = current?.profile.version;
  const last = current?.lastChange;
  const changedBy =
    version !== undefined &&
    opened.current !== undefined &&
    version !== opened.current &&
    !ownVersions.has(`${id}:${version}`) &&
    last
      ? last.by
      : null;
  const stale = version !== undefined && opened.current !== undefined && version !== opened.current;
  return { version: opened.current ?? version, changedBy, stale };
}
