import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * Mantine's styles per component, in the chunk that uses the component (issue 7 "Speed"): instead of the
 * whole 250 KB stylesheet on every page, each component's class map module (`X.module.mjs`) imports its
 * own `styles/X.css`, so a page gets the CSS of the components its code includes, in the order the code
 * imports them (dependencies first, as Mantine asks). main.tsx imports the base (baseline, variables,
 * global). The dev server pre-bundles Mantine past this transform, so there main.tsx gets it all.
 */
function mantineStylesPerComponent(): Plugin {
  let serve = false;
  const componentModule = /[\\/]@mantine[\\/]core[\\/]esm[\\/].+[\\/]([A-Za-z]+)\.module\.mjs$/;
  const notificationsModule = /[\\/]@mantine[\\/]notifications[\\/]esm[\\/]Notifications\.module\.mjs$/;
  return {
    name: 'rishta:mantine-styles-per-component',
    configResolved(config) {
      serve = config.command === 'serve';
    },
    transform(code, id) {
      if (serve) {
        if (id === here('./src/client/main.tsx'))
          return `import '@mantine/core/styles.css';\nimport '@mantine/notifications/styles.css';\n${code}`;
        return null;
      }
      const component = componentModule.exec(id)?.[1];
      if (component) return { code: `${code}\nimport '@mantine/core/styles/${component}.css';\n`, map: null };
      if (notificationsModule.test(id))
        return { code: `${code}\nimport '@mantine/notifications/styles.css';\n`, map: null };
      return null;
    },
  };
}

/**
 * A build-time replacement of one Mantine module (decision 023). The build fails if the module is not found
 * or no longer reads as expected, so that an upgrade of Mantine cannot quietly undo it. The dev server
 * pre-bundles Mantine past these transforms and keeps Mantine's code as published.
 */
function replaceMantineModule(
  name: string,
  file: RegExp,
  replace: (code: string, id: string) => string,
): Plugin {
  let replaced = false;
  return {
    name: `rishta:${name}`,
    apply: 'build',
    buildStart() {
      replaced = false;
    },
    transform(code, id) {
      if (!file.test(id)) return null;
      replaced = true;
      return { code: replace(code, id), map: null };
    },
    buildEnd(error) {
      if (!error && !replaced)
        throw new Error(`${name}: no Mantine module matches ${file}; update vite.config.ts`);
    },
  };
}

/**
 * Mantine's `useId` renders every component that calls it twice on mount: React's id first, then, from a
 * layout effect, a random one. That second render runs inside the commit, in one task React cannot slice,
 * and it was most of the time each part of the long profile form took to appear. React's own id is unique
 * and stable, so the build gives Mantine that one, made safe for `id` and selector use.
 */
const mantineUseReactId = () =>
  replaceMantineModule(
    'mantine-use-react-id',
    /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/,
    () =>
      [
        "import { useId as useReactId } from 'react';",
        'export function useId(staticId) {',
        '  const reactId = useReactId();',
        "  return typeof staticId === 'string' ? staticId : 'mantine-' + reactId.replace(/[^\\w-]/g, '');",
        '}',
      ].join('\n'),
  );

/**
 * Mantine works out its default theme's CSS variables when its code is evaluated, to leave them out of the
 * page's style later. The build makes that lazy, done with the first render (which React slices) instead
 * of inside the start-up task.
 */
const mantineLazyDefaultVariables = () => {
  const eager = 'const defaultCssVariables = defaultCssVariablesResolver(DEFAULT_THEME);';
  const lazy = [
    'let defaultVariablesCache;',
    'const defaultVariables = () => (defaultVariablesCache ??= defaultCssVariablesResolver(DEFAULT_THEME));',
  ].join('\n');
  return replaceMantineModule(
    'mantine-lazy-default-variables',
    /[\\/]@mantine[\\/]core[\\/]esm[\\/].+[\\/]remove-default-variables\.mjs$/,
    (code, id) => {
      if (!code.includes(eager) || code.split('defaultCssVariables.').length !== 4)
        throw new Error(`${id} changed: update mantineLazyDefaultVariables in vite.config.ts`);
      return code.replace(eager, lazy).replaceAll('defaultCssVariables.', 'defaultVariables().');
    },
  );
};

/**
 * The installable app (issue 19, decision 042): the web app manifest and the service worker (src/client/sw.ts,
 * Workbox), which precaches the shell and the static files the build wrote. The app registers the worker
 * itself once the page has loaded and its first page is drawn (app/pwa), and asks before a new version takes
 * over.
 */
const installableApp = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: '.',
    filename: 'sw.ts',
    injectRegister: false,
    registerType: 'prompt',
    manifest: {
      id: '/',
      name: 'Rishta · رشتہ',
      short_name: 'Rishta',
      description:
        'Rishta: trusted matchmaking for Pakistani families at home and overseas. رشتہ: پاکستانی خاندانوں کے لیے قابلِ اعتماد رشتے۔',
      lang: 'en',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#8c2f48',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    injectManifest: {
      // The shell, every page's code and styles, the Urdu face (woff2 only: every supported browser reads it).
      globPatterns: ['index.html', 'assets/*.{js,css,woff2}', 'favicon.svg', 'icons/*.png', 'avatars/*.svg'],
      maximumFileSizeToCacheInBytes: 1024 * 1024,
    },
    devOptions: { enabled: false },
  });

export default defineConfig({
  root: here('./src/client'),
  publicDir: here('./src/client/public'),
  plugins: [
    react(),
    mantineStylesPerComponent(),
    mantineUseReactId(),
    mantineLazyDefaultVariables(),
    installableApp(),
  ],
  resolve: {
    alias: {
      '@shared': here('./src/shared'),
      '@client': here('./src/client'),
    },
  },
  build: {
    outDir: process.env.CLIENT_DIR ?? here('./dist/client'),
    emptyOutDir: true,
    sourcemap: false,
    // .vite/manifest.json: the server preloads a page's chunks from the first HTML (src/server/http/client.ts).
    manifest: true,
    // Every browser the product supports has modulepreload; the polyfill only cost the first task time.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Fewer, larger files (decision 020): each file costs a slow phone a round trip, and the form page
        // needed 53 of them. The main bundle's modules form one chunk with it (`/` loads two files); Mantine's
        // components that two or more lazily loaded modules use, with what they import, form one chunk and
        // one stylesheet, shared and cached by every page. The rest (components one page alone uses, the
        // uploader, zod, the catalogs, each page's own code) keeps the automatic chunks.
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'], priority: 2 },
            {
              name: 'ui',
              test: /node_modules[\\/]@mantine[\\/]/,
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    // RISHTA_API points the dev proxy at another API server (e.g. one per developer or test run).
    proxy: {
      '/api': process.env.RISHTA_API ?? 'http://127.0.0.1:3000',
      '/file': process.env.RISHTA_API ?? 'http://127.0.0.1:3000',
    },
  },
});
