import type { Db } from '../db/database.js';
import type { Deployment } from '../config/deployment.js';
import { migrateToLatest } from '../db/migrate.js';
import { loadSampleData } from '../db/sample/index.js';
import { createUser, findUserByEmail, updateUserByEmail } from '../features/users/users.repository.js';
import { hashPassword } from '../lib/passwords.js';
import { ActivityCreateSchema } from '@aatd/contract';
import { addActivity } from '../features/activities/activities.service.js';

export interface CliContext {
  db: Db;
  deployment: Deployment;
  dataDir: string;
}

export class CliError extends Error {}

export const USAGE = `Commands:
  user:create --email E --password P --first F --last L [--title T] [--region CC] [--admin] [--verified]
  user:verify --email E        mark e-mail and HCP verification done
  user:admin --email E         grant admin rights
  db:migrate                   run pending migrations
  sample:load                  load the marked sample content (once)
  activity:add --name N --description D   add an activity members can opt in to`;

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

/** Runs one operator command and returns what to print. Shared by the CLI and the server's local socket. */
export async function runCommand(ctx: CliContext, argv: string[]): Promise<string> {
  const [command, ...rest] = argv;
  const flags = parseFlags(rest);
  switch (command) {
    case 'user:create': {
      const email = need(flags, 'email');
      if (await findUserByEmail(ctx.db, email)) throw new CliError(`A user with e-mail ${email} already exists`);
      const user = await createUser(ctx.db, {
        email,
        passwordHash: await hashPassword(need(flags, 'password')),
        firstName: need(flags, 'first'),
        lastName: need(flags, 'last'),
        title: typeof flags.title === 'string' ? flags.title : 'Dr.',
        region: typeof flags.region === 'string' ? flags.region.toUpperCase() : 'US',
        isAdmin: flags.admin === true,
        verified: flags.verified === true,
      });
      return `Created user #${user.id} ${user.email}${user.is_admin ? ' (admin)' : ''}${flags.verified ? ' (verified)' : ''}`;
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
    case 'user:admin': {
      const user = await updateUserByEmail(ctx.db, need(flags, 'email'), { is_admin: true });
      if (!user) throw new CliError('No user with that e-mail');
      return `${user.email} is now an admin`;
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
    default:
      throw new CliError(command ? `Unknown command "${command}"\n${USAGE}` : USAGE);
  }
}
