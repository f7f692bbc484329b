import { DeploymentSchema } from './config/deployment.js';
import { randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { CommonErrorCodes } from '@aatd/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_WRITE_LIMITS } from './core/rate-limits.js';
import { createUser } from './core/users/users.repository.js';
import { insertPosts } from './core/posts/posts.repository.js';
import { insertComment } from './features/comments/comments.repository.js';
import { openDatabase, type DatabaseHandle } from './db/database.js';
import { openStream } from './test/events.js';
import { issueTestAccessToken } from './test/factories.js';
import { baseEnv, freePort, startProcess, type ServerProcess } from './test/processes.js';

/** The default deployment's terms and privacy versions, so the access gates let these members in. */
const ACCEPTED = (() => {
  const { legal } = DeploymentSchema.parse({});
  return { terms: legal.terms.version, privacy: legal.privacy.version };
})();

/**
 * Several instances: two web processes and the worker, each its own `node` process with its own
 * port and DATA_DIR, on one PostgreSQL database and one Redis, as behind a load balancer. They run
 * in production mode, where every rate limit applies to loopback callers too (decision 0007
 * exempts loopback only under NODE_ENV=test). PGlite is one process's database, so this needs
 * DATABASE_URL and REDIS_URL (CI's PostgreSQL run sets both).
 */
const DATABASE_URL = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL;
const SKIPPED = !DATABASE_URL || !REDIS_URL;
const title = SKIPPED
  ? 'several instances (skipped: set DATABASE_URL and REDIS_URL; PGlite serves a single process)'
  : 'two instances and the worker on one PostgreSQL and one Redis';

/**
 * A change committed by another process reaches an instance when PostgreSQL delivers its
 * announcement to that instance's listening connection: moments after the COMMIT returns, and on a
 * loaded machine sometimes after a request sent the instant it returns (decision 0057). So what
 * another process changed is awaited, briefly; what an instance committed itself reaches its own
 * memory before its answer and is checked at once. A change that is never announced still fails.
 */
const onceAnnounced = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 5_000, interval: 20 });

describe.skipIf(SKIPPED)(title, () => {
  const dbName = `multi_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const dirs: string[] = [];
  const processes: ServerProcess[] = [];
  const inbox: Array<{ to: string[]; raw: string }> = [];
  let a: ServerProcess;
  let b: ServerProcess;
  let database: DatabaseHandle | undefined;
  let smtp: SMTPServer | undefined;
  let workerEnv: NodeJS.ProcessEnv;
  let dbCreated = false;

  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const tmpDir = (name: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `aatd-multi-${name}-`));
    dirs.push(dir);
    return dir;
  };
  const start = async (name: string, script: 'server' | 'worker', env: NodeJS.ProcessEnv, port?: number) => {
    const child = await startProcess(name, ['--import', 'tsx', `apps/server/src/${script}.ts`], env, { port });
    processes.push(child);
    return child;
  };

  beforeAll(async () => {
    await admin(`create database ${dbName}`);
    dbCreated = true;
    const url = new URL(DATABASE_URL!);
    url.pathname = `/${dbName}`;

    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp!.listen(0, '127.0.0.1', () => resolve()));
    const smtpPort = (smtp.server.address() as AddressInfo).port;

    const config = path.join(tmpDir('config'), 'deployment.json');
    fs.writeFileSync(config, JSON.stringify({ sampleContent: false, supportEmail: 'support@multi.test' }));
    const [portA, portB] = [await freePort(), await freePort()];
    // What every instance of one site shares. PUBLIC_URL is the proxy's address in a real
    // deployment; here instance A's stands in for it.
    const shared = {
      ...baseEnv(),
      NODE_ENV: 'production',
      DATABASE_URL: url.toString(),
      REDIS_URL,
      SECRET_KEY: randomBytes(32).toString('base64url'),
      PUBLIC_URL: `http://127.0.0.1:${portA}`,
      CONFIG_FILE: config,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    };
    // Both start at once on the empty database: migrations and the OIDC signing keys must cope.
    const web = { ...shared, BACKGROUND_JOBS: 'worker' };
    [a, b] = await Promise.all([
      start('instance A', 'server', { ...web, DATA_DIR: tmpDir('a') }, portA),
      start('instance B', 'server', { ...web, DATA_DIR: tmpDir('b') }, portB),
    ]);
    workerEnv = { ...shared, DATA_DIR: tmpDir('worker'), LOG_LEVEL: 'info' };

    database = openDatabase({ databaseUrl: url.toString(), poolMax: 2 });
    // Rate-limit counters and live-event channels in Redis are keyed by member id, and a fresh
    // database numbers members from 1 again: start far away so no earlier run's counts (kept for
    // an hour) or another site's events on the same Redis can meet ours.
    await sql`alter sequence users_id_seq restart with ${sql.lit(randomInt(100_000_000, 2_000_000_000))}`.execute(
      database.db,
    );
  }, 240_000);

  afterEach((ctx) => {
    if (ctx.task.result?.state !== 'fail') return;
    for (const p of processes) console.error(`\n----- output of ${p.name} -----\n${p.output()}`);
  });

  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await database?.close();
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
    if (dbCreated) await admin(`drop database if exists ${dbName} with (force)`);
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  const member = async (firstName: string) => {
    const user = await createUser(database!.db, {
      email: `${firstName.toLowerCase()}-${randomBytes(4).toString('hex')}@multi.test`,
      passwordHash: null,
      title: 'Dr.',
      firstName,
      lastName: 'Multi',
      region: 'US',
      verified: true,
      acceptedVersions: ACCEPTED,
    });
    // Stored as the provider stores one (the identity tests issue it for real); only `db` is used.
    const token = await issueTestAccessToken({ db: database!.db } as unknown as FastifyInstance, user.id);
    return { id: user.id, token, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } };
  };
  type Member = Awaited<ReturnType<typeof member>>;
  const post = (at: ServerProcess, url: string, who: Member | null, body: unknown) =>
    fetch(`${at.url}${url}`, {
      method: 'POST',
      headers: who ? who.headers : { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const currentUser = (at: ServerProcess, who: Member) =>
    fetch(`${at.url}/api/user`, { headers: who.headers }).then(async (r) => (await r.arrayBuffer(), r.status));

  it('share a per-member rate limit: the limit spread over both instances refuses the next share on either', async () => {
    const sender = await member('Sender');
    const receiver = await member('Receiver');
    const share = (at: ServerProcess) =>
      post(at, '/api/user/share', sender, { receiverId: receiver.id, resourceLink: '/news', senderMessage: '' });
    const { max } = MEMBER_WRITE_LIMITS.share;
    const statuses: number[] = [];
    for (let i = 0; i < max; i++) statuses.push((await share(i % 2 === 0 ? a : b)).status);
    expect(statuses).toEqual(Array(max).fill(201));

    for (const at of [a, b]) {
      const refused = await share(at);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused.json()).toEqual({
        errors: CommonErrorCodes.rateLimited,
        message: MEMBER_WRITE_LIMITS.share.message,
      });
    }
    const stored = await database!.db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('sender_id', '=', sender.id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(max);
  });

  it('deliver a message sent through instance A to the live badge of a member connected to instance B', async () => {
    const sender = await member('Writer');
    const reader = await member('Reader');
    // The ticket is issued by A and redeemed by B: tickets live in the database.
    const ticket = ((await (await post(a, '/api/events/ticket', reader, {})).json()) as { ticket: string }).ticket;
    const stream = await openStream(b.url, ticket);
    try {
      expect(await stream.next()).toEqual({ type: 'unseen', count: 0 });
      const sent = await post(a, '/api/messages', sender, { receiverId: reader.id, messageText: 'Across instances' });
      expect(sent.status).toBe(201);
      expect(await stream.next()).toEqual({ type: 'unseen', count: 1 });
    } finally {
      stream.close();
    }
  });

  it('show a message sent through instance A on the conversation page instance B holds', async () => {
    const writer = await member('Penning');
    const reader = await member('Perusing');
    const texts = async (at: ServerProcess) => {
      const res = await fetch(`${at.url}/api/messages/${writer.id}`, { headers: reader.headers });
      return ((await res.json()) as { data: { messageText: string }[] }).data.map((m) => m.messageText);
    };
    expect((await post(a, '/api/messages', writer, { receiverId: reader.id, messageText: 'One' })).status).toBe(201);
    // Read twice on each: the first read marks 'One' seen, the second is held.
    for (const at of [b, b, a, a]) expect(await texts(at)).toEqual(['One']);
    expect((await post(a, '/api/messages', writer, { receiverId: reader.id, messageText: 'Two' })).status).toBe(201);
    await onceAnnounced(() => texts(b)).toEqual(['One', 'Two']);
  });

  it('count a message sent through instance A in the signed-in member instance B holds', async () => {
    const writer = await member('Noting');
    const reader = await member('Noticing');
    const unseen = async (at: ServerProcess) => {
      const res = await fetch(`${at.url}/api/user`, { headers: reader.headers });
      return ((await res.json()) as { unseenMsgCount: number }).unseenMsgCount;
    };
    // Read twice on each: the second answer is held (decision 0075).
    for (const at of [a, b, a, b]) expect(await unseen(at)).toBe(0);
    expect((await post(a, '/api/messages', writer, { receiverId: reader.id, messageText: 'Badge' })).status).toBe(201);
    expect(await unseen(a)).toBe(1);
    await onceAnnounced(() => unseen(b)).toBe(1);
  });

  it('list a member who joined through another process in the directory page each instance holds', async () => {
    const viewer = await member('Browsing');
    const firstNames = async (at: ServerProcess) => {
      const res = await fetch(`${at.url}/api/user/all?limit=50`, { headers: viewer.headers });
      return ((await res.json()) as { users: { firstName: string }[] }).users.map((u) => u.firstName);
    };
    // Read twice on each: the second answer is held (decision 0076).
    for (const at of [a, b, a, b]) expect(await firstNames(at)).not.toContain('Aaronson');
    // Everyone here is a Multi, so Aaronson sorts first.
    await member('Aaronson');
    await onceAnnounced(() => firstNames(a)).toContain('Aaronson');
    await onceAnnounced(() => firstNames(b)).toContain('Aaronson');
  });

  it('honour sign-out at once: a token revoked through instance B is refused by instance A', async () => {
    const signedIn = await member('Leaving');
    expect(await currentUser(a, signedIn)).toBe(200);
    expect(await currentUser(b, signedIn)).toBe(200);
    const revoked = await post(b, '/api/user/revoke-access-token', null, {
      token: signedIn.token,
      token_type_hint: 'access_token',
    });
    expect(revoked.status).toBe(204);
    expect(await currentUser(b, signedIn)).toBe(401);
    await onceAnnounced(() => currentUser(a, signedIn)).toBe(401);
  });

  it('honour a suspension at once on both instances: suspended through B, every token is refused by A and B', async () => {
    const suspended = await member('Suspended');
    const otherDevice = {
      ...suspended,
      token: await issueTestAccessToken({ db: database!.db } as unknown as FastifyInstance, suspended.id),
    };
    otherDevice.headers = { ...suspended.headers, authorization: `Bearer ${otherDevice.token}` };
    const moderatorUser = await createUser(database!.db, {
      email: `moderator-${randomBytes(4).toString('hex')}@multi.test`,
      passwordHash: null,
      title: 'Dr.',
      firstName: 'Moderator',
      lastName: 'Multi',
      region: 'US',
      verified: true,
      role: 'moderator',
      acceptedVersions: ACCEPTED,
    });
    // Staff sign in with the second factor.
    const moderatorToken = await issueTestAccessToken(
      { db: database!.db } as unknown as FastifyInstance,
      moderatorUser.id,
      ['pwd', 'otp'],
    );
    const moderator = {
      id: moderatorUser.id,
      token: moderatorToken,
      headers: { authorization: `Bearer ${moderatorToken}`, 'content-type': 'application/json' },
    };
    for (const who of [suspended, otherDevice]) {
      expect(await currentUser(a, who)).toBe(200);
      expect(await currentUser(b, who)).toBe(200);
    }
    const res = await post(b, `/api/admin/moderation/members/${suspended.id}/suspend`, moderator, {
      reason: 'Repeated advertising.',
      until: null,
    });
    expect(res.status).toBe(200);
    // Refused as suspended (403 with the reason and the end), so the member's browser can say why.
    for (const who of [suspended, otherDevice]) {
      expect(await currentUser(b, who)).toBe(403);
      await onceAnnounced(() => currentUser(a, who)).toBe(403);
    }
  });

  it('drop a withdrawn post from held search answers at once on both instances', async () => {
    const reader = await member('Searching');
    const [postId] = await insertPosts(database!.db, [
      { kind: 'article', tags: ['information', 'clinical-news'], title: 'Multi holdword', html: '<p>Holdword.</p>' },
    ]);
    const hits = async (at: ServerProcess) => {
      const res = await fetch(`${at.url}/api/search?q=holdword`, { headers: reader.headers });
      const body = (await res.json()) as { groups: { key: string; hits: { id: number }[] }[] };
      return body.groups.find((g) => g.key === 'articles')!.hits.map((h) => h.id);
    };
    for (const at of [a, b, a, b]) expect(await hits(at)).toEqual([postId]);
    // Withdrawn by another process than either instance, as an editor's or a job's write would be.
    await database!.db.updateTable('posts').set({ status: 'draft' }).where('id', '=', postId!).execute();
    await onceAnnounced(() => hits(a)).toEqual([]);
    await onceAnnounced(() => hits(b)).toEqual([]);
  });

  it('drop a comment hidden by another process from the held article at once on both instances', async () => {
    const reader = await member('Reading');
    const author = await member('Writing');
    const [postId] = await insertPosts(database!.db, [
      { kind: 'article', tags: ['information', 'clinical-news'], title: 'Multi held article', html: '<p>Body.</p>' },
    ]);
    const comment = await insertComment(database!.db, {
      postId: postId!,
      userId: author.id,
      parentId: null,
      text: 'Hide me',
    });
    const shown = async (at: ServerProcess) => {
      const res = await fetch(`${at.url}/api/information/news/${postId}`, { headers: reader.headers });
      const body = (await res.json()) as { comments: { comments: { commentText: string }[] } };
      return body.comments.comments.map((c) => c.commentText);
    };
    for (const at of [a, b, a, b]) expect(await shown(at)).toEqual(['Hide me']);
    // Hidden by another process than either instance, as a moderator's action through a third would be.
    await database!.db.updateTable('comments').set({ review_state: 'hidden' }).where('id', '=', comment.id).execute();
    await onceAnnounced(() => shown(a)).toEqual([]);
    await onceAnnounced(() => shown(b)).toEqual([]);
  });

  it('show an article saved through instance A as saved in the news list instance B holds', async () => {
    const reader = await member('Saving');
    const [postId] = await insertPosts(database!.db, [
      { kind: 'article', tags: ['information', 'clinical-news'], title: 'Multi saved article', html: '<p>Body.</p>' },
    ]);
    const saved = async (at: ServerProcess) => {
      const res = await fetch(`${at.url}/api/information/news?tag=clinical-news&limit=50`, { headers: reader.headers });
      const body = (await res.json()) as { data: { id: number; isSaved: boolean }[] };
      return body.data.find((card) => card.id === postId)?.isSaved;
    };
    // Each instance holds the list page and this member's saves.
    for (const at of [a, b, a, b]) expect(await saved(at)).toBe(false);
    const save = await fetch(`${a.url}/api/save-article/${postId}`, {
      method: 'POST',
      headers: { authorization: reader.headers.authorization },
    });
    expect(save.status).toBeLessThan(300);
    expect(await saved(a)).toBe(true);
    await onceAnnounced(() => saved(b)).toBe(true);
  });

  it('leave background jobs to the worker: mail queued through an instance is sent by the worker alone', async () => {
    const inviter = await member('Inviter');
    const colleague = `colleague-${randomBytes(4).toString('hex')}@multi.test`;
    expect((await post(b, '/api/user/invite', inviter, { email: colleague })).status).toBe(201);
    const outbox = () =>
      database!.db.selectFrom('mail_outbox').select('status').where('to_address', '=', colleague).execute();
    // Both instances know the SMTP server but run no jobs (BACKGROUND_JOBS=worker): nothing is sent.
    await new Promise((r) => setTimeout(r, 3000));
    expect(await outbox()).toEqual([{ status: 'pending' }]);
    expect(inbox.filter((m) => m.to.includes(colleague))).toEqual([]);

    const worker = await start('worker', 'worker', workerEnv);
    await worker.waitForOutput('worker started', 90_000);
    // The worker marks the mail sent once the SMTP server has taken it, a moment after it arrives.
    await expect.poll(outbox, { timeout: 60_000, interval: 100 }).toEqual([{ status: 'sent' }]);
    expect(inbox.filter((m) => m.to.includes(colleague))).toHaveLength(1);
    expect(await worker.stop()).toBe(0);
  }, 120_000);
});
