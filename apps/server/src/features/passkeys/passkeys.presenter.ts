import type { Passkey } from '@aatd/contract';
import type { PasskeyRow } from '../../core/passkeys/passkeys.repository.js';

/** Only what the owner needs to tell their passkeys apart; keys and counters stay on the server. */
export const presentPasskey = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.created_at.toISOString(),
  lastUsedAt: row.last_used_at?.toISOString() ?? null,
  synced: row.backed_up,
});
