import type { Db, DatabaseHandle } from '../db/database.js';
import type { Deployment } from '../config/deployment.js';
import { migrateToLatest } from '../db/migrate.js';
import { loadSampleData } from '../seed/sample/index.js';
import { createUser, findUserByEmail, updateUserByEmail } from '../core/users/users.repository.js';
import { recordConsents } from '../core/consent/consent.repository.js';
import { hashPassword } from '../lib/passwords.js';
import {
  ActivityCreateSchema,
  GHOST_IMPORT_SKIP,
  GHOST_IMPORT_TARGETS,
  GhostImportChoicesSchema,
  passwordIssue,
  ROLES,
  RoleSchema,
  type Role,
} from '@aatd/contract';
import { applyNewPassword } from '../features/password/password.repository.js';
import { endSessions } from '../core/sessions/token-sessions.repository.js';
import { recordAudit } from '../core/audit/audit.repository.js';
import { generatePassword } from '../seed/sample/sample-users.js';
import { changeRole } from '../core/users/change-role.js';
import { addActivity } from '../features/activities/activities.service.js';
import { importGhostExport, readGhostFile } from '../features/console-content/ghost-import.service.js';
import { memberOf } from '../core/access-policy.js';
import { AppError } from '../lib/app-error.js';
import { formatGhostImportReport } from './ghost-import-report.js';
import { BackupError, createBackup, fileCount } from './backup/backup.js';
import { loadEnv } from '../config/env.js';
import { ensureSecretKey } from '../config/secret-key.js';
import { sealSecret } from '../core/second-factor/secret-box.js';
import { saveConfirmedTotp } from '../core/second-factor/second-factor.repository.js';
import { base32Decode } from '../lib/totp.js';
import { readFile } from 'node:fs/promises';
import type { FileStorage } from '../core/storage/file-storage.js';
import path from 'node:path';

export interface CliContext {
  db: Db;
  deployment: Deployment;
  dataDir: string;
  /** Where uploads and exports live (the local disk under dataDir, or a bucket). */
  storage: FileStorage;
  /** The open database itself (a backup dumps it); absent where no backup is taken (tests). */
  database?: Pick<DatabaseHandle, 'kind' | 'snapshot' | 'url'>;
}

export class CliError extends Error {}

const IMPORT_USAGE =
  'content:import-ghost FILE --as EMAIL [--default-kind KIND] [--pages KIND] [--map TAG=KIND]... [--site-url URL] [--dry-run]';

export const USAGE = `Commands:
  user:create --email E --password P --first F --last L [--title T] [--region CC] [--role R | --admin] [--verified]
              [--verified-at DATE] [--terms-version V] [--privacy-version V] [--totp-secret BASE32]
  user:verify --email E        mark e-mail and HCP verification done
  user:role --email E --role R set the role: ${ROLES.join('|')} (audited)
  user:password --email E [--password P]   set a new password (one is generated and printed when
                               --password is left out); every session of the account ends
  db:migrate                   run pending migrations
  sample:load                  load the marked sample content (once)
  activity:add --name N --description D   add an activity members can opt in to
  ${IMPORT_USAGE}
      import a Ghost export (its JSON, or a ZIP with content/images) as that editor; items go to review.
      KIND: ${[...GHOST_IMPORT_TARGETS.map((t) => t.value), GHOST_IMPORT_SKIP].join(' | ')}
  backup:create FILE           write the database and DATA_DIR's files into one archive (safe while the server runs)
  backup:restore FILE [--force]   restore an archive (embedded database: stop the server first); --force
                               replaces a database or DATA_DIR that is not empty`;

/** Commands whose first argument is a file. */
const FILE_COMMANDS = new Set(['content:import-ghost', 'backup:create', 'backup:restore']);

const flagValue = (v: string | true | undefined) => (typeof v === 'string' ? v.trim() : undefined);

export function parseFlags(args: string[]): Record<string, string | true> {
  const flags: Record<string, string | true> = {};
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (!a.startsWith('--')) throw new CliError(`Unexpected argument "${a}"`);
    const next = args[i + 1];
    if (next === undefined || next.startsWith('--')) flags[a.slice(2)] = true;
    else {
      flags[a.slice(2)] = next;
      i++;
    }
  }
  return flags;
}

const need = (flags: Record<string, string | true>, name: string): string => {
  const v = flags[name];
  if (typeof v !== 'string' || !v.trim()) throw new CliError(`--${name} is required`);
  return v.trim();
};

/**
 * The command line with its file argument made absolute against the operator's directory (npm's
 * INIT_CWD under `npm run cli`), so a running server that takes the command finds the same file.
 */
export function withAbsoluteFile(argv: string[], cwd: string): string[] {
  const [command, file, ...rest] = argv;
  if (!command || !FILE_COMMANDS.has(command) || !file || file.startsWith('--')) return argv;
  return [command, path.resolve(cwd, file), ...rest];
}

/** --role, checked against the contract's roles; `fallback` when the flag is optional. */
function roleFlag(flags: Record<string, string | true>, fallback?: Role): Role {
  if (flags.role === undefined && fallback) return fallback;
  const parsed = RoleSchema.safeParse(typeof flags.role === 'string' ? flags.role.trim() : '');
  if (!parsed.success) throw new CliError(`--role must be one of ${ROLES.join(', ')}`);
  return parsed.data;
}

/** Runs one operator command and returns what to print. Shared by the CLI and the server's local socket. */
export async function runCommand(ctx: CliContext, argv: string[]): Promise<string> {
  const [command, ...rest] = argv;
  // Some commands take a file before their flags.
  const file = command && FILE_COMMANDS.has(command) && rest[0] && !rest[0].startsWith('--') ? rest.shift() : undefined;
  // --map may be given several times.
  const maps: string[] = [];
  for (let i = rest.indexOf('--map'); i >= 0; i = rest.indexOf('--map')) {
    const value = rest[i + 1];
    if (value === undefined || value.startsWith('--')) throw new CliError('--map needs TAG=KIND');
    maps.push(value);
    rest.splice(i, 2);
  }
  const flags = parseFlags(rest);
  switch (command) {
    case 'user:create': {
      const email = need(flags, 'email');
      if (await findUserByEmail(ctx.db, email)) throw new CliError(`A user with e-mail ${email} already exists`);
      const verifiedAt = typeof flags['verified-at'] === 'string' ? new Date(flags['verified-at']) : null;
      if (verifiedAt && Number.isNaN(verifiedAt.getTime())) {
        throw new CliError('--verified-at must be a date (YYYY-MM-DD)');
      }
      const totpSecret =
        typeof flags['totp-secret'] === 'string' ? flags['totp-secret'].replace(/\s/g, '').toUpperCase() : null;
      if (totpSecret !== null && (!/^[A-Z2-7]{16,}$/.test(totpSecret) || base32Decode(totpSecret).length < 10)) {
        throw new CliError('--totp-secret must be a base32 secret of at least 80 bits');
      }
      const user = await createUser(ctx.db, {
        email,
        passwordHash: await hashPassword(need(flags, 'password')),
        firstName: need(flags, 'first'),
        lastName: need(flags, 'last'),
        title: typeof flags.title === 'string' ? flags.title : 'Dr.',
        region: typeof flags.region === 'string' ? flags.region.toUpperCase() : 'US',
        role: flags.admin === true ? 'admin' : roleFlag(flags, 'member'),
        verified: flags.verified === true,
      });
      // The operator vouches that the person accepted the terms and privacy notice in force (or
      // the older --terms-version / --privacy-version they name); a sign-in asks for anything newer.
      const legal = ctx.deployment.legal;
      await recordConsents(
        ctx.db,
        user.id,
        [
          {
            document: 'terms',
            version: typeof flags['terms-version'] === 'string' ? flags['terms-version'] : legal.terms.version,
          },
          {
            document: 'privacy',
            version: typeof flags['privacy-version'] === 'string' ? flags['privacy-version'] : legal.privacy.version,
          },
        ],
        { source: 'operator', ipAddress: null, userAgent: 'operator CLI' },
      );
      // An HCP verification decided earlier (its validity period counts from then).
      if (flags.verified === true && verifiedAt) {
        await updateUserByEmail(ctx.db, user.email, { hcp_verified_at: verifiedAt });
      }
      // A known authenticator secret (for a test site's staff accounts): sealed with the same
      // SECRET_KEY as the server, read from the environment or this data directory's key file.
      if (totpSecret) {
        await saveConfirmedTotp(
          ctx.db,
          user.id,
          sealSecret(ensureSecretKey({ ...loadEnv(), dataDir: ctx.dataDir }), totpSecret),
        );
      }
      const role = user.role === 'member' ? '' : ` (${user.role})`;
      const factor = totpSecret ? ' with two-step verification' : '';
      return `Created user #${user.id} ${user.email}${role}${flags.verified ? ' (verified)' : ''}${factor}`;
    }
    case 'user:verify': {
      const now = new Date();
      const user = await updateUserByEmail(ctx.db, need(flags, 'email'), {
        email_verified_at: now,
        hcp_status: 'verified',
        hcp_verified_at: now,
      });
      if (!user) throw new CliError('No user with that e-mail');
      return `Verified ${user.email}`;
    }
    case 'user:role': {
      const role = roleFlag(flags);
      const found = await findUserByEmail(ctx.db, need(flags, 'email'));
      if (!found) throw new CliError('No user with that e-mail');
      const changed = await changeRole(ctx.db, found.id, role, { actorId: null, actorLabel: 'operator CLI' });
      if (!changed) throw new CliError('No user with that e-mail');
      return changed.previous === role
        ? `${changed.email} already has the role ${role}`
        : `${changed.email} is now ${role} (was ${changed.previous})`;
    }
    case 'user:password': {
      const found = await findUserByEmail(ctx.db, need(flags, 'email'));
      if (!found) throw new CliError('No user with that e-mail');
      const given = typeof flags.password === 'string' ? flags.password.trim() : undefined;
      if (flags.password === true) throw new CliError('--password needs a value (or leave it out to generate one)');
      const issue = given === undefined ? undefined : passwordIssue(given);
      if (issue) throw new CliError(`--password: ${issue}`);
      const password = given ?? generatePassword();
      const passwordHash = await hashPassword(password);
      await ctx.db.transaction().execute(async (trx) => {
        await applyNewPassword(trx, found.id, passwordHash);
        await endSessions(trx, found.id);
        await recordAudit(trx, {
          actorId: null,
          actorLabel: 'operator CLI',
          action: 'user.password',
          target: { type: 'user', id: found.id },
        });
      });
      return given === undefined
        ? `New password for ${found.email}: ${password}\n(shown only this once; every session of the account was ended)`
        : `Password set for ${found.email}; every session of the account was ended`;
    }
    case 'db:migrate': {
      const ran = await migrateToLatest(ctx.db);
      return ran.length ? `Ran ${ran.join(', ')}` : 'Database is up to date';
    }
    case 'sample:load': {
      const loaded = await loadSampleData(ctx);
      return loaded.length ? `Loaded sample content: ${loaded.join(', ')}` : 'Sample content was already loaded';
    }
    case 'activity:add': {
      const parsed = ActivityCreateSchema.safeParse({
        name: need(flags, 'name'),
        description: need(flags, 'description'),
      });
      if (!parsed.success) throw new CliError(parsed.error.issues.map((i) => i.message).join('; '));
      const activity = await addActivity(ctx.db, parsed.data);
      return `Added activity #${activity.id} ${activity.name}`;
    }
    case 'content:import-ghost': {
      if (!file) throw new CliError(`Give the export file: ${IMPORT_USAGE}`);
      const editor = await findUserByEmail(ctx.db, need(flags, 'as'));
      if (!editor) throw new CliError('No user with the --as e-mail');
      const choices = GhostImportChoicesSchema.safeParse({
        defaultKind: flagValue(flags['default-kind']),
        pages: flagValue(flags.pages),
        siteUrl: flagValue(flags['site-url']),
        map: maps,
      });
      if (!choices.success) throw new CliError(choices.error.issues[0]!.message);
      let bytes: Buffer;
      try {
        bytes = await readFile(file);
      } catch (err) {
        throw new CliError(`Cannot read ${file}: ${(err as Error).message}`);
      }
      try {
        const upload = await readGhostFile(bytes);
        const report = await importGhostExport(
          { db: ctx.db, deployment: ctx.deployment, storage: ctx.storage },
          memberOf(editor),
          upload,
          { dryRun: flags['dry-run'] === true, choices: choices.data },
        );
        return formatGhostImportReport(report);
      } catch (err) {
        if (err instanceof AppError) throw new CliError(err.message);
        throw err;
      }
    }
    case 'backup:create': {
      if (!file) throw new CliError('Give the archive to write: backup:create FILE');
      if (!ctx.database) throw new CliError('No database to back up here');
      try {
        const manifest = await createBackup({ db: ctx.db, database: ctx.database, dataDir: ctx.dataDir }, file);
        const bytes = manifest.entries.reduce((n, e) => n + e.size, 0);
        const done = `Backed up the ${manifest.database.kind === 'pglite' ? 'embedded' : 'PostgreSQL'} database (at ${manifest.database.migration ?? 'no migration'}) and ${fileCount(manifest)} (${(bytes / 1e6).toFixed(1)} MB) to ${file}`;
        // The bucket is not copied: it is backed up where it lives (versioning, replication).
        return ctx.storage.kind === 's3'
          ? `${done}\nUploads and exports are in ${ctx.storage.location} (STORAGE=s3) and are not in this archive: back the bucket up beside it (docs/operations.md).`
          : done;
      } catch (err) {
        if (err instanceof BackupError) throw new CliError(err.message);
        throw err;
      }
    }
    case 'backup:restore':
      // Only reached with the database open (the CLI restores before opening it): here the server owns it.
      throw new CliError(
        'The server is running and owns the database and DATA_DIR: stop it, then run backup:restore again.',
      );
    default:
      throw new CliError(command ? `Unknown command "${command}"\n${USAGE}` : USAGE);
  }
}
