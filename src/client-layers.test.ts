import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The client's layers (bulletproof-react): `lib/` and `components/` know no feature and not the app;
 * a feature imports no other feature (app/ composes them). Checked on the source, so a new import that
 * breaks the rule fails here rather than in review.
 */
const root = path.join(path.dirname(new URL(import.meta.url).pathname), 'client');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/** Every module a file imports, as an absolute path inside src/client or an `@alias/…` specifier. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)'([^']+)'/g)].map((m) => m[1]!);
  return specifiers.map((s) =>
    s.startsWith('.') ? path.resolve(path.dirname(file), s) : s.replace(/^@client\//, `${root}/`),
  );
}

const relative = (p: string) => path.relative(root, p);

describe('client layers', () => {
  it('lib/ and components/ import no feature and not app/', () => {
    const offending = ['lib', 'components'].flatMap((layer) =>
      sources(path.join(root, layer)).flatMap((file) =>
        importsOf(file)
          .map(relative)
          .filter((target) => target.startsWith('features/') || target.startsWith('app/'))
          .map((target) => `${relative(file)} → ${target}`),
      ),
    );
    expect(offending).toEqual([]);
  });

  it('a feature imports no other feature', () => {
    const features = readdirSync(path.join(root, 'features'));
    const offending = features.flatMap((feature) =>
      sources(path.join(root, 'features', feature)).flatMap((file) =>
        importsOf(file)
          .map(relative)
          .filter((target) => target.startsWith('features/') && !target.startsWith(`features/${feature}/`))
          .map((target) => `${relative(file)} → ${target}`),
      ),
    );
    expect(offending).toEqual([]);
  });
});
