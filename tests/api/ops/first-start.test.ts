/**
 * Issue 26, a newcomer's hour: a start that cannot listen stops before it creates or migrates anything and
 * says which setting to change, without a stack trace; a start says which migrations it applied.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { engineUnderTest } from '../../support/engines';
import { newPlace, type Place, runToEnd, serverPool } from './support';

const servers = serverPool();
const places: Place[] = [];
afterAll(async () => {
  await servers.stopAll();
  for (const p of places) await p.remove();
});

describe.runIf(engineUnderTest === 'pglite')('the first start', () => {
  it('on a taken port stops before creating anything, naming PORT, without a stack trace', async () => {
    const place = await newPlace('pglite');
    places.push(place);
    const env = await place.env();
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(Number(env.PORT), env.HOST, () => resolve()));
    try {
      const { code, output } = await runToEnd('src/server/main.ts', [], env);
      expect(code).toBe(1);
      expect(output).toContain(`port ${env.PORT} is taken by another program`);
      expect(output).toContain('Set PORT to another value');
      expect(output).not.toMatch(/\n\s+at /);
      expect(output).not.toContain('First matchmaker account created');
      expect(fs.existsSync(path.join(place.dataDir, 'pgdata'))).toBe(false);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });

  it('says which migrations it applied, and nothing the second time', { timeout: 120_000 }, async () => {
    const place = await newPlace('pglite');
    places.push(place);
    const env = await place.env();
    const first = await servers.start(env);
    expect(first.output()).toMatch(/Database brought up to date: applied 001-initial, .*015-shown-text/);
    await servers.stopAll();
    const second = await servers.start(env);
    expect(second.output()).not.toContain('Database brought up to date');
    expect(second.output()).toContain('Rishta is running');
  });
});
