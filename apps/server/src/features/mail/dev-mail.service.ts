import type { DevMail } from '@aatd/contract';
import type { Actor } from '../../core/access-policy.js';
import { listOutbox } from '../../core/mail/mail.repository.js';
import { presentDevMail } from '../../core/mail/mail.presenter.js';
import type { ServiceContext } from '../../core/service-context.js';
import { requireMailboxReader } from './dev-mail.access.js';

/** What the outbox holds, newest first, for the dev mailbox (JSON for the browser tests, or a page). */
export async function readDevMailbox(
  ctx: ServiceContext,
  actor: Actor,
  caller: { fromThisMachine: boolean },
  query: { limit: number; to?: string | undefined },
): Promise<DevMail[]> {
  requireMailboxReader(actor, caller.fromThisMachine);
  return (await listOutbox(ctx.db, query)).map(presentDevMail);
}
