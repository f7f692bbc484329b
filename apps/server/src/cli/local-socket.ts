import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { CliError, runCommand, type CliContext } from './commands.js';

export const cliSocketPath = (dataDir: string) => path.join(dataDir, 'cli.sock');

/**
 * PGlite allows one process on a data directory, so while the server runs the CLI hands its
 * command to the server over a Unix socket inside DATA_DIR, readable by the owning user only.
 */
export function serveCliSocket(ctx: CliContext, socketPath: string): Promise<() => Promise<void>> {
  if (fs.existsSync(socketPath)) fs.rmSync(socketPath);
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const reply = (status: number, text: string) => res.writeHead(status, { 'content-type': 'text/plain' }).end(text);
      let argv: string[];
      try {
        argv = (JSON.parse(body) as { argv: string[] }).argv;
      } catch {
        return reply(400, 'Malformed command');
      }
      runCommand(ctx, argv).then(
        (out) => reply(200, out),
        (err: unknown) => reply(err instanceof CliError ? 400 : 500, err instanceof Error ? err.message : String(err)),
      );
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      fs.chmodSync(socketPath, 0o600);
      resolve(
        () =>
          new Promise<void>((done) => {
            server.close(() => done());
            if (fs.existsSync(socketPath)) fs.rmSync(socketPath);
          }),
      );
    });
  });
}

/** Sends a command to a running server; null when nothing listens there. */
export function sendToRunningServer(socketPath: string, argv: string[]): Promise<{ ok: boolean; text: string } | null> {
  if (!fs.existsSync(socketPath)) return Promise.resolve(null);
  return new Promise((resolve) => {
    const req = http.request({ socketPath, path: '/', method: 'POST' }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve({ ok: res.statusCode === 200, text }));
    });
    req.on('error', () => resolve(null));
    req.end(JSON.stringify({ argv }));
  });
}
