/**
 * The render tier (issue 26): components drawn by React into jsdom with the app's real theme and catalogs, no
 * server. jsdom has no layout: what a component says, in which language and direction, is checked here;
 * sizes and positions stay in the browser tests. The two browser calls Mantine makes that jsdom lacks are
 * answered as a browser at rest would (no media query matches, nothing resizes).
 */
import '@client/app/i18n/catalogs';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
window.HTMLElement.prototype.scrollIntoView ??= () => {};

afterEach(() => cleanup());
