import { loadEnv } from './config/env.js';
import { loadDeployment } from './config/deployment.js';
import { startServer, type RunningServer } from './start.js';

let running: RunningServer | undefined;
let stopRequested = false;

const stop = async () => {
  const result = running ? await running.stop() : 'closed';
  process.exit(result === 'closed' ? 0 : 1);
};

// Installed before start-up so a signal during start-up still shuts down cleanly.
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    stopRequested = true;
    if (running) void stop();
  });
}

try {
  const env = loadEnv();
  if (env.BACKGROUND_JOBS === 'worker' && !env.DATABASE_URL) {
    throw new Error('BACKGROUND_JOBS=worker needs DATABASE_URL: the embedded database runs its jobs in this process.');
  }
  running = await startServer(env, loadDeployment(), { runJobs: env.BACKGROUND_JOBS === 'in-process' });
  if (stopRequested) await stop();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
