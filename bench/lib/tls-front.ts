import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/** Headers that belong to one HTTP/1.1 connection: HTTP/2 refuses them (RFC 9113 §8.2.2). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'http2-settings',
  'te',
  'host',
]);

/**
 * The reverse proxy of docs/operations.md as a phone meets it: TLS (a certificate made for the run) and HTTP/2
 * in front of the app's plain HTTP/1.1, one connection carrying every request at once, as nginx or Caddy serve a
 * production bureau. Answers the front's address and a function that stops it.
 */
export async function tlsFront(upstream: string, dir: string) {
  const key = path.join(dir, 'front.key');
  const cert = path.join(dir, 'front.crt');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  const target = new URL(upstream);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http2.createSecureServer({ key: fs.readFileSync(key), cert: fs.readFileSync(cert) });
  const sessions = new Set<http2.ServerHttp2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  server.on('stream', (stream, headers) => {
    const forwarded: http.OutgoingHttpHeaders = { host: headers[':authority'], 'x-forwarded-proto': 'https' };
    for (const [name, value] of Object.entries(headers))
      if (!name.startsWith(':') && !HOP_BY_HOP.has(name) && value !== undefined) forwarded[name] = value;
    const request = http.request(
      {
        agent,
        hostname: target.hostname,
        port: target.port,
        method: headers[':method'],
        path: headers[':path'],
        headers: forwarded,
      },
      (response) => {
        const answered: http2.OutgoingHttpHeaders = { ':status': response.statusCode ?? 502 };
        for (const [name, value] of Object.entries(response.headers))
          if (!HOP_BY_HOP.has(name) && value !== undefined) answered[name] = value;
        if (stream.destroyed) return response.resume();
        stream.respond(answered);
        response.pipe(stream);
      },
    );
    request.on('error', () => stream.destroy());
    stream.on('error', () => request.destroy());
    stream.on('close', () => request.destroy());
    stream.pipe(request);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    address: `https://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
        for (const session of sessions) session.destroy();
      }),
  };
}
