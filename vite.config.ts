import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  root: here('./src/client'),
  publicDir: here('./src/client/public'),
  plugins: [react(), mantineStylesPerComponent()],
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
