import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeploymentSchema } from '../config/deployment.js';
import type { DatabaseHandle } from '../db/database.js';
import { findUserByEmail } from '../core/users/users.repository.js';
import { verifyPassword } from '../lib/passwords.js';
import { createTestDatabase } from '../test/test-database.js';
import { runCommand } from '../cli/commands.js';
import { bootstrapEmptyDatabase, FIRST_ADMIN_EMAIL } from './first-start.js';
import { hasSampleData, sampleLoaders } from './sample/index.js';
import { LocalFileStorage } from '../core/storage/local-storage.js';

const deployment = DeploymentSchema.parse({ sampleContent: true });
const dataDir = `/tmp/aatd-first-start-test-${process.pid}`;
const storage = new LocalFileStorage(dataDir);

/** A full disk half-way through the sample content: the loader after "news" fails as ENOSPC does. */
async function withDiskFullAfterNews<T>(run: () => Promise<T>): Promise<T> {
  const at = sampleLoaders.findIndex((l) => l.name === 'news') + 1;
  expect(at).toBeGreaterThan(0);
  const failing = {
    name: 'disk-full',
    load: () => Promise.reject(Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' })),
  };
  sampleLoaders.splice(at, 0, failing);
  try {
    return await run();
  } finally {
    sampleLoaders.splice(sampleLoaders.indexOf(failing), 1);
  }
}

const counts = async (handle: DatabaseHandle) => {
  const n = async (table: 'users' | 'posts' | 'activity_types') =>
    Number(
      (
        await handle.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { users: await n('users'), posts: await n('posts'), activities: await n('activity_types') };
};

describe('first start, all or nothing', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  }, 180_000);
  afterAll(() => handle.close());

  it('leaves an empty database when it fails half-way, and the next start does it all and prints a working password', async () => {
    const before = await counts(handle);
    await expect(withDiskFullAfterNews(() => bootstrapEmptyDatabase(handle.db, deployment, storage))).rejects.toThrow(
      /ENOSPC/,
    );
    // No admin whose password nobody saw, no half of the sample content.
    expect(await counts(handle)).toEqual(before);
    expect(await findUserByEmail(handle.db, FIRST_ADMIN_EMAIL)).toBeUndefined();
    expect(await hasSampleData(handle.db)).toBe(false);

    const admin = await bootstrapEmptyDatabase(handle.db, deployment, storage);
    expect(admin?.email).toBe(FIRST_ADMIN_EMAIL);
    const stored = await findUserByEmail(handle.db, FIRST_ADMIN_EMAIL);
    expect(stored?.role).toBe('admin');
    expect(await verifyPassword(stored!.password_hash, admin!.password)).toBe(true);
    expect(await hasSampleData(handle.db)).toBe(true);
    expect((await counts(handle)).posts).toBeGreaterThan(before.posts);
    // A later start finds the work done and prints nothing.
    expect(await bootstrapEmptyDatabase(handle.db, deployment, storage)).toBeNull();
  }, 300_000);
});

describe('sample:load and user:password', () => {
  let handle: DatabaseHandle;
  const ctx = () => ({ db: handle.db, deployment, dataDir, storage });
  beforeAll(async () => {
    handle = await createTestDatabase();
  }, 180_000);
  afterAll(() => handle.close());

  it('sample:load can be run again after a load that failed half-way', async () => {
    const before = await counts(handle);
    await expect(withDiskFullAfterNews(() => runCommand(ctx(), ['sample:load']))).rejects.toThrow(/ENOSPC/);
    expect(await counts(handle)).toEqual(before);
    expect(await hasSampleData(handle.db)).toBe(false);

    expect(await runCommand(ctx(), ['sample:load'])).toBe(
      `Loaded sample content: ${sampleLoaders.map((l) => l.name).join(', ')}`,
    );
    const after = await counts(handle);
    expect(after.posts).toBeGreaterThan(before.posts);
    expect(after.activities).toBeGreaterThan(before.activities);
    expect(await runCommand(ctx(), ['sample:load'])).toBe('Sample content was already loaded');
  }, 300_000);

  it('user:password sets a given or generated password, ends the sessions and is audited', async () => {
    await runCommand(ctx(), [
      'user:create',
      ...['--email', 'lost@example.org', '--password', 'Initial-Pass-91', '--first', 'Lo', '--last', 'St', '--admin'],
    ]);
    const generated = await runCommand(ctx(), ['user:password', '--email', 'lost@example.org']);
    const password = /New password for lost@example\.org: (\S+)/.exec(generated)?.[1];
    expect(password).toBeTruthy();
    let user = await findUserByEmail(handle.db, 'lost@example.org');
    expect(await verifyPassword(user!.password_hash, password!)).toBe(true);
    expect(await verifyPassword(user!.password_hash, 'Initial-Pass-91')).toBe(false);

    expect(
      await runCommand(ctx(), ['user:password', '--email', 'LOST@example.org', '--password', 'Chosen-Pass-42']),
    ).toBe('Password set for lost@example.org; every session of the account was ended');
    user = await findUserByEmail(handle.db, 'lost@example.org');
    expect(await verifyPassword(user!.password_hash, 'Chosen-Pass-42')).toBe(true);

    await expect(
      runCommand(ctx(), ['user:password', '--email', 'lost@example.org', '--password', 'short']),
    ).rejects.toThrow(/--password: /);
    await expect(runCommand(ctx(), ['user:password', '--email', 'nobody@example.org'])).rejects.toThrow(
      'No user with that e-mail',
    );
    const audit = await handle.db
      .selectFrom('audit_log')
      .select(['action', 'actor_label'])
      .where('action', '=', 'user.password')
      .where('target_id', '=', String(user!.id))
      .execute();
    expect(audit).toEqual([
      { action: 'user.password', actor_label: 'operator CLI' },
      { action: 'user.password', actor_label: 'operator CLI' },
    ]);
  });
});
