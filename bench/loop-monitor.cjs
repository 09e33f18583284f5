/**
 * An event-loop monitor for a server under `npm run bench:load` (issue 31, the PGlite stall):
 *   NODE_OPTIONS="--require ./bench/loop-monitor.cjs" npm run bench:load -- --engine pglite
 * bench:load passes the environment to the server it starts. Each process appends to
 * $TMPDIR/loop-monitor-<pid>.log (seconds since it started): any gap of the event loop over 300 ms, GC pauses over
 * 100 ms, and every HTTP request over 1.5 s with the number of requests still in flight.
 */
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { PerformanceObserver } = require('node:perf_hooks');

const file = path.join(os.tmpdir(), `loop-monitor-${process.pid}.log`);
const started = Date.now();
const log = (line) => fs.appendFileSync(file, `${((Date.now() - started) / 1000).toFixed(2)} ${line}\n`);

let last = Date.now();
setInterval(() => {
  const now = Date.now();
  if (now - last > 300) log(`loop blocked ${now - last - 50} ms`);
  last = now;
}, 50).unref();

new PerformanceObserver((list) => {
  for (const entry of list.getEntries())
    if (entry.duration > 100) log(`gc ${entry.detail?.kind ?? ''} ${entry.duration.toFixed(0)} ms`);
}).observe({ entryTypes: ['gc'] });

const emit = http.Server.prototype.emit;
let inFlight = 0;
http.Server.prototype.emit = function (event, request, response) {
  if (event === 'request') {
    const start = Date.now();
    inFlight += 1;
    response.on('finish', () => {
      inFlight -= 1;
      const ms = Date.now() - start;
      if (ms > 1500) log(`slow ${ms} ms ${request.method} ${request.url} in flight ${inFlight}`);
    });
  }
  // biome-ignore lint/complexity/noArguments: every argument of emit, whatever the event
  return emit.apply(this, arguments);
};
