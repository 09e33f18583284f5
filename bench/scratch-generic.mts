import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { readSettings } from '../src/server/config/settings';
import { openMigratedDatabase } from '../src/server/db/open';
import { fillSynthetic } from './lib/cli';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rishta-scratch-'));
const settings = readSettings({ DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' });
const opened = await openMigratedDatabase(settings, 'scratch');
await fillSynthetic(opened.db, 10000);
const { sql: text, parameters } = JSON.parse(fs.readFileSync('/tmp/page-query.json', 'utf8'));
const i = text.indexOf('from (select');
const hits = text.slice(i + 'from '.length, text.indexOf(') as hits') + 1);
const lit = (v: unknown) => (typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`);
const inline = new Set((process.env.INLINE ?? '35,36,46,47,39,40,41,42,43').split(',').map(Number));
let inlined = `select * from ${hits} as hits where $1::int + $2::int + $3::int > 0 ${[...inline].map((n) => `and $${n}::text is not null`).join(' ')}`.replace(/\$(\d+)\b/g, (m, n, offset, whole) =>
  inline.has(Number(n)) && offset < whole.indexOf(' as hits where') ? lit(parameters[Number(n) - 1]) : m,
);
const original = `select * from ${hits} as hits where $1::int + $2::int + $3::int > 0 ${[...inline].map((n) => `and $${n}::text is not null`).join(' ')}`;
for (let round = 0; round < 3; round++)
  for (const [name, q] of Object.entries({ original, inlined })) {
    const raw = sql.raw(q);
    const go = () => opened.db.executeQuery({ sql: q, parameters, query: raw.toOperationNode() } as any);
    for (let k = 0; k < 20; k++) await go();
    const t = performance.now();
    for (let k = 0; k < 300; k++) await go();
    console.log(round, name, ((performance.now() - t) / 300).toFixed(3), 'ms');
  }
const mem = await opened.db.executeQuery({ sql: `select name, left(ident, 40) as ident, total_bytes from pg_backend_memory_contexts where name in ('CachedPlan','CachedPlanSource','CachedPlanQuery') order by total_bytes desc limit 12`, parameters: [], query: sql.raw('x').toOperationNode() } as any);
console.log(mem.rows);
const rest = 0;
void rest;
await opened.close();
fs.rmSync(dataDir, { recursive: true, force: true });
