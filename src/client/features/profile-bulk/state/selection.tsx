import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Which profiles of the list a matchmaker has selected for a bulk change (issue 15, decision 030). The
 * selection belongs to the list as the address shows it: another page, filter, search or sort starts with
 * none selected (the key below), so a change never reaches a profile that is no longer on screen.
 */
export interface BulkSelection {
  /** The selected ids, in the order they were selected. */
  readonly selected: ReadonlySet<number>;
  isSelected(id: number): boolean;
  setSelected(id: number, on: boolean): void;
  /** Selects or unselects every id given (the page's "Select all"). */
  setMany(ids: readonly number[], on: boolean): void;
  /** Keeps only the ids given (the profiles still on the page after it was fetched again). */
  retain(ids: readonly number[]): void;
  clear(): void;
}

const NONE: ReadonlySet<number> = new Set();

const BulkSelectionContext = createContext<BulkSelection | null>(null);

export function BulkSelectionProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const key = `${location.pathname}${location.search}`;
  const [state, setState] = useState<{ key: string; selected: ReadonlySet<number> }>({ key, selected: NONE });
  // A selection made for another address is no selection: reset while rendering, not one frame later.
  const selected = state.key === key ? state.selected : NONE;

  const update = useCallback(
    (next: (current: ReadonlySet<number>) => ReadonlySet<number>) =>
      setState((s) => {
        const current = s.key === key ? s.selected : NONE;
        const changed = next(current);
        return changed === current && s.key === key ? s : { key, selected: changed };
      }),
    [key],
  );

  const setMany = useCallback(
    (ids: readonly number[], on: boolean) =>
      update((current) => {
        const next = new Set(current);
        for (const id of ids) on ? next.add(id) : next.delete(id);
        return next.size === current.size && ids.every((id) => current.has(id) === on) ? current : next;
      }),
    [update],
  );

  const retain = useCallback(
    (ids: readonly number[]) =>
      update((current) => {
        const keep = new Set(ids);
        const next = [...current].filter((id) => keep.has(id));
        return next.length === current.size ? current : new Set(next);
      }),
    [update],
  );

  const clear = useCallback(() => update((current) => (current.size === 0 ? current : NONE)), [update]);

  const value = useMemo<BulkSelection>(
    () => ({
      selected,
      isSelected: (id) => selected.has(id),
      setSelected: (id, on) => setMany([id], on),
      setMany,
      retain,
      clear,
    }),
    [selected, setMany, retain, clear],
  );

  return <BulkSelectionContext.Provider value={value}>{children}</BulkSelectionContext.Provider>;
}

export function useBulkSelection(): BulkSelection {
  const selection = useContext(BulkSelectionContext);
  if (!selection) throw new Error('useBulkSelection needs a BulkSelectionProvider around the list');
  return selection;
}
