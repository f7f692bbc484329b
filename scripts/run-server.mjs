// `npm start`, `npm run serve` and `npm run worker`: builds what is out of date, then runs the
// server (or worker) as this process's child and passes every stop signal on to it, so stopping
// npm stops the server. npm signals only its own child, the script's shell, which does not pass
// signals on: the scripts `exec` this launcher so that it is that child. (`build && node
// server.js` left the server running, holding DATA_DIR, after SIGTERM ended npm.)
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const withWeb = args[0] === '--web';
const entry = withWeb ? args[1] : args[0];
if (entry !== 'server' && entry !== 'worker') {
  console.error('usage: node scripts/run-server.mjs [--web] server|worker');
  process.exit(2);
}

let stopping = null;
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];
// A signal during a build stops there: nothing has been started yet.
for (const signal of SIGNALS) process.on(signal, () => (stopping = signal));

const step = (script, ...rest) => {
  const res = spawnSync(process.execPath, [path.join(root, 'scripts', script), ...rest], {
    cwd: root,
    stdio: 'inherit',
  });
  if (stopping) process.exit(1);
  if (res.status !== 0) process.exit(res.status ?? 1);
};
if (withWeb) step('build-web-if-needed.mjs');
step('build-server.mjs', '--if-needed');

// Its own process group: a Ctrl-C in the terminal reaches the server only through this launcher,
// once (twice, the server would take the second as "stop now" and skip its graceful close).
const child = spawn(process.execPath, [path.join(root, 'apps/server/dist', `${entry}.js`)], {
  stdio: 'inherit',
  detached: true,
});
// A Ctrl-C reaches both npm and this launcher, and npm passes it on too: the copy that arrives
// within a moment is the same stop, not a second one.
const lastSent = new Map();
for (const signal of SIGNALS) {
  process.removeAllListeners(signal);
  process.on(signal, () => {
    if (performance.now() - (lastSent.get(signal) ?? -Infinity) < 500) return;
    lastSent.set(signal, performance.now());
    child.kill(signal);
  });
}
child.on('exit', (code, signal) => {
  // Exit as the server did: its code, or the signal that ended it.
  if (signal) {
    for (const s of SIGNALS) process.removeAllListeners(s);
    process.kill(process.pid, signal);
  } else process.exit(code ?? 1);
});
