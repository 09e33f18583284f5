/**
 * The data cache once loaded (queries.tsx), for the few places outside the pages that act on it without
 * loading it: a change of user reloads whatever is cached, and there is nothing to reload before it exists.
 */
interface Invalidatable {
  invalidateQueries(filters?: { queryKey: readonly unknown[] }): Promise<unknown>;
  /** The client's record of changes (mutations), to refresh the answers registered below after each one. */
  getMutationCache?(): {
    subscribe(listener: (event: { type: string; action?: { type: string } }) => void): () => void;
  };
}

let active: Invalidatable | null = null;

/**
 * Answers shown outside the pages, such as the menu's count of profiles in Review (decision 031): no page's
 * change knows them, so every successful change refreshes them, whichever feature made it (a status, a bulk
 * change, a send, an edit). Register their keys with `refreshAfterEveryChange`.
 */
const refreshedAfterChanges: (readonly unknown[])[] = [];

export function refreshAfterEveryChange(queryKey: readonly unknown[]): void {
  if (!refreshedAfterChanges.some((key) => JSON.stringify(key) === JSON.stringify(queryKey)))
    refreshedAfterChanges.push(queryKey);
}

export function setActiveQueryClient(client: Invalidatable): void {
  active = client;
  client.getMutationCache?.().subscribe((event) => {
    if (event.type !== 'updated' || event.action?.type !== 'success') return;
    for (const queryKey of refreshedAfterChanges) void client.invalidateQueries({ queryKey });
  });
}

/** Marks every cached answer stale and refetches those shown; nothing to do if no page has read data yet. */
export function invalidateAllQueries(): void {
  void active?.invalidateQueries();
}

/** Marks the answers under each key stale and refetches those shown (the live events, decision 055). */
export function invalidateQueryKeys(queryKeys: readonly (readonly unknown[])[]): void {
  for (const queryKey of queryKeys) void active?.invalidateQueries({ queryKey });
}
