import { constants } from 'node:buffer';
import type { OpenDatabase } from '../src/server/db/database';
import { percentile, type Row } from './http';

const { MAX_STRING_LENGTH } = constants;
/**
 * The first version's way: every profile serialised to the browser in one answer. Read and serialised 50,000 at
 * a time, so that the bench itself survives a size where the one answer cannot be built: V8 builds no string
 * longer than `MAX_STRING_LENGTH` (about 512 MB), and at a million profiles the answer is longer (that is the
 * result, recorded as such).
 */
export async function firstVersion(opened: OpenDatabase, engine: string, size: number): Promise<Row> {
  const scenario = 'first version: every profile to the browser';
  const CHUNK = 50_000;
  const times: number[] = [];
  let bytes = 0;
  for (let run = 0; run < 3; run++) {
    const t0 = performance.now();
    bytes = 2;
    for (let after = 0; ; ) {
      const chunk = await opened.db
        .selectFrom('profiles')
        .selectAll()
        .where('id', '>', after)
        .orderBy('id')
        .limit(CHUNK)
        .execute();
      if (chunk.length === 0) break;
      // Each chunk as the one answer's part of it: its rows, their commas, no brackets.
      bytes += JSON.stringify(chunk).length - 2 + 1;
      after = chunk[chunk.length - 1]!.id;
    }
    times.push(performance.now() - t0);
    if (bytes > MAX_STRING_LENGTH) break;
  }
  if (bytes > MAX_STRING_LENGTH) {
    const failed = `${scenario}: not possible: the answer would be ${(bytes / 2 ** 20).toFixed(0)} MB, longer than V8 builds a string (${(MAX_STRING_LENGTH / 2 ** 20).toFixed(0)} MB)`;
    console.log(`  ${failed}`);
    return { engine, size, scenario: failed, p50: Number.NaN, p95: Number.NaN, bytes, total: size };
  }
  return { engine, size, scenario, p50: percentile(times, 50), p95: Math.max(...times), bytes, total: size };
}
