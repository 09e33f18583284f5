/**
 * npm run icons:generate: the installed app's icons (issue 19), drawn from the same heart as favicon.svg with
 * sharp: 192 and 512 px for Android's launcher and splash, a 512 px "maskable" one whose heart keeps inside
 * the safe circle (Android crops it to its own shape), and the 180 px Apple touch icon. Written to
 * src/client/public/icons/ and committed; run again only when the logo changes.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const HEART =
  'M32 50S13 38.5 13 25.5C13 19 18 14 24 14c3.6 0 6.4 1.8 8 4.5 1.6-2.7 4.4-4.5 8-4.5 6 0 11 5 11 11.5C51 38.5 32 50 32 50z';
const MAROON = '#8c2f48';
const GOLD = '#fbcf52';

/** The favicon's rounded square, or (maskable) a full square with the heart scaled into the safe zone. */
function svg(maskable: boolean): string {
  const heart = maskable
    ? `<path d="${HEART}" fill="${GOLD}" transform="translate(32 32) scale(0.72) translate(-32 -32)"/>`
    : `<path d="${HEART}" fill="${GOLD}"/>`;
  const ground = maskable
    ? `<rect width="64" height="64" fill="${MAROON}"/>`
    : `<rect width="64" height="64" rx="14" fill="${MAROON}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${ground}${heart}</svg>`;
}

const out = path.join(import.meta.dirname, '../src/client/public/icons');
fs.mkdirSync(out, { recursive: true });
const icons = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
  // iOS puts its own rounded corners on a full square.
  { file: 'apple-touch-icon-180.png', size: 180, maskable: true },
];
for (const icon of icons) {
  await sharp(Buffer.from(svg(icon.maskable)), { density: (72 * icon.size) / 64 })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, icon.file));
  console.log(`${icon.file} (${icon.size} px)`);
}
