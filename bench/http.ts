/** The bench's HTTP client and its measurements: one client at a time over a kept-alive connection. */
import http from 'node:http';

export const RUNS = Number(process.env.BENCH_RUNS ?? 200);
export const basic = (u: string, p: string) => `Basic ${Buffer.from(`${u}:${p}`).toString('base64')}`;

/** One line of bench/results.md. `sql` is the p50 of the time the database had a query of the request. */
export type Row = {
  engine: string;
  size: number;
  scenario: string;
  p50: number;
  p95: number;
  bytes: number;
  total: number | string;
  sql?: number;
};

/** Where a filled database lives between the process that fills it and the one that measures it. */
export type Place = { engine: 'pglite' | 'postgres'; dataDir: string };

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

/** Requests sent before the measured ones, unmeasured: the first ones wait for the JIT and cold caches. */
export const WARM_UP = 20;

/**
 * One GET over a kept-alive connection, as a browser sends them. Node's own `fetch` costs 1.5–2 ms of this
 * process's time per request of a 56 KB page (measured beside this client on 2026-11-24), which the
 * measurement would otherwise count as the server's.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
export function get(url: string, authorization: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers: { authorization } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

export async function measure(url: string, authorization: string, runs = RUNS, sqlTime?: () => number) {
  for (let i = 0; i < WARM_UP; i++) await get(url, authorization);
  const times: number[] = [];
  const sqlTimes: number[] = [];
  let bytes = 0;
  let total: number | string = 0;
  for (let i = 0; i < runs; i++) {
    const sqlBefore = sqlTime?.() ?? 0;
    const started = performance.now();
    const response = await get(url, authorization);
    times.push(performance.now() - started);
    if (sqlTime) sqlTimes.push(sqlTime() - sqlBefore);
    if (response.status !== 200) throw new Error(`${url}: ${response.status} ${response.body.slice(0, 200)}`);
    bytes = response.body.length;
    const body = JSON.parse(response.body) as { total?: number; counts?: Record<string, number> };
    // A list's total; the dashboard's: the cards its sections count (decision 053).
    total = body.total ?? (body.counts ? Object.values(body.counts).reduce((a, b) => a + b, 0) : '-');
  }
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    bytes,
    total,
    ...(sqlTime ? { sql: percentile(sqlTimes, 50) } : {}),
  };
}

/** One GET answered with bytes (a picture), over the same kept-alive connection. */
export function getBytes(url: string, authorization: string): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers: { authorization } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/** Times one GET of each address in turn; every answer must be a 200. */
export async function timeEach(urls: string[], authorization: string) {
  const times: number[] = [];
  let bytes = 0;
  for (const url of urls) {
    const started = performance.now();
    const response = await getBytes(url, authorization);
    times.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
    bytes = response.bytes;
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95), bytes };
}
