import fs from 'node:fs';
import sharp from 'sharp';
import { processPicture } from './src/server/pictures/images';
import { stampLabel, stampPicture } from './src/server/pictures/stamp';
const src = process.argv[2]!;
const { picture, thumbnail } = await processPicture(fs.readFileSync(src));
const label = stampLabel(12345, '2026-11-24');
for (const [name, bytes] of [['thumb', thumbnail], ['full', picture]] as const) {
  const t0 = performance.now();
  const out = await stampPicture(bytes, label);
  const ms = performance.now() - t0;
  const m = await sharp(out).metadata();
  console.log(name, m.width, m.height, bytes.length, out.length, ms.toFixed(1), 'ms');
  await sharp(out).png().toFile(`/tmp/stamp/${name}.png`);
}
for (let i = 0; i < 5; i++) { const t0 = performance.now(); await stampPicture(thumbnail, label); console.log('thumb again', (performance.now()-t0).toFixed(1)); }
for (let i = 0; i < 3; i++) { const t0 = performance.now(); await stampPicture(picture, label); console.log('full again', (performance.now()-t0).toFixed(1)); }
