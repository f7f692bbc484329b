import type { Role } from '@aatd/contract';
import type { Db } from '../../db/database.js';
import { recordAudit } from '../audit/audit.repository.js';
import { findRoleForUpdate, setRole } from './users.repository.js';

/** Who changes a role: a signed-in admin (their id) or the operator CLI (a label only). */
export type RoleChanger = { actorId: number; actorLabel?: undefined } | { actorId: null; actorLabel: string };

/**
 * Gives a user a role and writes the audit record in the same transaction (from-role, to-role).
 * Null when there is no such user. Setting the role a user already has changes nothing and is not
 * recorded.
 */
export async function changeRole(
  db: Db,
  userId: number,
  role: Role,
  by: RoleChanger,
): Promise<{ id: number; email: string; role: Role; previous: Role } | null> {
  return db.transaction().execute(async (trx) => {
    const user = await findRoleForUpdate(trx, userId);
    if (!user) return null;
    if (user.role !== role) {
      await setRole(trx, userId, role);
      await recordAudit(trx, {
        ...by,
        action: 'user.role',
        target: { type: 'user', id: userId },
        fromState: user.role,
        toState: role,
      });
    }
    return { id: user.id, email: user.email, role, previous: user.role };
  });
}
