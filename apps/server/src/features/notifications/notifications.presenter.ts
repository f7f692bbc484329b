import type { Notification } from '@aatd/contract';
import type { ListedNotification } from '../../core/notifications/notifications.repository.js';
import { AppError } from '../../lib/app-error.js';

export const presentNotification = (r: ListedNotification): Notification => ({
  id: r.id,
  kind: r.kind,
  actor: r.actor_id !== null && r.actor_name !== null ? { id: r.actor_id, name: r.actor_name } : null,
  subject: r.subject,
  link: r.link,
  createdAt: r.created_at.toISOString(),
  read: r.read_at !== null,
});

/** The keyset cursor: the id of the page's last (oldest) row; a folded row takes a new id. */
export const encodeCursor = (r: Pick<ListedNotification, 'id'>) => String(r.id);

export function decodeCursor(cursor: string): number {
  if (!/^\d{1,10}$/.test(cursor)) throw new AppError(400, 'invalidCursor', 'The page cursor is not valid.');
  return Number(cursor);
}
