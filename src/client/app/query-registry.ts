/**
 * The data cache once loaded (queries.tsx), for the few places outside the pages that act on it without
 * loading it: a change of user reloads whatever is cached, and there is nothing to reload before it exists.
 */
interface Invalidatable {
  invalidateQueries(): Promise<unknown>;
}

let active: Invalidatable | null = null;

export function setActiveQueryClient(client: Invalidatable): void {
  active = client;
}

/** Marks every cached answer stale and refetches those shown; nothing to do if no page has read data yet. */
export function invalidateAllQueries(): void {
  void active?.invalidateQueries();
}
