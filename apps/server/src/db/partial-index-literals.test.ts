import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { describe, expect, it } from 'vitest';
import { commentPageSelect } from '../core/posts/comment-page.repository.js';
import { unseenMessagesOf } from '../core/users/unseen-messages.js';
import { isVisibleMember } from '../core/users/visibility.js';
import type { Database } from './schema.js';

/** Compiles without a database: only the SQL text matters here. */
const db = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

/**
 * A prepared statement's generic plan can use a partial index only when the statement's own text
 * matches the index's predicate: with a parameter in its place it cannot, and the member's unseen
 * count walked every message they ever received. These conditions stay literals.
 */
describe('conditions that match a partial index are literals in the SQL', () => {
  it("the directory's visible members (users_directory_visible_idx, users_hcp_verified_at_idx)", () => {
    const { sql } = db.selectFrom('users').select('id').where(isVisibleMember).compile();
    expect(sql).toContain(`"users"."opted_out" = false`);
    expect(sql).toContain(`"users"."hcp_status" = 'verified'`);
    expect(sql).toContain(`"users"."erased_at" is null`);
  });

  it("a member's unseen messages (messages_receiver_seen_idx)", () => {
    const { sql } = db
      .selectFrom('users')
      .select((eb) => unseenMessagesOf(eb).as('n'))
      .compile();
    expect(sql).toContain(`"m"."review_state" = 'visible'`);
  });

  it("the viewer's own unlisted comments (comments_unlisted_all_idx)", () => {
    const { sql } = db
      .selectFrom('posts')
      .select((eb) => commentPageSelect(eb, { limit: 5, offset: 0 }, 1))
      .compile();
    expect(sql).toContain(`"o"."review_state" <> 'visible'`);
  });
});
