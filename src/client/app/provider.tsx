import { LoginOverlay } from '@client/features/auth/components/login-overlay';
import type { Direction } from '@client/lib/language';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { MantineExtras } from './mantine-extras';
import { SessionGate } from './session-gate';
import { cssVariablesResolver, theme } from './theme';

/**
 * Everything the pages rely on: text direction, theme, notifications, modals, session and the sign-in
 * overlay. The direction follows `dir` on `<html>`, which the language switch sets (lib/i18n.ts). The data
 * cache, modals, notifications and the sign-in overlay load on first use (queries.tsx, mantine-extras.tsx,
 * login-overlay.tsx): the home page needs none of them.
 */
export function AppProvider({
  children,
  initialDirection = 'ltr',
}: {
  children: ReactNode;
  initialDirection?: Direction;
}) {
  return (
    <DirectionProvider initialDirection={initialDirection} detectDirection>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <MantineExtras />
        <SessionGate>{children}</SessionGate>
        <LoginOverlay />
      </MantineProvider>
    </DirectionProvider>
  );
}
