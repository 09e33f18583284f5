import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Issue 26: `npm run lint` runs the house rules of .dependency-cruiser.cjs after Biome. Each rule is shown
 * failing on a small tree made for it (a copy of the layout, never the real source); the lint itself shows the
 * real tree passing.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const depcruise = path.join(root, 'node_modules/.bin/depcruise');
const config = path.join(root, '.dependency-cruiser.cjs');
const run = promisify(execFile);

async function cruise(cwd: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout } = await run(depcruise, ['src', '--config', config, '--output-type', 'err'], { cwd });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

let tree: string;
function write(file: string, text: string) {
  const at = path.join(tree, file);
  fs.mkdirSync(path.dirname(at), { recursive: true });
  fs.writeFileSync(at, text);
}

beforeAll(() => {
  tree = fs.mkdtempSync(path.join(os.tmpdir(), 'rishta-house-rules-'));
  write(
    'tsconfig.json',
    JSON.stringify({ compilerOptions: { module: 'esnext', moduleResolution: 'bundler' } }),
  );
  write('src/client/features/notes/index.ts', "export const notes = 'notes';\n");
  write(
    'src/client/features/history/index.ts',
    "import { notes } from '../notes/index';\nexport const history = notes;\n",
  );
  write(
    'src/client/components/card.ts',
    "import { notes } from '../features/notes/index';\nexport const card = notes;\n",
  );
  write('src/shared/a.ts', "import type { B } from './b';\nexport type A = { b?: B };\n");
  write('src/shared/b.ts', "import type { A } from './a';\nexport type B = { a?: A };\n");
  write(
    'src/shared/rule.ts',
    "import { card } from '../client/components/card';\nexport const rule = card;\n",
  );
});
afterAll(() => fs.rmSync(tree, { recursive: true, force: true }));

describe('the house rules', () => {
  it('fail on a feature importing another, shared UI importing a feature, a type-only cycle, shared importing the client', async () => {
    const { code, output } = await cruise(tree);
    expect(code).not.toBe(0);
    expect(output).toMatch(/no-feature-to-feature: src\/client\/features\/history\/index\.ts/);
    expect(output).toMatch(/no-shared-ui-to-feature: src\/client\/components\/card\.ts/);
    expect(output).toMatch(/no-cycles: src\/shared\/(a|b)\.ts/);
    expect(output).toMatch(/shared-stands-alone: src\/shared\/rule\.ts/);
  });
});
