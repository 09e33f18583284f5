import { createQueryClient } from '@client/lib/query-client';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { setActiveQueryClient } from './query-registry';

/**
 * The data cache (TanStack Query), loaded with the first page that reads data (router.tsx): the home page and
 * the app frame read none, so the first bundle carries none of its code (issue 7 "Speed"). One client for the
 * whole visit; each lazily loaded page and the modal manager get it through their own provider.
 */
export const queryClient = createQueryClient();
setActiveQueryClient(queryClient);

export function WithQueries({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** A page component inside the data cache's provider. */
export function withQueries<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function PageWithQueries(props: P) {
    return (
      <WithQueries>
        <Page {...props} />
      </WithQueries>
    );
  }
  PageWithQueries.displayName = `WithQueries(${Page.displayName ?? Page.name})`;
  return PageWithQueries;
}
