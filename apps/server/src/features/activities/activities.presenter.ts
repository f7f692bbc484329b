import type { ActivityTypeAdmin } from '@aatd/contract';

interface ActivityTypeRow {
  id: number;
  name: string;
  description: string;
  active: boolean;
  position: number;
  retired_at: Date | null;
  opted_in: number | null;
}

export const presentActivityTypeAdmin = (r: ActivityTypeRow): ActivityTypeAdmin => ({
  id: r.id,
  name: r.name,
  description: r.description,
  position: r.position,
  status: r.active ? 'active' : 'retired',
  optedIn: Number(r.opted_in ?? 0),
  retiredAt: r.retired_at ? new Date(r.retired_at).toISOString() : null,
});
