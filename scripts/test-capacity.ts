import os from 'node:os';

/**
 * How much of the machine a test run takes, read once when the runner starts. On a busy machine
 * the run gets fewer workers and longer time-outs: slower, never flaky. `TEST_WORKERS` overrides
 * the worker count.
 */
export interface TestCapacity {
  workers: number;
  /** What every time-out is multiplied by: 1 on an idle machine, up to 6 on a crowded one. */
  slowdown: number;
}

export function testCapacity(env: NodeJS.ProcessEnv = process.env): TestCapacity {
  const cores = os.availableParallelism();
  const load = os.loadavg()[0] ?? 0;
  // Two workers fit two cores; past twice the cores' worth of other work, one worker alone keeps
  // the runner's own thread (which transforms every file for the workers) from starving. CI has the
  // machine to itself: the load it sees is the tail of its own previous step, not a neighbour.
  const busy = !env.CI && load > 2 * cores;
  const byLoad = busy ? 1 : Math.min(2, cores);
  const workers = Math.max(1, Number(env.TEST_WORKERS) || byLoad);
  const slowdown = Math.min(6, Math.max(1, (load + workers) / cores));
  return { workers, slowdown };
}
