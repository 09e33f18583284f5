// After `vite build`: a gzip and a brotli copy of every text asset, served by @fastify/static
// (preCompressed) to browsers that accept them, so a slow phone downloads a third of the bytes.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = process.argv[2] ?? process.env.CLIENT_DIR ?? new URL('../dist/client', import.meta.url).pathname;
const TEXT = /\.(js|css|html|svg|json|txt|webmanifest)$/;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else if (TEXT.test(name)) yield full;
  }
}

let count = 0;
for (const file of files(root)) {
  const bytes = readFileSync(file);
  if (bytes.length < 1024) continue;
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  count += 1;
}
console.log(`Compressed ${count} client files in ${root}`);

// Issue 7's budget: the scripts `/` loads before it is interactive (the entry and its static imports) stay
// within 150 KB gzipped, as `npm run bench:lighthouse` counts them. The build fails past it, so that a module
// that pulls zod or a page's code into the first bundle is noticed when it is written (it went to 179 KB once).
const FIRST_BUNDLE_KB = 150;
const html = readFileSync(path.join(root, 'index.html'), 'utf8');
const first = new Set(
  [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]),
);
const firstKb =
  [...first].reduce((sum, file) => sum + gzipSync(readFileSync(path.join(root, file))).length, 0) / 1024;
if (firstKb > FIRST_BUNDLE_KB) {
  console.error(
    `The first bundle (${[...first].join(', ')}) is ${firstKb.toFixed(1)} KB gzipped, over its ${FIRST_BUNDLE_KB} KB: load what the first page does not draw with import().`,
  );
  process.exit(1);
}
console.log(`First bundle: ${firstKb.toFixed(1)} KB gzipped (budget ${FIRST_BUNDLE_KB} KB)`);
