import { sql, type Kysely } from 'kysely';

/**
 * Follows and scheduled digests. A member follows a category (a therapy area, a news list, an
 * education category: the tag its posts carry) or an education module topic. A first publication
 * queues one fan-out row, which a job works through in batches of followers (keyset on the member
 * id, `after_member_id`), so publishing never writes thousands of notifications in the request.
 * `digest_sends` is the claim of one digest mail per member and period: its primary key makes a
 * second worker, or a re-run after a restart, send nothing twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table follows (
    member_id integer not null references users (id) on delete cascade,
    target_type text not null check (target_type in ('category', 'topic')),
    target text not null,
    created_at timestamptz not null default now(),
    primary key (member_id, target_type, target)
  )`.execute(db);
  // The fan-out reads a target's followers in member order.
  await sql`create index follows_target_idx on follows (target_type, target, member_id)`.execute(db);

  await sql`create table notification_fanouts (
    id serial primary key,
    kind text not null,
    target_type text not null check (target_type in ('category', 'topic')),
    targets text[] not null,
    actor_id integer references users (id) on delete set null,
    link text not null,
    subject text not null,
    group_key text not null,
    after_member_id integer not null default 0,
    created_at timestamptz not null default now(),
    done_at timestamptz
  )`.execute(db);
  await sql`create index notification_fanouts_open_idx on notification_fanouts (id) where done_at is null`.execute(db);

  await sql`create table digest_sends (
    member_id integer not null references users (id) on delete cascade,
    digest text not null check (digest in ('journalWatch', 'weekly')),
    period text not null,
    items integer not null,
    emailed boolean not null,
    sent_at timestamptz not null default now(),
    primary key (member_id, digest, period)
  )`.execute(db);
}
