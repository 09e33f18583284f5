import type { Direction } from '@client/lib/language';
import { RouterProvider } from 'react-router';
import { AppProvider } from './provider';
import { createRouter } from './router';

// Made with the first render, not while the app's code is evaluated (decision 023).
let router: ReturnType<typeof createRouter> | undefined;

export function App({ initialDirection = 'ltr' }: { initialDirection?: Direction }) {
  router ??= createRouter();
  return (
    <AppProvider initialDirection={initialDirection}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
