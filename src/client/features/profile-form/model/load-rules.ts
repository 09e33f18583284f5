export type Rules = typeof import('./rules');

let loaded: Rules | undefined;
let loading: Promise<Rules> | undefined;

/**
 * The form's rules (rules.ts): zod and the shared schemas cost a slow phone a long task to evaluate, and the
 * form needs them only to check and send what was entered. They load once the family starts filling in the
 * form, or when it is sent (decision 023); a failed load (offline) is tried again next time.
 */
export function loadRules(): Promise<Rules> {
  loading ??= import('./rules').then(
    (rules) => {
      loaded = rules;
      return rules;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The rules if they have loaded. */
export const loadedRules = (): Rules | undefined => loaded;
