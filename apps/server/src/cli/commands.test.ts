import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { DeploymentSchema } from '../config/deployment.js';
import { createTestDatabase } from '../test/test-database.js';
import { findUserByEmail } from '../core/users/users.repository.js';
import { verifyPassword } from '../lib/passwords.js';
import { CliError, runCommand, withAbsoluteFile, type CliContext } from './commands.js';
import { FIXTURE_TITLES, ghostExportFixture } from '../test/ghost-export.js';
import { ghostZip, remoteImagesForTests, samplePng } from '../test/ghost-zip.js';
import { largeGhostExport } from '../test/ghost-versions.js';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LocalFileStorage } from '../core/storage/local-storage.js';

let handle: DatabaseHandle;
let ctx: CliContext;
beforeAll(async () => {
  remoteImagesForTests();
  handle = await createTestDatabase();
  ctx = {
    db: handle.db,
    deployment: DeploymentSchema.parse({}),
    dataDir: '/tmp/aatd-cli-test',
    storage: new LocalFileStorage('/tmp/aatd-cli-test'),
  };
});
afterAll(() => handle?.close());

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
    expect(user).toMatchObject({ role: 'admin', hcp_status: 'verified' });
    expect(user!.email_verified_at).toBeInstanceOf(Date);
    expect(user!.password_hash).not.toContain('Strong-Pass-1');
    expect(await verifyPassword(user!.password_hash, 'Strong-Pass-1')).toBe(true);
  });

  it('user:create records an operator consent to the versions in force, or to the older ones named', async () => {
    await runCommand(ctx, [
      'user:create',
      '--email',
      'cur@example.org',
      '--password',
      'x',
      '--first',
      'a',
      '--last',
      'b',
    ]);
    await runCommand(ctx, [
      'user:create',
      ...['--email', 'old@example.org', '--password', 'x', '--first', 'a', '--last', 'b', '--verified'],
      ...['--terms-version', '2020-01-01', '--verified-at', '2024-01-15T00:00:00Z'],
    ]);
    const current = await findUserByEmail(handle.db, 'cur@example.org');
    const old = await findUserByEmail(handle.db, 'old@example.org');
    expect(current).toMatchObject({ terms_version: ctx.deployment.legal.terms.version });
    expect(old).toMatchObject({ terms_version: '2020-01-01', privacy_version: ctx.deployment.legal.privacy.version });
    expect(old!.hcp_verified_at!.toISOString()).toBe('2024-01-15T00:00:00.000Z');
    const records = await handle.db
      .selectFrom('consent_records')
      .select(['document', 'version', 'source'])
      .where('user_id', '=', old!.id)
      .orderBy('id')
      .execute();
    expect(records).toEqual([
      { document: 'terms', version: '2020-01-01', source: 'operator' },
      { document: 'privacy', version: ctx.deployment.legal.privacy.version, source: 'operator' },
    ]);
    await expect(
      runCommand(ctx, [
        'user:create',
        ...['--email', 'bad@example.org', '--password', 'x', '--first', 'a', '--last', 'b', '--verified'],
        ...['--verified-at', 'soon'],
      ]),
    ).rejects.toBeInstanceOf(CliError);
  });

  it('refuses a duplicate e-mail and missing flags', async () => {
    await expect(
      runCommand(ctx, ['user:create', '--email', 'op@example.org', '--password', 'x', '--first', 'a', '--last', 'b']),
    ).rejects.toThrow(/already exists/);
    await expect(runCommand(ctx, ['user:create', '--email', 'new@example.org'])).rejects.toBeInstanceOf(CliError);
  });

  it('user:verify and user:role change an existing user and report an unknown one', async () => {
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
    expect(await runCommand(ctx, ['user:role', '--email', 'plain@example.org', '--role', 'admin'])).toBe(
      'plain@example.org is now admin (was member)',
    );
    expect(await findUserByEmail(handle.db, 'plain@example.org')).toMatchObject({
      hcp_status: 'verified',
      role: 'admin',
    });
    await expect(runCommand(ctx, ['user:verify', '--email', 'ghost@example.org'])).rejects.toThrow(
      'No user with that e-mail',
    );
  });

  it('user:role sets each role, audits each change as the operator, and refuses unknown roles', async () => {
    const email = 'staff@example.org';
    await runCommand(ctx, [
      'user:create',
      '--email',
      email,
      '--password',
      'Strong-Pass-1',
      '--first',
      'S',
      '--last',
      'T',
    ]);
    const { id } = (await findUserByEmail(handle.db, email))!;
    for (const [from, to] of [
      ['member', 'editor'],
      ['editor', 'reviewer'],
      ['reviewer', 'moderator'],
      ['moderator', 'safety'],
      ['safety', 'member'],
    ] as const) {
      expect(await runCommand(ctx, ['user:role', '--email', email, '--role', to])).toBe(
        `${email} is now ${to} (was ${from})`,
      );
      expect((await findUserByEmail(handle.db, email))!.role).toBe(to);
    }
    expect(await runCommand(ctx, ['user:role', '--email', email, '--role', 'member'])).toBe(
      `${email} already has the role member`,
    );
    const audit = await handle.db
      .selectFrom('audit_log')
      .select(['actor_id', 'actor_label', 'action', 'from_state', 'to_state'])
      .where('target_type', '=', 'user')
      .where('target_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => `${a.from_state}>${a.to_state}`)).toEqual([
      'member>editor',
      'editor>reviewer',
      'reviewer>moderator',
      'moderator>safety',
      'safety>member',
    ]);
    expect(audit[0]).toMatchObject({ actor_id: null, actor_label: 'operator CLI', action: 'user.role' });

    await expect(runCommand(ctx, ['user:role', '--email', email, '--role', 'owner'])).rejects.toThrow(
      '--role must be one of member, editor, reviewer, moderator, safety, admin',
    );
    await expect(runCommand(ctx, ['user:role', '--email', email])).rejects.toThrow(/--role must be one of/);
    await expect(runCommand(ctx, ['user:role', '--email', 'ghost@example.org', '--role', 'editor'])).rejects.toThrow(
      'No user with that e-mail',
    );
    await expect(runCommand(ctx, ['user:admin', '--email', email])).rejects.toThrow(/Unknown command/);
  });

  it('user:create takes a role', async () => {
    const out = await runCommand(ctx, [
      'user:create',
      '--email',
      'editor@example.org',
      '--password',
      'Strong-Pass-1',
      '--first',
      'E',
      '--last',
      'D',
      '--role',
      'editor',
    ]);
    expect(out).toMatch(/Created user #\d+ editor@example.org \(editor\)$/);
    expect((await findUserByEmail(handle.db, 'editor@example.org'))!.role).toBe('editor');
  });

  it('db:migrate reports an up-to-date database; sample:load runs once', async () => {
    expect(await runCommand(ctx, ['db:migrate'])).toBe('Database is up to date');
    expect(await runCommand(ctx, ['sample:load'])).toMatch(/Loaded sample content/);
    expect(await runCommand(ctx, ['sample:load'])).toBe('Sample content was already loaded');
    // The whole sample set: every post goes through the content workflow, files are generated.
  }, 180_000);

  it('content:import-ghost dry-runs, imports as the editor, and creates nothing the second time', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'ghost-'));
    const file = path.join(dir, 'export.zip');
    await writeFile(file, ghostZip(ghostExportFixture('cli'), { '2023/03/lexical-feature.png': await samplePng() }));
    const choices = [
      '--map',
      'webinar-recordings=conference',
      '--pages',
      'skip',
      '--site-url',
      'https://oldblog.example.org',
    ];
    await runCommand(ctx, [
      'user:create',
      '--email',
      'importer@example.org',
      '--password',
      'Sample-Pass-2026!x',
      '--first',
      'Imp',
      '--last',
      'Orter',
      '--role',
      'editor',
      '--verified',
    ]);
    const posts = async () => (await handle.db.selectFrom('ghost_imports').selectAll().execute()).length;

    const dry = await runCommand(ctx, [
      'content:import-ghost',
      file,
      '--as',
      'importer@example.org',
      ...choices,
      '--dry-run',
    ]);
    expect(dry).toMatch(
      /^Dry run: nothing was written\.\n5 posts \(1 of them pages\): 4 to import \(1 in review, 3 drafts\), 0 duplicates skipped, 1 skipped\./,
    );
    expect(dry).toContain('By kind: News 2, Education post 1, Conference highlight 1.');
    expect(dry).toContain(
      '  [skipped] ' + FIXTURE_TITLES.page + '\n      - A Ghost page: pages are skipped, as chosen.',
    );
    expect(dry).toContain('Images from the ZIP to go into the media library');
    expect(dry).toContain('  content/images/2023/03/lexical-feature.png');
    expect(dry).toContain('  https://oldblog.example.org/content/images/2022/05/sample-diagram.png');
    expect(await posts()).toBe(0);

    const done = await runCommand(ctx, ['content:import-ghost', file, '--as', 'importer@example.org', ...choices]);
    expect(done).toMatch(/^Import finished\.\n5 posts \(1 of them pages\): 4 imported \(1 in review, 3 drafts\)/);
    expect(done).toMatch(
      new RegExp(`\\[created, in review\\] #\\d+ ${FIXTURE_TITLES.lexical.replace(/[()]/g, '\\$&')}`),
    );
    expect(await posts()).toBe(4);
    const again = await runCommand(ctx, ['content:import-ghost', file, '--as', 'importer@example.org', ...choices]);
    expect(again).toContain('4 duplicates skipped');
    expect(await posts()).toBe(4);
    await expect(
      runCommand(ctx, ['content:import-ghost', file, '--as', 'importer@example.org', '--default-kind', 'blog']),
    ).rejects.toThrow(/Choose one of: news:CLINICAL_NEWS/);
  });

  it('content:import-ghost refuses a file with a post it cannot read before it creates any item', async () => {
    // More posts than one batch of the import before the bad one: none of them may be created.
    const file = largeGhostExport(600);
    (file.db[0]!.data.posts as unknown[]).push({ title: 'SAMPLE post without an id' });
    const dir = await mkdtemp(path.join(tmpdir(), 'ghost-'));
    const json = path.join(dir, 'export.json');
    await writeFile(json, JSON.stringify(file));
    await runCommand(ctx, [
      'user:create',
      '--email',
      'strict-importer@example.org',
      '--password',
      'Sample-Pass-2026!x',
      '--first',
      'Strict',
      '--last',
      'Importer',
      '--role',
      'editor',
      '--verified',
    ]);
    const created = async () => (await handle.db.selectFrom('ghost_imports').selectAll().execute()).length;
    const before = await created();
    await expect(
      runCommand(ctx, [
        'content:import-ghost',
        json,
        '--as',
        'strict-importer@example.org',
        '--default-kind',
        'news:OTHER_RESOURCES',
      ]),
    ).rejects.toThrow(/data\.posts\.600\.id/);
    expect(await created()).toBe(before);
  });

  it('content:import-ghost refuses a missing file, a member, and a file that is not an export', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'ghost-'));
    const bad = path.join(dir, 'bad.json');
    await writeFile(bad, '{"posts": []}');
    await expect(runCommand(ctx, ['content:import-ghost', '--as', 'importer@example.org'])).rejects.toThrow(
      /Give the export file/,
    );
    await expect(
      runCommand(ctx, ['content:import-ghost', path.join(dir, 'none.json'), '--as', 'importer@example.org']),
    ).rejects.toThrow(/Cannot read/);
    await expect(runCommand(ctx, ['content:import-ghost', bad, '--as', 'importer@example.org'])).rejects.toThrow(
      /not a Ghost JSON export/,
    );
    await runCommand(ctx, [
      'user:create',
      '--email',
      'import-member@example.org',
      '--password',
      'Sample-Pass-2026!x',
      '--first',
      'P',
      '--last',
      'M',
    ]);
    await expect(runCommand(ctx, ['content:import-ghost', bad, '--as', 'import-member@example.org'])).rejects.toThrow(
      'Only editors may import content.',
    );
  });

  it("content:import-ghost's file is made absolute against the operator's directory", () => {
    expect(withAbsoluteFile(['content:import-ghost', 'x/export.json', '--dry-run'], '/home/op')).toEqual([
      'content:import-ghost',
      '/home/op/x/export.json',
      '--dry-run',
    ]);
    expect(withAbsoluteFile(['backup:create', 'site.tar'], '/home/op')).toEqual(['backup:create', '/home/op/site.tar']);
    expect(withAbsoluteFile(['backup:restore', 'site.tar', '--force'], '/home/op')).toEqual([
      'backup:restore',
      '/home/op/site.tar',
      '--force',
    ]);
    expect(withAbsoluteFile(['user:verify', '--email', 'a@b.c'], '/home/op')).toEqual([
      'user:verify',
      '--email',
      'a@b.c',
    ]);
  });

  it('prints usage for an unknown command', async () => {
    await expect(runCommand(ctx, ['nope'])).rejects.toThrow(/Unknown command "nope"/);
  });
});
