import type { Direction } from '@client/lib/language';
import { RouterProvider } from 'react-router';
import { AppProvider } from './provider';
import { createRouter } from './router';

const router = createRouter();

export function App({ initialDirection = 'ltr' }: { initialDirection?: Direction }) {
  return (
    <AppProvider initialDirection={initialDirection}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
