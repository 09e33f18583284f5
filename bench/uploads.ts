/**
 * npm run bench:uploads [-- --engine pglite|postgres --settle 30 --dry]: the real server (its own process, as
 * `npm start` runs it, on a temporary DATA_DIR) receives 64, then 128, concurrent anonymous uploads of a real
 * ~10 MB JPEG (issue 14, finding 7). The server's resident memory is read from /proc/<pid>/status every 50 ms;
 * reports its peak (and the kernel's own high-water mark), its RSS 30 s after the burst, and how many uploads
 * answered 201, 503 or anything else. Each burst runs on a fresh server. Appends a dated section to
 * bench/results.md. Target: peak RSS under 1 GB at 64 concurrent uploads.
 */
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { MAX_UPLOAD_BYTES } from '../src/server/pictures/images';
import { type RunningServer, startServer, stopServer } from '../tests/support/server-process';

const args = process.argv.slice(2);
const option = (name: string) =>
  args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : undefined;
const ENGINE = (option('engine') ?? 'pglite') as 'pglite' | 'postgres';
const SETTLE_SECONDS = Number(option('settle') ?? 30);
const BURSTS = (option('bursts') ?? '64,128').split(',').map(Number);
const TARGET_BYTES = 1024 ** 3;
const SAMPLE_MS = 50;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A 12 MP photo of noise (which JPEG cannot make small), just under the 10 MB limit. */
async function tenMegabyteJpeg(): Promise<Buffer> {
  for (let quality = 95; quality > 50; quality -= 2) {
    const jpeg = await sharp({
      create: {
        width: 4000,
        height: 3000,
        channels: 3,
        background: 'gray',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg({ quality })
      .toBuffer();
    if (jpeg.length <= MAX_UPLOAD_BYTES - 64 * 1024) return jpeg;
  }
  throw new Error('could not make a JPEG under the upload limit');
}

/** The body FilePond sends: a metadata field, then the file, both named `filepond`. */
function filepondBody(bytes: Buffer) {
  const boundary = `----rishtabench${Math.random().toString(16).slice(2)}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="filepond"\r\n\r\n{}\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="filepond"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** One upload from its own address (the server trusts X-Forwarded-For here, so each counts as a new visitor). */
function upload(url: string, body: Buffer, contentType: string, index: number): Promise<number | string> {
  return new Promise((resolve) => {
    const request = http.request(
      `${url}/api/upload`,
      {
        method: 'POST',
        agent: false,
        headers: {
          'content-type': contentType,
          'content-length': body.length,
          'x-forwarded-for': `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 'none'));
        response.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    request.end(body);
  });
}

function statusKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  return match ? Number(match[1]) * 1024 : 0;
}

const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Result = {
  concurrent: number;
  idle: number;
  peak: number;
  hwm: number;
  after: number;
  seconds: number;
  counts: Record<string, number>;
};

async function prepare() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rishta-uploads-'));
  let databaseUrl = '';
  if (ENGINE === 'postgres') {
    if (!process.env.DATABASE_URL) throw new Error('--engine postgres needs DATABASE_URL');
    const url = new URL(process.env.DATABASE_URL);
    const admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
    await admin.query('drop database if exists rishta_uploads with (force)');
    await admin.query('create database rishta_uploads');
    await admin.end();
    url.pathname = '/rishta_uploads';
    databaseUrl = url.toString();
  }
  return { dataDir, databaseUrl };
}

async function cleanup(dataDir: string) {
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (ENGINE === 'postgres') {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query('drop database if exists rishta_uploads with (force)');
    await admin.end();
  }
}

async function burst(concurrent: number, jpeg: Buffer): Promise<Result> {
  const { dataDir, databaseUrl } = await prepare();
  let server: RunningServer | undefined;
  try {
    server = await startServer(
      {
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        HOST: '127.0.0.1',
        PORT: String(await freePort()),
        TRUST_PROXY: 'true',
        ADMIN_EMAIL: 'uploads@rishta.test',
        ADMIN_PASSWORD: 'uploads-bench-password',
        LOG_LEVEL: 'warn',
      },
      120_000,
    );
    const pid = server.child.pid!;
    await sleep(2000);
    const idle = statusKb(pid, 'VmRSS');
    // The start (migrations, PGlite) has its own peak: the kernel's high-water mark is reset to the burst's.
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    let peak = idle;
    const sampler = setInterval(() => {
      peak = Math.max(peak, statusKb(pid, 'VmRSS'));
    }, SAMPLE_MS);
    const { body, contentType } = filepondBody(jpeg);
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: concurrent }, (_, i) => upload(server!.url, body, contentType, i + 1)),
    );
    const seconds = (Date.now() - started) / 1000;
    const counts: Record<string, number> = {};
    for (const answer of answers) counts[String(answer)] = (counts[String(answer)] ?? 0) + 1;
    const settleUntil = Date.now() + SETTLE_SECONDS * 1000;
    while (Date.now() < settleUntil) await sleep(SAMPLE_MS);
    clearInterval(sampler);
    const after = statusKb(pid, 'VmRSS');
    const hwm = statusKb(pid, 'VmHWM');
    const result = { concurrent, idle, peak, hwm, after, seconds, counts };
    console.log(
      `${ENGINE}, ${concurrent} concurrent: idle ${mb(idle)}, peak ${mb(peak)} (VmHWM ${mb(hwm)}), ` +
        `${SETTLE_SECONDS} s after ${mb(after)}; answers ${JSON.stringify(counts)} in ${seconds.toFixed(1)} s`,
    );
    const warnings = server
      .output()
      .split('\n')
      .filter((line) => /"level":(40|50|60)/.test(line));
    if (warnings.length) console.log(warnings.slice(-5).join('\n'));
    return result;
  } finally {
    if (server) await stopServer(server, 'SIGTERM');
    await cleanup(dataDir);
  }
}

async function main() {
  const jpeg = await tenMegabyteJpeg();
  console.log(`JPEG: 4000 × 3000, ${(jpeg.length / 2 ** 20).toFixed(2)} MiB`);
  const results: Result[] = [];
  for (const concurrent of BURSTS) results.push(await burst(concurrent, jpeg));
  const other = (counts: Record<string, number>) =>
    Object.entries(counts)
      .filter(([status]) => status !== '201' && status !== '503')
      .reduce((sum, [, n]) => sum + n, 0);
  const cpus = os.cpus();
  const lines = [
    '',
    `## Uploads: memory under concurrent 10 MB pictures (${ENGINE}), ${new Date().toISOString().slice(0, 10)}`,
    '',
    `${cpus.length} × ${cpus[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}. ` +
      `\`npm run bench:uploads\`: the server as its own process on a fresh temporary DATA_DIR for each burst; one ` +
      `4000 × 3000 JPEG of noise, ${(jpeg.length / 2 ** 20).toFixed(2)} MiB, posted N times at once to ` +
      `POST /api/upload from 127.0.0.1, each with its own X-Forwarded-For address (anonymous, under the rate ` +
      `limit). RSS of the server process read from /proc every ${SAMPLE_MS} ms; VmHWM is the kernel's peak ` +
      `(reset after start-up, so it is the burst's). ` +
      `Target: peak under 1 GB at 64 concurrent.`,
    '',
    `| engine | concurrent | idle RSS | peak RSS | VmHWM | RSS ${SETTLE_SECONDS} s after | 201 | 503 | other | seconds | under 1 GB |`,
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${ENGINE} | ${r.concurrent} | ${mb(r.idle)} | ${mb(r.peak)} | ${mb(r.hwm)} | ${mb(r.after)} | ` +
        `${r.counts['201'] ?? 0} | ${r.counts['503'] ?? 0} | ${other(r.counts)} | ${r.seconds.toFixed(1)} | ` +
        `${Math.max(r.peak, r.hwm) < TARGET_BYTES ? 'yes' : 'no'} |`,
    ),
    '',
  ];
  if (args.includes('--dry')) return console.log(lines.join('\n'));
  const file = path.join(import.meta.dirname, 'results.md');
  fs.appendFileSync(file, lines.join('\n'));
  console.log(`\nAppended to ${file}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
