import { LoginModal } from '@client/features/auth/components/login-modal';
import { createQueryClient } from '@client/lib/query-client';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { SessionGate } from './session-gate';
import { cssVariablesResolver, theme } from './theme';

/** Everything the pages rely on: theme, data cache, notifications, modals, session and the sign-in overlay. */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <Notifications position="top-center" />
          <SessionGate>{children}</SessionGate>
          <LoginModal />
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
