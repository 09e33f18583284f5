import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { stampDay, stampedCopies, stampLabel, stampPicture, stampTileSvg } from './stamp';

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 90, g: 140, b: 200 } } })
    .webp()
    .toBuffer();

describe('stampPicture', () => {
  it('names the viewing family and the day', () => {
    expect(stampLabel(4821, '2026-11-24')).toBe('Rishta · #4821 · 2026-11-24');
    expect(stampDay(new Date('2026-11-24T23:59:00Z'))).toBe('2026-11-24');
  });

  it('draws its words as paths, with no text for a font to set', () => {
    const { svg } = stampTileSvg(stampLabel(4821, '2026-11-24'), 17);
    expect(svg).not.toContain('<text');
    expect(svg).toContain('<path');
  });

  it('marks a long, narrow picture and a tiny one too', async () => {
    const label = stampLabel(4821, '2026-11-24');
    for (const [width, height] of [
      [480, 60],
      [40, 480],
      [3, 3],
    ] as const) {
      const stamped = await stampPicture(await picture(width, height), label);
      const metadata = await sharp(stamped).metadata();
      expect([metadata.width, metadata.height]).toEqual([width, height]);
    }
  });

  it('keeps the size, marks the picture, and stays see-through', async () => {
    const original = await picture(480, 360);
    const stamped = await stampPicture(original, stampLabel(4821, '2026-11-24'));
    const metadata = await sharp(stamped).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 480, 360]);
    const [before, after] = await Promise.all(
      [original, stamped].map((b) => sharp(b).removeAlpha().raw().toBuffer()),
    );
    let changed = 0;
    for (let i = 0; i < before.length; i += 3) if (Math.abs(before[i]! - after[i]!) > 40) changed++;
    const share = changed / (480 * 360);
    // Marked across the picture, but most of it still shows.
    expect(share).toBeGreaterThan(0.03);
    expect(share).toBeLessThan(0.35);
  });

  it('renders the same on a machine without any font', { timeout: 30_000 }, async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'no-fonts-'));
    const config = path.join(empty, 'fonts.conf');
    fs.writeFileSync(config, '<?xml version="1.0"?><fontconfig><dir>/nonexistent</dir></fontconfig>');
    const original = await picture(480, 360);
    const input = path.join(empty, 'original.webp');
    fs.writeFileSync(input, original);
    const out = path.join(empty, 'stamped.webp');
    // Only the stamp module is imported (sharp resolves from beside it); the script itself lives in the empty folder.
    const script = `
      import fs from 'node:fs';
      import { stampPicture } from ${JSON.stringify(path.resolve(import.meta.dirname, 'stamp.ts'))};
      const stamped = await stampPicture(fs.readFileSync(${JSON.stringify(input)}), 'Rishta · #4821 · 2026-11-24');
      fs.writeFileSync(${JSON.stringify(out)}, stamped);
    `;
    const file = path.join(empty, 'render.mts');
    fs.writeFileSync(file, script);
    try {
      execFileSync(process.execPath, ['--import', 'tsx', file], {
        cwd: process.cwd(),
        env: { ...process.env, FONTCONFIG_FILE: config, FONTCONFIG_PATH: empty },
        stdio: 'pipe',
      });
      const here = await stampPicture(original, 'Rishta · #4821 · 2026-11-24');
      expect(fs.readFileSync(out).equals(here)).toBe(true);
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});

describe('stampedCopies', () => {
  const fakeRender = vi.fn(async (bytes: Buffer, label: string) =>
    Buffer.concat([bytes, Buffer.from(label)]),
  );

  it('renders a copy once per picture, viewer and day, even when asked for it twice at once', async () => {
    fakeRender.mockClear();
    const copies = stampedCopies(1024 * 1024, fakeRender);
    const read = vi.fn(async () => Buffer.from('picture'));
    const [a, b] = await Promise.all([
      copies.copyOf('file-a', 7, '2026-11-24', read),
      copies.copyOf('file-a', 7, '2026-11-24', read),
    ]);
    expect(a).toBe(b);
    expect(await copies.copyOf('file-a', 7, '2026-11-24', read)).toBe(a);
    expect(fakeRender).toHaveBeenCalledTimes(1);
    expect(read).toHaveBeenCalledTimes(1);
    await copies.copyOf('file-a', 8, '2026-11-24', read);
    await copies.copyOf('file-a', 7, '2026-11-25', read);
    expect(fakeRender).toHaveBeenCalledTimes(3);
  });

  it('holds at most its bytes, letting the least recently used go first', async () => {
    const render = vi.fn(async () => Buffer.alloc(40));
    const copies = stampedCopies(100, render);
    const read = async () => Buffer.from('x');
    await copies.copyOf('a', 1, 'd', read);
    await copies.copyOf('b', 1, 'd', read);
    await copies.copyOf('a', 1, 'd', read); // a used again: b is now the oldest
    await copies.copyOf('c', 1, 'd', read); // 120 bytes: b goes
    expect(copies.held).toEqual({ copies: 2, bytes: 80 });
    expect(render).toHaveBeenCalledTimes(3);
    await copies.copyOf('a', 1, 'd', read);
    await copies.copyOf('c', 1, 'd', read);
    expect(render).toHaveBeenCalledTimes(3);
    await copies.copyOf('b', 1, 'd', read);
    expect(render).toHaveBeenCalledTimes(4);
  });

  it('answers null, and keeps nothing, when the stored bytes are gone', async () => {
    const copies = stampedCopies(1024, fakeRender);
    expect(await copies.copyOf('gone', 1, 'd', async () => null)).toBeNull();
    expect(copies.held).toEqual({ copies: 0, bytes: 0 });
  });
});
