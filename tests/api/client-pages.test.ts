import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  preloadLinks,
  ROUTE_PRELOADS,
  registerClient,
  URDU_START_MODULES,
} from '../../src/server/http/client';
import { registerErrorHandler } from '../../src/server/http/errors';

/**
 * The web page as the server sends it (decisions 020 and 022): `/profile/add` links its form's stylesheets in
 * the first HTML (its chunks are asked for once the title and note are painted), resolved once at start from
 * Vite's manifest; `preloadLinks` can also name a page's chunks (modulepreload). A small client build stands in for
 * `npm run build` (these tests run before it in CI); its manifest uses the real source paths of ROUTE_PRELOADS.
 */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Rishta</title>
    <script type="module" crossorigin src="/assets/index-entry.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared-initial.js">
    <link rel="stylesheet" crossorigin href="/assets/index-entry.css">
  </head>
  <body><div id="root"></div></body>
</html>
`;

const MANIFEST = {
  'index.html': {
    file: 'assets/index-entry.js',
    isEntry: true,
    imports: ['_shared-initial.js'],
    css: ['assets/index-entry.css'],
  },
  '_shared-initial.js': { file: 'assets/shared-initial.js' },
  'features/profile-form/components/new-profile-page.tsx': {
    file: 'assets/new-profile-page-a1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_ui-b2.js', '_schemas-c3.js'],
    dynamicImports: ['features/profile-form/components/pictures-field.tsx'],
    css: ['assets/new-profile-page-d4.css'],
  },
  '_ui-b2.js': {
    file: 'assets/ui-b2.js',
    imports: ['index.html', '_shared-initial.js'],
    css: ['assets/ui-e5.css'],
  },
  '_schemas-c3.js': { file: 'assets/schemas-c3.js' },
  'features/profile-form/i18n/en.ts': { file: 'assets/en-f6.js', isDynamicEntry: true },
  'features/profile-form/components/pictures-field.tsx': {
    file: 'assets/pictures-field-g7.js',
    isDynamicEntry: true,
    imports: ['index.html', '_ui-b2.js'],
  },
  'app/queries.tsx': { file: 'assets/queries-h8.js', isDynamicEntry: true, imports: ['index.html'] },
  'app/i18n/ur.ts': { file: 'assets/ur-common-u1.js', isDynamicEntry: true },
  'features/home/i18n/ur.ts': { file: 'assets/ur-home-u2.js', isDynamicEntry: true },
  'features/auth/i18n/ur.ts': { file: 'assets/ur-auth-u3.js', isDynamicEntry: true },
  'lib/catalogs/messages-ur.ts': { file: 'assets/messages-ur-u4.js', isDynamicEntry: true },
  'lib/catalogs/options-ur.ts': {
    file: 'assets/options-ur-u5.js',
    isDynamicEntry: true,
    imports: ['_urdu-names-u6.js'],
  },
  '_urdu-names-u6.js': { file: 'assets/urdu-names-u6.js' },
  '../../node_modules/@fontsource/noto-nastaliq-urdu/arabic-400.css': { file: 'assets/arabic-400-u7.css' },
  'features/profiles/routes/profiles-route.tsx': {
    file: 'assets/profiles-route-i9.js',
    isDynamicEntry: true,
    imports: ['index.html', '_ui-b2.js'],
  },
};

const ROUTE_CHUNKS = [
  'new-profile-page-a1.js',
  'ui-b2.js',
  'schemas-c3.js',
  'en-f6.js',
  // A module every page loads (app/queries.tsx); app/mantine-extras-content.tsx, absent here, is skipped.
  'queries-h8.js',
];

function clientBuild(options: { manifest?: boolean } = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rishta-client-'));
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  fs.mkdirSync(path.join(dir, 'assets'));
  for (const chunk of Object.values(MANIFEST)) {
    fs.writeFileSync(path.join(dir, chunk.file), '// chunk');
    for (const css of 'css' in chunk ? chunk.css : []) fs.writeFileSync(path.join(dir, css), '/* css */');
  }
  if (options.manifest !== false) {
    fs.mkdirSync(path.join(dir, '.vite'));
    fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  }
  return dir;
}

async function serve(dir: string): Promise<FastifyInstance> {
  const app = Fastify();
  registerErrorHandler(app);
  await registerClient(app, dir);
  return app;
}

const linkedFiles = (html: string, rel: string) =>
  [...html.matchAll(new RegExp(`<link rel="${rel}"[^>]*href="/assets/([^"]+)"`, 'g'))].map((m) => m[1]);

describe('the page HTML names the stylesheets of /profile/add', () => {
  let dir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dir = clientBuild();
    app = await serve(dir);
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('GET /profile/add: stylesheet links for the form and what it imports, no chunk preloads', async () => {
    const response = await app.inject({ method: 'GET', url: '/profile/add' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    // The form's code is asked for by the page once its title and note are painted (decision 022).
    expect(linkedFiles(html, 'modulepreload')).toEqual(['shared-initial.js']);
    expect(linkedFiles(html, 'stylesheet')).toEqual([
      'index-entry.css',
      'new-profile-page-d4.css',
      'ui-e5.css',
    ]);
    // Only in <head>, before the end of it; the entry's own files are not named again.
    expect(html.indexOf('new-profile-page-d4.css')).toBeLessThan(html.indexOf('</head>'));
    expect(html).not.toContain('pictures-field');
    expect(html.match(/index-entry\.js/g)).toHaveLength(1);
    expect(html.match(/shared-initial\.js/g)).toHaveLength(1);
    expect(html.match(/index-entry\.css/g)).toHaveLength(1);
  });

  it('a page that will open in Urdu names the Urdu catalogs (not the Nastaliq stylesheet); in English it does not', async () => {
    const URDU_CHUNKS = [
      'messages-ur-u4.js',
      'options-ur-u5.js',
      'shared-initial.js',
      'ur-auth-u3.js',
      'ur-common-u1.js',
      'ur-home-u2.js',
      'urdu-names-u6.js',
    ];
    const page = (url: string, headers: Record<string, string | undefined>) =>
      app.inject({ method: 'GET', url, headers });
    // The browser's first language (navigator.languages[0] is Accept-Language's first), as lib/language.ts reads it.
    for (const headers of [
      { 'accept-language': 'ur-PK,ur;q=0.9,en-US;q=0.8,en;q=0.7' } as Record<string, string>,
      { 'accept-language': 'en;q=0.5,ur' },
      // The choice stored on the device (its `lang` cookie) wins over the browser's.
      { 'accept-language': 'en-GB,en', cookie: 'rishta_x=1; lang=ur' },
    ]) {
      const home = await page('/', headers);
      expect(home.statusCode).toBe(200);
      expect(home.headers.vary).toContain('Accept-Language');
      expect(home.headers.vary).toContain('Cookie');
      expect(linkedFiles(home.body, 'modulepreload').sort()).toEqual(URDU_CHUNKS);
      // Not the Nastaliq face's stylesheet: the app asks for it itself (decision 101).
      expect(linkedFiles(home.body, 'stylesheet')).toEqual(['index-entry.css']);
      expect(home.body.indexOf('ur-common-u1.js')).toBeLessThan(home.body.indexOf('</head>'));
      // The form keeps its own links (stylesheets, no chunks) beside the Urdu ones.
      const form = await page('/profile/add', headers);
      expect(linkedFiles(form.body, 'modulepreload').sort()).toEqual(URDU_CHUNKS);
      expect(linkedFiles(form.body, 'stylesheet')).toEqual([
        'index-entry.css',
        'new-profile-page-d4.css',
        'ui-e5.css',
      ]);
    }
    for (const headers of [
      { 'accept-language': 'en-GB,ur;q=0.9' } as Record<string, string>,
      { 'accept-language': 'ur-PK', cookie: 'lang=en' },
      { 'accept-language': 'urd,ur' },
      {},
    ]) {
      const home = await page('/my-profile', headers);
      expect(home.body).toBe(INDEX_HTML);
      expect(home.headers.vary).toContain('Accept-Language');
      const form = await page('/profile/add', headers);
      expect(linkedFiles(form.body, 'modulepreload')).toEqual(['shared-initial.js']);
    }
  });

  it('preloadLinks: modulepreload links for the chunk of a page and its imports, at low priority', () => {
    const route = ROUTE_PRELOADS.find((entry) => entry.path === '/profile/add');
    if (!route) throw new Error('no /profile/add in ROUTE_PRELOADS');
    const { links, missing } = preloadLinks(MANIFEST, route.modules, INDEX_HTML, [
      'app/queries.tsx',
      'app/mantine-extras-content.tsx',
    ]);
    expect(missing).toEqual([]);
    expect(linkedFiles(links, 'modulepreload').sort()).toEqual([...ROUTE_CHUNKS].sort());
    expect(links).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/new-profile-page-a1.js">',
    );
    expect(linkedFiles(links, 'stylesheet')).toEqual(['new-profile-page-d4.css', 'ui-e5.css']);
    expect(links).not.toContain('pictures-field');
    expect(links).not.toContain('index-entry');
  });

  it('answers /profile/add/ the same, compressed for browsers that accept it, and 304 when unchanged', async () => {
    const plain = await app.inject({ method: 'GET', url: '/profile/add?from=home' });
    const slash = await app.inject({ method: 'GET', url: '/profile/add/' });
    expect(slash.body).toBe(plain.body);

    const br = await app.inject({
      method: 'GET',
      url: '/profile/add',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);

    const etag = String(plain.headers.etag);
    const again = await app.inject({
      method: 'GET',
      url: '/profile/add',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it.each(['/', '/profiles', '/profile/12', '/profile/12/edit', '/nothing/here'])(
    'GET %s: index.html as built, without route preloads',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX_HTML);
    },
  );

  it('serves the chunks, but not the manifest (the server reads it, browsers do not)', async () => {
    const chunk = await app.inject({ method: 'GET', url: '/assets/new-profile-page-a1.js' });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toContain('immutable');
    const manifest = await app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(manifest.body).toBe(INDEX_HTML);
  });

  it('unknown API addresses stay JSON 404s', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/profile/add' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });
});

describe('route preloads', () => {
  it('a build without a manifest is served as before: index.html for /profile/add', async () => {
    const dir = clientBuild({ manifest: false });
    const app = await serve(dir);
    try {
      const response = await app.inject({ method: 'GET', url: '/profile/add' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX_HTML);
    } finally {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('name source files that exist (a renamed route module must be renamed here too)', () => {
    const clientSource = path.resolve(import.meta.dirname, '../../src/client');
    const paths = ROUTE_PRELOADS.map((route) => route.path);
    expect(paths).toContain('/profile/add');
    for (const route of ROUTE_PRELOADS)
      for (const module of route.modules)
        expect(fs.existsSync(path.join(clientSource, module)), `${route.path}: ${module}`).toBe(true);
    for (const module of URDU_START_MODULES)
      expect(fs.existsSync(path.join(clientSource, module)), `Urdu: ${module}`).toBe(true);
  });
});
