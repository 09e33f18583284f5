import { LoginModal } from '@client/features/auth/components/login-modal';
import type { Direction } from '@client/lib/language';
import { createQueryClient } from '@client/lib/query-client';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { SessionGate } from './session-gate';
import { cssVariablesResolver, theme } from './theme';

/**
 * Everything the pages rely on: text direction, theme, data cache, notifications, modals, session and the
 * sign-in overlay. The direction follows `dir` on `<html>`, which the language switch sets (lib/i18n.ts).
 */
export function AppProvider({
  children,
  initialDirection = 'ltr',
}: {
  children: ReactNode;
  initialDirection?: Direction;
}) {
  const [queryClient] = useState(createQueryClient);
  return (
    <DirectionProvider initialDirection={initialDirection} detectDirection>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <QueryClientProvider client={queryClient}>
          <ModalsProvider>
            <Notifications position="top-center" />
            <SessionGate>{children}</SessionGate>
            <LoginModal />
          </ModalsProvider>
        </QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
