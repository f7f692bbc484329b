import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Env } from './env.js';

export const SECRET_KEY_FILE = 'secret-key';

/**
 * Outside production an unset SECRET_KEY is generated once (256 bits) into DATA_DIR/secret-key,
 * readable by its owner only, and read back on every later start, so a development server never
 * signs with a value anyone can look up. Production must be given one (production-guard.ts).
 */
export function ensureSecretKey(env: Env): Env {
  if (env.SECRET_KEY || env.NODE_ENV === 'production') return env;
  const file = path.join(env.dataDir, SECRET_KEY_FILE);
  const existing = readKey(file);
  if (existing) return { ...env, SECRET_KEY: existing };

  fs.mkdirSync(env.dataDir, { recursive: true });
  // Written whole under another name, then linked: a second process starting at the same moment
  // either wins the link or reads the complete file, never a half-written one.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(draft, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
  try {
    fs.linkSync(draft, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    fs.rmSync(draft, { force: true });
  }
  const key = readKey(file);
  if (!key) throw new Error(`${file} is empty; delete it and start again`);
  return { ...env, SECRET_KEY: key };
}

function readKey(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8').trim() || null;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}
