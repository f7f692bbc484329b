import type { AuditEntry } from '@aatd/contract';
import type { AuditRow } from './admin-audit.repository.js';

export const presentAuditRow = (r: AuditRow): AuditEntry => ({
  id: String(r.id),
  at: new Date(r.at as unknown as Date).toISOString(),
  actorId: r.actor_id,
  actorLabel: r.actor_label,
  action: r.action,
  targetType: r.target_type,
  targetId: r.target_id,
  fromState: r.from_state,
  toState: r.to_state,
  details: r.details ?? {},
});
