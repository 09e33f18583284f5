// First of all: a login link's token leaves the address bar before anything else runs (decision 050).
import './lib/login-link';
// Mantine's base styles; each component's own CSS comes with the code that uses it (vite.config.ts).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './app/global.css';
// Before the app: every feature's catalogs, registered with lib/i18n.
import './app/i18n/catalogs';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerServiceWorker } from './app/pwa/service-worker';
import { setLanguage } from './lib/i18n';
import { applyDocumentLanguage, initialLanguage } from './lib/language';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
const root = container;

/**
 * A task boundary. The app starts in several short tasks rather than one long one, so that a slow phone
 * stays responsive meanwhile (decision 023): the code's evaluation; the language (the first read of local
 * storage, the catalogs); then the first render, which React does in slices of a few milliseconds because
 * it is a transition.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function start() {
  // The stored language goes onto <html lang dir> before anything renders: no English-then-Urdu flash and
  // no left-to-right-then-right-to-left jump.
  const language = initialLanguage();
  applyDocumentLanguage(language);

  const render = () =>
    nextTask().then(() => {
      const app = createRoot(root);
      startTransition(() =>
        app.render(
          <StrictMode>
            <App initialDirection={language === 'ur' ? 'rtl' : 'ltr'} />
          </StrictMode>,
        ),
      );
    });

  // Urdu catalogs are their own chunks: the first render waits for them (the page shows 'Loading
  // application...' meanwhile), and goes ahead in English if they cannot be loaded.
  setLanguage(language, { remember: false, start: true }).then(render, (error: unknown) => {
    console.error('Could not load the language', error);
    applyDocumentLanguage('en');
    return render();
  });
}

void nextTask().then(start);
// The offline app (issue 19): registered after the page has loaded and its first page is drawn (decision 104).
registerServiceWorker();
