import type { z } from 'zod';
import type { EventTicketSchema } from '@aatd/contract';
import { requireMember, type Actor } from '../../core/access-policy.js';
import type { ServiceContext } from '../../core/service-context.js';
import { unauthorized } from '../../lib/app-error.js';
import { hashToken, randomToken } from '../../lib/tokens.js';
import { consumeTicket, insertTicket, TICKET_TTL_SECONDS } from './events.repository.js';

export const TICKET_REFUSED = 'The event ticket is invalid or expired.';

/** POST /api/events/ticket: a one-time ticket (30 s) for the member's event stream. */
export async function issueTicket(ctx: ServiceContext, actor: Actor): Promise<z.infer<typeof EventTicketSchema>> {
  const member = requireMember(actor);
  const ticket = randomToken();
  await insertTicket(ctx.db, hashToken(ticket), member.id);
  return { ticket, expiresIn: TICKET_TTL_SECONDS };
}

/**
 * GET /api/events: the ticket is the credential (an EventSource cannot send the access token), so
 * redeeming it is the access check. It works once, and only before it expires; else 401.
 */
export async function redeemTicket(ctx: ServiceContext, ticket: string): Promise<number> {
  const memberId = await consumeTicket(ctx.db, hashToken(ticket));
  if (memberId === null) throw unauthorized(TICKET_REFUSED);
  return memberId;
}
