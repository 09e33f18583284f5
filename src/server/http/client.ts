import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { type Language, languageOfPageRequest } from '@shared/language';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { httpError } from './errors';

/** The built client; CLIENT_DIR (a development and test knob) serves another build. */
export function defaultClientDir(): string {
  return path.resolve(process.env.CLIENT_DIR ?? path.join(import.meta.dirname, '../../../dist/client'));
}

/**
 * What every lazily loaded page loads besides its own module (src/client/app/router.tsx, `page()`). A build
 * may have merged them into a shared chunk (vite.config.ts), which the page's module then imports anyway.
 */
const PAGE_MODULES = ['app/queries.tsx', 'app/mantine-extras-content.tsx'];

/**
 * Pages whose code the first HTML names (decision 020): a page's code is otherwise fetched only once the main
 * bundle has run and the router asked for it, a second round trip on a slow phone. Each entry is a page path
 * and the source files (relative to src/client, as Vite's manifest names them) its first render imports: the
 * route module and the English catalogs it waits for (src/client/lib/i18n.ts). Their stylesheets are linked,
 * and, with `scripts`, their chunks and the chunks those import are preloaded; the main bundle's own files
 * are already in index.html.
 *
 * `/profile/add` shows its title and note from the main bundle and asks for its form's code once they are
 * painted (decision 022): its chunks are not preloaded, so that on a slow link the main bundle does not share
 * the bandwidth with 160 KB the first paint does not need; its stylesheets still come with the HTML, parsed
 * before the first paint rather than in the middle of the form's first render.
 */
export const ROUTE_PRELOADS: ReadonlyArray<{ path: string; modules: readonly string[]; scripts: boolean }> = [
  {
    path: '/profile/add',
    modules: ['features/profile-form/components/new-profile-page.tsx', 'features/profile-form/i18n/en.ts'],
    scripts: false,
  },
];

/**
 * What an Urdu visitor's app loads before its first render: the catalogs of the namespaces lib/i18n.ts starts
 * with (common, home, auth, messages, options). On a slow phone they were asked for only once the main bundle had
 * run, a further round trip before anything showed (issue 30). A request that will open in Urdu
 * (`languageOfPageRequest`: the device's stored choice, else the browser's first language) gets every page's HTML
 * with them named, so that they travel with the main bundle. The Nastaliq face's stylesheet is not named: the app
 * asks for it at start, or on a slow link once the page's files have arrived (decision 101); named here, the
 * face's 160 KB file would share the slow link with the page's scripts from the first paint.
 */
export const URDU_START_MODULES = [
  'app/i18n/ur.ts',
  'features/home/i18n/ur.ts',
  'features/auth/i18n/ur.ts',
  'lib/catalogs/messages-ur.ts',
  'lib/catalogs/options-ur.ts',
];

type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** A page's HTML held in memory, with its compressed copies and validator, built once at start. */
type Page = { html: Buffer; br: Buffer; gzip: Buffer; etag: string };

function pageOf(html: string): Page {
  const bytes = Buffer.from(html, 'utf8');
  return {
    html: bytes,
    br: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(bytes, { level: 9 }),
    etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`,
  };
}

/**
 * The `<link>` tags that start a page's code with the HTML: `modulepreload` for its chunks unless
 * `scripts: false` (fetched and compiled, run only when the router imports them), at low priority so that
 * the main bundle, which runs first, is not slowed; its stylesheets as stylesheets, which the page needs
 * before it can show anything anyway (Vite's loader then finds them in place and adds none, so the browser
 * parses them before the first paint instead of in the middle of the page's first render). Files the HTML
 * already names are left out; `missing` lists the modules the manifest does not know, `optional` ones
 * excepted.
 */
export function preloadLinks(
  manifest: Manifest,
  modules: readonly string[],
  html: string,
  optional: readonly string[] = [],
  options: { scripts?: boolean } = {},
): { links: string; missing: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const missing: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) {
      if (!optional.includes(key)) missing.push(key);
      return;
    }
    // A stylesheet imported on its own (the Nastaliq face's) is its own entry, a .css file.
    (chunk.file.endsWith('.css') ? styles : scripts).add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of [...modules, ...optional]) visit(module);
  const named = (file: string) => html.includes(`"/${file}"`);
  const links = [
    ...[...scripts]
      .filter((file) => !named(file) && options.scripts !== false)
      .map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`),
    ...[...styles]
      .filter((file) => !named(file))
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
  ];
  return { links: links.map((link) => `    ${link}\n`).join(''), missing };
}

/**
 * The pages held in memory, by language: each preloaded path's, and (`index`) every other path's, which in
 * English is index.html itself (served from disk). Empty without a manifest (an older build): every page is
 * then index.html.
 */
type Pages = Record<Language, { byPath: Map<string, Page>; index: Page | null }>;

const noPages = (): Pages => ({
  en: { byPath: new Map(), index: null },
  ur: { byPath: new Map(), index: null },
});

function routePages(app: FastifyInstance, clientDir: string): Pages {
  const pages = noPages();
  const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) {
    app.log.warn(`No ${manifestFile}: pages are served without their preload links.`);
    return pages;
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const html = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  if (!html.includes('</head>')) return pages;
  const urdu = preloadLinks(manifest, URDU_START_MODULES, html);
  if (urdu.missing.length)
    app.log.warn(`The client build has no ${urdu.missing.join(', ')}: Urdu pages preload only the rest.`);
  const withLinks = (...links: string[]) => {
    const lines = [...new Set(links.join('').split('\n').filter(Boolean))];
    return pageOf(html.replace('</head>', `${lines.map((line) => `${line}\n`).join('')}  </head>`));
  };
  pages.ur.index = withLinks(urdu.links);
  for (const route of ROUTE_PRELOADS) {
    const { links, missing } = preloadLinks(manifest, route.modules, html, PAGE_MODULES, route);
    if (missing.length)
      app.log.warn(`The client build has no ${missing.join(', ')}: ${route.path} preloads only the rest.`);
    if (links) pages.en.byPath.set(route.path, withLinks(links));
    pages.ur.byPath.set(route.path, withLinks(links, urdu.links));
  }
  return pages;
}

/** A page from memory, compressed as the browser accepts, with the same caching as index.html from disk. */
function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page) {
  reply
    .header('Cache-Control', 'no-cache')
    .header('ETag', page.etag)
    .header('Vary', 'Accept-Encoding, Accept-Language, Cookie');
  reply.type('text/html; charset=utf-8');
  if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return reply.header('Content-Encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(page.gzip);
  return reply.send(page.html);
}

/**
 * The built React app: hashed assets cached for a year, every other page path answered by index.html, with
 * the preload links of its page's code for the paths in ROUTE_PRELOADS (resolved once, here).
 */
export async function registerClient(app: FastifyInstance, clientDir = defaultClientDir()) {
  const hasClient = fs.existsSync(path.join(clientDir, 'index.html'));
  const pages = hasClient ? routePages(app, clientDir) : noPages();
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // `npm run build` writes .br and .gz copies; browsers that accept them get those.
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  // Registered with or without a client build, so that every unknown address is answered the same way.
  app.get('/*', async (request, reply) => {
    const where = request.url.split('?')[0];
    // An unknown API or file address is a 404 in JSON, never the web page.
    if (/^\/(api|file)(\/|$)/.test(where)) throw httpError(404, `There is nothing at GET ${where}.`);
    if (!hasClient) throw httpError(404, 'The web client is not built yet: run npm run build.');
    let decoded: string;
    try {
      decoded = decodeURIComponent(where);
    } catch {
      throw httpError(404, 'There is nothing at this address.');
    }
    const file = path.join(clientDir, decoded);
    // Dot-folders of the build (Vite's .vite/manifest.json) are the server's, not the browser's.
    const hidden = decoded.split('/').some((part) => part.startsWith('.'));
    if (!hidden && file.startsWith(clientDir) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return reply.sendFile(path.relative(clientDir, file));
    }
    const { byPath, index } = pages[languageOfPageRequest(request.headers)];
    const page = byPath.get(decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded) ?? index;
    if (page) return sendPage(request, reply, page);
    return reply
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Language, Cookie')
      .sendFile('index.html');
  });
  app.setNotFoundHandler(async (request) => {
    throw httpError(404, `There is nothing at ${request.method} ${request.url.split('?')[0]}.`);
  });
}
