import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { DeploymentSchema } from '../config/deployment.js';
import { createTestDatabase } from '../test/test-database.js';
import { findUserByEmail } from '../features/users/users.repository.js';
import { verifyPassword } from '../lib/passwords.js';
import { CliError, runCommand, type CliContext } from './commands.js';

let handle: DatabaseHandle;
let ctx: CliContext;
beforeAll(async () => {
  handle = await createTestDatabase();
  ctx = { db: handle.db, deployment: DeploymentSchema.parse({}), dataDir: '/tmp/aatd-cli-test' };
});
afterAll(() => handle.close());

describe('operator CLI', () => {
  it('user:create stores a hashed password; --verified completes both verifications', async () => {
    const out = await runCommand(ctx, [
      'user:create',
      '--email',
      'Op@Example.org',
      '--password',
      'Strong-Pass-1',
      '--first',
      'Op',
      '--last',
      'Erator',
      '--admin',
      '--verified',
    ]);
    expect(out).toMatch(/Created user #\d+ op@example.org \(admin\) \(verified\)/);
    const user = await findUserByEmail(handle.db, 'op@example.org');
    expect(user).toMatchObject({ is_admin: true, hcp_status: 'verified' });
    expect(user!.email_verified_at).toBeInstanceOf(Date);
    expect(user!.password_hash).not.toContain('Strong-Pass-1');
    expect(await verifyPassword(user!.password_hash, 'Strong-Pass-1')).toBe(true);
  });

  it('refuses a duplicate e-mail and missing flags', async () => {
    await expect(
      runCommand(ctx, ['user:create', '--email', 'op@example.org', '--password', 'x', '--first', 'a', '--last', 'b']),
    ).rejects.toThrow(/already exists/);
    await expect(runCommand(ctx, ['user:create', '--email', 'new@example.org'])).rejects.toBeInstanceOf(CliError);
  });

  it('user:verify and user:admin change an existing user and report an unknown one', async () => {
    await runCommand(ctx, [
      'user:create',
      '--email',
      'plain@example.org',
      '--password',
      'Strong-Pass-1',
      '--first',
      'P',
      '--last',
      'L',
    ]);
    expect((await findUserByEmail(handle.db, 'plain@example.org'))!.hcp_status).toBe('none');
    await runCommand(ctx, ['user:verify', '--email', 'plain@example.org']);
    await runCommand(ctx, ['user:admin', '--email', 'plain@example.org']);
    expect(await findUserByEmail(handle.db, 'plain@example.org')).toMatchObject({
      hcp_status: 'verified',
      is_admin: true,
    });
    await expect(runCommand(ctx, ['user:verify', '--email', 'ghost@example.org'])).rejects.toThrow(
      'No user with that e-mail',
    );
  });

  it('db:migrate reports an up-to-date database; sample:load runs once', async () => {
    expect(await runCommand(ctx, ['db:migrate'])).toBe('Database is up to date');
    expect(await runCommand(ctx, ['sample:load'])).toMatch(/Loaded sample content/);
    expect(await runCommand(ctx, ['sample:load'])).toBe('Sample content was already loaded');
  });

  it('prints usage for an unknown command', async () => {
    await expect(runCommand(ctx, ['nope'])).rejects.toThrow(/Unknown command "nope"/);
  });
});
