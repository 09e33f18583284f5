import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';

/** The pause after the last keystroke before a typed filter goes into the address (SPEC: search, ~400 ms). */
export const TYPING_DEBOUNCE_MS = 400;

/**
 * A typed filter: the field shows what is typed at once, and the value is committed after a pause (and
 * only when `isValid` accepts it). When the address changes from elsewhere (a pill removed, Clear All,
 * the back button), the field follows it.
 */
export function useDebouncedFilter(
  committed: string,
  commit: (value: string) => void,
  isValid: (value: string) => boolean = () => true,
) {
  const [value, setValue] = useState(committed);
  const lastCommitted = useRef(committed);

  const debounced = useDebouncedCallback((next: string) => {
    if (next.trim() === lastCommitted.current.trim() || !isValid(next)) return;
    lastCommitted.current = next.trim();
    commit(next.trim());
  }, TYPING_DEBOUNCE_MS);

  useEffect(() => {
    if (committed !== lastCommitted.current) {
      lastCommitted.current = committed;
      debounced.cancel();
      setValue(committed);
    }
  }, [committed, debounced]);

  const onChange = (next: string) => {
    setValue(next);
    debounced(next);
  };
  return { value, onChange, flush: debounced.flush };
}
