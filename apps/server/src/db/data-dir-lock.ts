import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite corrupts a data directory opened by two processes, so the process that opens it holds a
 * pid lock file. Another process sees the lock and talks to the owner over the CLI socket instead.
 */
const lockPath = (dataDir: string) => path.join(dataDir, 'owner.pid');

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The pid of a live process that owns the directory, or null. */
export function dataDirOwner(dataDir: string): number | null {
  try {
    const pid = Number(fs.readFileSync(lockPath(dataDir), 'utf8'));
    return Number.isInteger(pid) && pid !== process.pid && isAlive(pid) ? pid : null;
  } catch {
    return null;
  }
}

export function lockDataDir(dataDir: string): () => void {
  const owner = dataDirOwner(dataDir);
  if (owner) throw new Error(`The embedded database in ${dataDir} is in use by process ${owner}.`);
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(lockPath(dataDir), String(process.pid));
  return () => {
    if (fs.existsSync(lockPath(dataDir)) && fs.readFileSync(lockPath(dataDir), 'utf8') === String(process.pid)) {
      fs.rmSync(lockPath(dataDir));
    }
  };
}
