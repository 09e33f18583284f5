import { cssVariablesResolver, theme } from '@client/app/theme';
import { loadNamespaces, type Namespace, setLanguage } from '@client/lib/i18n';
import { directionOf, type Language } from '@client/lib/language';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';

/**
 * Draws `ui` as the app would in `language`: its catalogs (the real ones, `namespaces` loaded first), `<html
 * lang dir>`, Mantine's theme and direction, a router at `path`.
 */
export async function renderInApp(
  ui: ReactElement,
  {
    language = 'en',
    namespaces = [],
    path = '/',
  }: { language?: Language; namespaces?: Namespace[]; path?: string } = {},
) {
  await setLanguage(language, { remember: false });
  await loadNamespaces(...namespaces);
  const direction = directionOf(language);
  return render(
    <DirectionProvider initialDirection={direction}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </MantineProvider>
    </DirectionProvider>,
  );
}
