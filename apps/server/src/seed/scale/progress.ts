/** One step's counter: rows done out of a total, and the time it took. */
export interface StepProgress {
  add(rows: number): void;
  end(): void;
}

export type Progress = (step: string, total: number) => StepProgress;

export const silentProgress: Progress = () => ({ add() {}, end() {} });

const WIDTH = 30;
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
const format = (n: number) => n.toLocaleString('en-US');

/**
 * A bar per step on a terminal (redrawn in place), or a line per tenth when the output is a file
 * or a pipe, so a log of the run stays readable.
 */
export function progressBar(out: NodeJS.WriteStream = process.stderr): Progress {
  const started = performance.now();
  return (step, total) => {
    const stepStarted = performance.now();
    let done = 0;
    let lastTenth = -1;
    const line = () => {
      const share = total === 0 ? 1 : Math.min(1, done / total);
      const filled = Math.round(share * WIDTH);
      return `${step.padEnd(26)} [${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}] ${format(done)}/${format(total)} ${(share * 100).toFixed(0).padStart(3)}%  ${seconds(stepStarted)} s (total ${seconds(started)} s)`;
    };
    const draw = () => {
      if (out.isTTY) {
        out.write(`\r${line()}`);
        return;
      }
      const tenth = total === 0 ? 10 : Math.floor((done / total) * 10);
      if (tenth !== lastTenth) out.write(`${line()}\n`);
      lastTenth = tenth;
    };
    draw();
    return {
      add(rows) {
        done += rows;
        draw();
      },
      end() {
        done = total;
        draw();
        if (out.isTTY) out.write('\n');
      },
    };
  };
}

/** Runs `insert` over 1..total in slices of `batch`, counting each slice on the step's bar. */
export async function inBatches(
  step: StepProgress,
  total: number,
  batch: number,
  insert: (from: number, to: number) => Promise<unknown>,
): Promise<void> {
  for (let from = 1; from <= total; from += batch) {
    const to = Math.min(total, from + batch - 1);
    await insert(from, to);
    step.add(to - from + 1);
  }
  step.end();
}
