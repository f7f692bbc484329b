// Before any test file runs: the server built as plain JavaScript once (when out of date), so the
// tests that start it as its own process (signals, shutdown, the operator CLI, several instances)
// run what production runs and skip the TypeScript loader's start-up, which took tens of seconds a
// process on a busy machine.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export default function buildServerOnce(): void {
  const root = path.resolve(import.meta.dirname, '..');
  execFileSync(process.execPath, [path.join(root, 'scripts/build-server.mjs'), '--if-needed'], {
    cwd: root,
    stdio: 'inherit',
  });
}
