import type { DevMail } from '@aatd/contract';
import type { OutboxMail } from '../../db/tables/identity-flows.js';

export const presentDevMail = (m: OutboxMail): DevMail => ({
  id: m.id,
  to: m.to_address,
  subject: m.subject,
  text: m.text,
  html: m.html,
  status: m.status,
  createdAt: new Date(m.created_at).toISOString(),
});
