import sharp from 'sharp';

/**
 * The stamp a family's copy of another profile's picture carries (decision 025): "Rishta · #<viewer> · <date>",
 * white with a dark outline, half transparent, tiled diagonally across the whole picture, so that a screenshot
 * forwarded anywhere shows whose copy it was.
 *
 * The glyphs are drawn here as strokes, not set in a font: the server's machine may have no fonts at all (a
 * fresh Debian has none that fontconfig finds), and text would then render as empty boxes or nothing. Only the
 * characters a stamp needs exist: the letters of "Rishta", digits, '#', '·', '-' and the space.
 *
 * Coordinates are in units of a 10-unit cap height: y grows downwards, the baseline is y = 10 and the x-height
 * y = 4. `advance` is the glyph's width plus the space after it.
 */
const GLYPHS: Record<string, { d: string; advance: number }> = {
  R: { d: 'M0 10V0H3A2.5 2.5 0 0 1 3 5H0M2.8 5L5.4 10', advance: 8 },
  i: { d: 'M0.4 4V10M0.4 1.1V1.3', advance: 3 },
  s: {
    d: 'M4.3 4.9C3.8 4.3 3.1 4 2.3 4C1.1 4 0.3 4.6 0.3 5.5C0.3 6.5 1.2 6.8 2.3 7C3.5 7.2 4.5 7.6 4.5 8.5C4.5 9.4 3.6 10 2.3 10C1.3 10 0.5 9.7 0 9.1',
    advance: 6.6,
  },
  h: { d: 'M0 0V10M0 6.3C0.3 4.9 1.3 4 2.6 4C4.1 4 5 4.9 5 6.5V10', advance: 7.4 },
  t: { d: 'M1.2 1.4V8.5C1.2 9.5 1.8 10 2.7 10H3.6M0 4H3.4', advance: 5.6 },
  a: {
    d: 'M4.6 4V10M4.6 7C4.6 5.1 3.7 4 2.3 4C0.9 4 0 5.2 0 7C0 8.8 0.9 10 2.3 10C3.7 10 4.6 8.9 4.6 7',
    advance: 7,
  },
  '0': { d: 'M2.5 0C0.9 0 0 2 0 5C0 8 0.9 10 2.5 10C4.1 10 5 8 5 5C5 2 4.1 0 2.5 0Z', advance: 7 },
  '1': { d: 'M0.8 2.2L3 0V10', advance: 5.6 },
  '2': { d: 'M0.2 2.4C0.5 0.8 1.4 0 2.6 0C3.9 0 4.8 0.9 4.8 2.4C4.8 4.1 3.6 5.3 0 10H5', advance: 7 },
  '3': {
    d: 'M0.3 1C0.9 0.3 1.7 0 2.5 0C3.8 0 4.7 0.8 4.7 2.3C4.7 3.8 3.7 4.7 2.1 4.7C3.9 4.7 5 5.7 5 7.3C5 9 3.9 10 2.4 10C1.4 10 0.6 9.6 0 9',
    advance: 7,
  },
  '4': { d: 'M3.8 10V0L0 6.9H5.2', advance: 7.2 },
  '5': {
    d: 'M4.6 0H0.9L0.5 4.6C1.1 4.1 1.8 3.9 2.5 3.9C4 3.9 5 5 5 6.9C5 8.8 3.9 10 2.4 10C1.4 10 0.6 9.6 0 9',
    advance: 7,
  },
  '6': {
    d: 'M4.4 0.7C3.9 0.2 3.3 0 2.7 0C1 0 0 2 0 5.4C0 8.5 1 10 2.5 10C4 10 5 8.8 5 7C5 5.2 4 4.1 2.6 4.1C1.5 4.1 0.5 4.8 0.1 6',
    advance: 7,
  },
  '7': { d: 'M0 0H5L1.8 10', advance: 7 },
  '8': {
    d: 'M2.5 4.6C1.2 4.6 0.4 3.8 0.4 2.3C0.4 0.9 1.3 0 2.5 0C3.7 0 4.6 0.9 4.6 2.3C4.6 3.8 3.8 4.6 2.5 4.6C1 4.6 0 5.6 0 7.3C0 9 1.1 10 2.5 10C3.9 10 5 9 5 7.3C5 5.6 4 4.6 2.5 4.6Z',
    advance: 7,
  },
  '9': {
    d: 'M0.6 9.3C1.1 9.8 1.7 10 2.3 10C4 10 5 8 5 4.6C5 1.5 4 0 2.5 0C1 0 0 1.2 0 3C0 4.8 1 5.9 2.4 5.9C3.5 5.9 4.5 5.2 4.9 4',
    advance: 7,
  },
  '#': { d: 'M2.1 1L1.3 10M4.9 1L4.1 10M0.3 3.8H6.1M0 7.2H5.8', advance: 8.2 },
  '·': { d: 'M0.3 6V6.2', advance: 2.6 },
  '-': { d: 'M0.3 6.5H3.6', advance: 5.6 },
  ' ': { d: '', advance: 3.4 },
};

/** The words of a stamp: which family this copy was made for, and on which day. */
export function stampLabel(viewerProfileId: number, day: string): string {
  return `Rishta · #${viewerProfileId} · ${day}`;
}

/** One line of the stamp as SVG paths (in cap-height units), and its width. */
function line(label: string): { paths: string; width: number } {
  let x = 0;
  const paths: string[] = [];
  for (const character of label) {
    const glyph = GLYPHS[character] ?? GLYPHS[' ']!;
    if (glyph.d) paths.push(`<path transform="translate(${x.toFixed(1)} 0)" d="${glyph.d}"/>`);
    x += glyph.advance;
  }
  return { paths: paths.join(''), width: x };
}

const ANGLE_DEGREES = -30;
/** Stroke widths (in cap-height units) of the dark outline and of the white letters over it. */
const OUTLINE = 2.7;
const LETTER = 1.3;

/** The cap height, in pixels, of the stamp on a `width` × `height` picture: 1/28 of the longer edge. */
const capHeightOf = (width: number, height: number) => Math.max(width, height) / 28;

/**
 * One tile of the stamp, to be repeated edge to edge over the picture. The labels lie in rows rising at 30°,
 * each the length of a label plus a gap after the one before, the rows about 5 cap heights apart, every other
 * row shifted by half: the lattice spanned by (W, 0) and (W/2, H/2) with W = H/√3 has exactly such rows, and it
 * repeats every W × H, so one small tile (rendered once per label and size) covers any picture. Labels that
 * cross the tile's edge are drawn in every copy that reaches into it, so the repeats join without a seam.
 * `capHeight` is in pixels: about 17 on a 480 px thumbnail, 57 on a 1600 px picture.
 */
export function stampTileSvg(
  label: string,
  capHeight: number,
): { svg: string; width: number; height: number } {
  const { paths, width: lineWidth } = line(label);
  const scale = capHeight / 10;
  const height = Math.max(1, Math.round((lineWidth + 40) * scale));
  const width = Math.max(1, Math.round(height / Math.sqrt(3)));
  const reach = ((lineWidth + OUTLINE) / 2) * scale;
  const labels: string[] = [];
  for (const [x0, y0] of [
    [0, 0],
    [width / 2, height / 2],
  ] as const) {
    for (let i = -4; i <= 4; i++) {
      for (let j = -2; j <= 2; j++) {
        const [x, y] = [x0 + i * width, y0 + j * height];
        if (x < -reach || x > width + reach || y < -reach || y > height + reach) continue;
        labels.push(
          `<g transform="translate(${x.toFixed(2)} ${y.toFixed(2)}) rotate(${ANGLE_DEGREES}) scale(${scale.toFixed(4)}) ` +
            `translate(${(-lineWidth / 2).toFixed(1)} -5)">` +
            `<use href="#s" stroke="#000" stroke-width="${OUTLINE}"/>` +
            `<use href="#s" stroke="#fff" stroke-width="${LETTER}"/></g>`,
        );
      }
    }
  }
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<defs><g id="s" fill="none" stroke-linecap="round" stroke-linejoin="round">${paths}</g></defs>` +
    `<g opacity="0.45">${labels.join('')}</g></svg>`;
  return { svg, width, height };
}

// Rendered tiles by label and size: a page of thumbnails for one family draws its tile once.
const tiles = new Map<string, Promise<{ png: Buffer; width: number; height: number }>>();
const MAX_TILES = 64;

function tileFor(label: string, capHeight: number) {
  const key = `${label}|${capHeight.toFixed(2)}`;
  let tile = tiles.get(key);
  if (!tile) {
    const { svg, width, height } = stampTileSvg(label, capHeight);
    tile = sharp(Buffer.from(svg))
      .png({ compressionLevel: 1 })
      .toBuffer()
      .then((png) => ({ png, width, height }));
    tile.catch(() => tiles.delete(key));
    tiles.set(key, tile);
    if (tiles.size > MAX_TILES) tiles.delete(tiles.keys().next().value!);
  }
  return tile;
}

/** A copy of a stored WebP picture with the stamp drawn across it, as WebP. */
export async function stampPicture(bytes: Buffer, label: string): Promise<Buffer> {
  const { width, height } = await sharp(bytes).metadata();
  if (!width || !height) throw new Error('a stored picture without dimensions');
  // A very long, narrow picture gets a smaller stamp, so that a whole tile still fits inside it.
  let capHeight = capHeightOf(width, height);
  let tile = await tileFor(label, capHeight);
  if (tile.width > width || tile.height > height) {
    capHeight *= Math.min(width / tile.width, height / tile.height) * 0.99;
    tile = await tileFor(label, capHeight);
  }
  // Rounding aside, that fits; a tile still larger than the picture is cut to it.
  const input =
    tile.width > width || tile.height > height
      ? await sharp(tile.png)
          .extract({
            left: 0,
            top: 0,
            width: Math.min(width, tile.width),
            height: Math.min(height, tile.height),
          })
          .png()
          .toBuffer()
      : tile.png;
  return (
    sharp(bytes)
      .composite([{ input, tile: true, gravity: 'northwest' }])
      // Effort 2 of 6: about half the encoding time of the default, for a file a few per cent larger.
      .webp({ quality: Math.max(width, height) <= 480 ? 75 : 82, effort: 2 })
      .toBuffer()
  );
}

/** The day a stamp names (UTC), also the day its cached copy is kept for. */
export const stampDay = (now = new Date()) => now.toISOString().slice(0, 10);

/**
 * Stamped copies kept in this process's memory by picture, viewer and day, so that a page of thumbnails seen
 * again costs no rendering; past `maxBytes` the least recently used go first. Nothing is written to disk.
 * This is a cache of bytes only: whether the viewer may have the picture is decided before it is asked.
 */
export function stampedCopies(maxBytes = 64 * 1024 * 1024, render = stampPicture) {
  const copies = new Map<string, Buffer>();
  // Concurrent requests for the same copy (a page opened twice) share one rendering.
  const rendering = new Map<string, Promise<Buffer | null>>();
  let held = 0;

  function keep(key: string, copy: Buffer) {
    if (copy.length > maxBytes) return;
    copies.set(key, copy);
    held += copy.length;
    for (const [oldest, bytes] of copies) {
      if (held <= maxBytes) break;
      copies.delete(oldest);
      held -= bytes.length;
    }
  }

  return {
    /** The stamped copy of `fileId` for this viewer and day; `original` reads the stored bytes when needed. */
    async copyOf(
      fileId: string,
      viewerProfileId: number,
      day: string,
      original: () => Promise<Buffer | null>,
    ): Promise<Buffer | null> {
      const key = `${fileId}:${viewerProfileId}:${day}`;
      const cached = copies.get(key);
      if (cached) {
        // Used again: to the back of the line.
        copies.delete(key);
        copies.set(key, cached);
        return cached;
      }
      let pending = rendering.get(key);
      if (!pending) {
        pending = (async () => {
          const bytes = await original();
          if (!bytes) return null;
          const copy = await render(bytes, stampLabel(viewerProfileId, day));
          keep(key, copy);
          return copy;
        })().finally(() => rendering.delete(key));
        rendering.set(key, pending);
      }
      return pending;
    },
    /** How many copies and bytes are held (for tests and the bench). */
    get held() {
      return { copies: copies.size, bytes: held };
    },
  };
}
export type StampedCopies = ReturnType<typeof stampedCopies>;
