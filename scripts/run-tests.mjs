// `npm test`: lint, the type checks, the unit and API tests (Vitest), then the browser tests
// (Playwright), stopping at the first that fails, with each step's time at the end so a slow run
// shows where its time went.
//
// TEST_STEPS names the steps to run (comma-separated, from lint, typecheck, unit, e2e); all of
// them when unset. CI's PostgreSQL pass leaves out lint and typecheck: they read no database, and
// the same sources have just passed them in the embedded-database pass.
import { spawnSync } from 'node:child_process';

const STEPS = ['lint', 'typecheck', 'unit', 'e2e'];
const SCRIPT = { lint: 'lint', typecheck: 'typecheck', unit: 'test:unit', e2e: 'test:e2e' };

const chosen = process.env.TEST_STEPS ? process.env.TEST_STEPS.split(',').map((s) => s.trim()) : STEPS;
const unknown = chosen.filter((s) => !STEPS.includes(s));
if (unknown.length > 0) {
  console.error(`TEST_STEPS: unknown step ${unknown.join(', ')} (the steps are ${STEPS.join(', ')})`);
  process.exit(2);
}

const times = [];
const summary = () => console.log(`\nTest steps: ${times.map(([s, t]) => `${s} ${t}`).join(', ')}`);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
for (const step of STEPS.filter((s) => chosen.includes(s))) {
  const started = performance.now();
  const run = spawnSync(npm, ['run', SCRIPT[step]], { stdio: 'inherit' });
  const seconds = (performance.now() - started) / 1000;
  times.push([
    step,
    seconds >= 60 ? `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s` : `${seconds.toFixed(1)} s`,
  ]);
  if (run.status !== 0) {
    summary();
    console.error(`\n${step} failed${run.signal ? ` (${run.signal})` : ''}.`);
    process.exit(run.status ?? 1);
  }
}
summary();
