import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.js';
import { createTestDatabase } from '../../test/test-database.js';
import { recordAudit } from './audit.repository.js';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle?.close());

describe('audit log', () => {
  it('appends a record with who, what, which target and which states', async () => {
    await recordAudit(handle.db, {
      actorId: null,
      actorLabel: 'operator CLI',
      action: 'user.role',
      target: { type: 'user', id: 42 },
      fromState: 'member',
      toState: 'editor',
      details: { requestId: 7 },
    });
    const rows = await handle.db.selectFrom('audit_log').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor_label: 'operator CLI',
      action: 'user.role',
      target_type: 'user',
      target_id: '42',
      from_state: 'member',
      to_state: 'editor',
      details: { requestId: 7 },
    });
  });

  it('is refused by the database when anyone tries to change, delete or truncate it', async () => {
    await expect(handle.db.updateTable('audit_log').set({ action: 'rewritten' }).execute()).rejects.toThrow(
      /append-only/,
    );
    await expect(handle.db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
    await expect(sql`truncate audit_log`.execute(handle.db)).rejects.toThrow(/append-only/);
    expect((await handle.db.selectFrom('audit_log').select('action').execute()).map((r) => r.action)).toEqual([
      'user.role',
    ]);
  });
});
