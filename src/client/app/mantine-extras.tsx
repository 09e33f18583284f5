import { type ComponentType, useSyncExternalStore } from 'react';

/**
 * Mantine's modal manager and notifications, mounted once a page that may use them loads (issue 7 "Speed":
 * the home page needs neither). Pages open them through `modals.*` and `notifications.*`, which reach the
 * mounted providers through window events and a store, so the providers need not wrap the pages; but a
 * modal event sent before the manager listens is lost, so the route loaders (router.tsx) wait for
 * `requestMantineExtras()`, which resolves only once the providers are rendered (not through a Suspense
 * boundary, whose retry React may put off while a heavy page renders).
 */
let Content: ComponentType | null = null;
let loading: Promise<unknown> | null = null;
const listeners = new Set<() => void>();

export function requestMantineExtras(): Promise<unknown> {
  loading ??= import('./mantine-extras-content').then(
    (module) => {
      Content = module.default;
      // A synchronous store update: React renders the providers before the waiting page.
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      // Offline: the page still loads (and shows its own error if its code cannot load); try again next time.
      console.error('Could not load the modal and notification providers', error);
      loading = null;
    },
  );
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => Content;

export function MantineExtras() {
  const Loaded = useSyncExternalStore(subscribe, snapshot, snapshot);
  return Loaded ? <Loaded /> : null;
}
