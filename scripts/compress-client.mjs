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
