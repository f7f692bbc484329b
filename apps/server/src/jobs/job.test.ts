import { describe, expect, it, vi } from 'vitest';
import { repeatingJob, type JobContext } from './job.js';

const ctxWithLog = () => {
  const warn = vi.fn();
  return { ctx: { log: { info: vi.fn(), warn, error: vi.fn() } } as unknown as JobContext, warn };
};
const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
};

describe('repeatingJob', () => {
  it('runs at once, keeps going after a failed round (logged), and stop waits for the round in progress', async () => {
    const { ctx, warn } = ctxWithLog();
    let rounds = 0;
    let inRound = false;
    const job = repeatingJob('sample', 1, async () => {
      rounds += 1;
      inRound = true;
      await new Promise((r) => setTimeout(r, 5));
      inRound = false;
      if (rounds === 1) throw new Error('database unavailable');
    });
    const stop = job.start(ctx);
    await until(() => rounds >= 3);
    await stop();
    expect(inRound).toBe(false);
    const after = rounds;
    await new Promise((r) => setTimeout(r, 30));
    expect(rounds).toBe(after); // no round after stop
    expect(warn).toHaveBeenCalledWith({ job: 'sample', err: 'database unavailable' }, 'sample round failed');
  });

  it('tells a long round that the job is stopping', async () => {
    const { ctx } = ctxWithLog();
    let sawStop = false;
    const job = repeatingJob('drain', 1_000, async (_ctx, stopping) => {
      while (!stopping()) await new Promise((r) => setTimeout(r, 2));
      sawStop = true;
    });
    const stop = job.start(ctx);
    await new Promise((r) => setTimeout(r, 20));
    await stop();
    expect(sawStop).toBe(true);
  });
});
