/**
 * Where a slow request's time went, inside the server (issue 31, decision 083: how the PGlite stall was found):
 *   NODE_OPTIONS="--import ./bench/request-timeline.mjs" npm run bench:load -- --engine pglite --seconds 20 --dry
 * bench:load passes the environment to the server it starts. Each process writes to $TMPDIR:
 * - request-times-<pid>.log, one line a request: start (s since the process started), ms until the answer left,
 *   method, path (ids as N), ms of PGlite engine time, ms until `response.end` was called;
 * - request-timeline-<pid>.log: every request over 1.5 s with each of its PGlite calls (`q@<ms after it was
 *   read>(<engine ms>)`), every engine call over 100 ms with its SQL, and gaps of the event loop over 300 ms.
 * A request whose queries are done early and whose answer leaves late waited for the event loop, not the database.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

const timesFile = path.join(os.tmpdir(), `request-times-${process.pid}.log`);
const timelineFile = path.join(os.tmpdir(), `request-timeline-${process.pid}.log`);
const t0 = performance.now();
const now = () => performance.now() - t0;
const log = (line) => fs.appendFileSync(timelineFile, `${(now() / 1000).toFixed(2)} ${line}\n`);
const requests = new AsyncLocalStorage();
const decoder = new TextDecoder();

// The engine's synchronous call: one wire-protocol message (Parse carries the SQL text).
let lastSql = '';
const execProtocolRawSync = PGlite.prototype.execProtocolRawSync;
PGlite.prototype.execProtocolRawSync = function (message) {
  if (message[0] === 0x50) {
    const name = message.indexOf(0, 5);
    lastSql = decoder.decode(message.subarray(name + 1, message.indexOf(0, name + 1)));
  }
  const started = performance.now();
  try {
    return execProtocolRawSync.call(this, message);
  } finally {
    const ms = performance.now() - started;
    const request = requests.getStore();
    if (request) {
      request.engine += ms;
      const call = request.calls.at(-1);
      if (call) call.engine += ms;
    }
    if (ms > 100) log(`engine ${ms.toFixed(0)} ms ${lastSql.replace(/\s+/g, ' ').slice(0, 160)}`);
  }
};
for (const method of ['query', 'exec', 'transaction']) {
  const original = PGlite.prototype[method];
  PGlite.prototype[method] = function (...args) {
    const request = requests.getStore();
    if (request) request.calls.push({ kind: method[0], at: now() - request.start, engine: 0 });
    return original.apply(this, args);
  };
}

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function (event, request, response, ...rest) {
  if (event !== 'request') return emit.call(this, event, request, response, ...rest);
  const timing = { start: now(), engine: 0, calls: [], ended: 0 };
  const end = response.end;
  response.end = function (...args) {
    timing.ended = now() - timing.start;
    return end.apply(this, args);
  };
  response.on('finish', () => {
    const ms = now() - timing.start;
    const route = `${request.method} ${request.url.split('?')[0].replace(/\d+/g, 'N')}`;
    fs.appendFileSync(
      timesFile,
      `${(timing.start / 1000).toFixed(3)} ${ms.toFixed(1)} ${route} ${timing.engine.toFixed(1)} ${timing.ended.toFixed(1)}\n`,
    );
    if (ms > 1500)
      log(
        `slow ${ms.toFixed(0)} ms ${request.method} ${request.url} engine ${timing.engine.toFixed(0)} ` +
          `end called at ${timing.ended.toFixed(0)} calls ${timing.calls.map((c) => `${c.kind}@${c.at.toFixed(0)}(${c.engine.toFixed(0)})`).join(' ')}`,
      );
  });
  return requests.run(timing, () => emit.call(this, event, request, response, ...rest));
};

let last = performance.now();
setInterval(() => {
  const at = performance.now();
  if (at - last > 300) log(`loop blocked ${(at - last - 50).toFixed(0)} ms`);
  last = at;
}, 50).unref();
