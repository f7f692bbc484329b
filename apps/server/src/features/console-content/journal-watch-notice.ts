import { NEWS_CURATION, NEWS_TAGS, type ContentFields } from '@aatd/contract';
import { journalWatchMonth } from '../../core/posts/posts.repository.js';
import type { Db } from '../../db/database.js';
import type { ItemRow } from './console-content.repository.js';
import { dateFormat } from '../../lib/date-format.js';

const TOP = NEWS_CURATION.journalWatchPerMonth;

interface Ranked {
  id: number;
  title: string;
  impactFactor: number | null;
  publishedAt: Date;
}

/** The members' order of a month (posts.repository MONTH_RANK): impact factor, none last, then newest. */
const byRank = (a: Ranked, b: Ranked) =>
  (b.impactFactor ?? -1) - (a.impactFactor ?? -1) || b.publishedAt.getTime() - a.publishedAt.getTime() || b.id - a.id;

const monthName = (d: Date) => dateFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(d);
const factor = (r: Ranked) => (r.impactFactor === null ? 'no impact factor' : `impact factor ${r.impactFactor}`);

/** The day members will see the working revision under: its original date, else its live date, else now. */
function dayOf(row: Pick<ItemRow, 'status' | 'live_published_at'>, fields: ContentFields, now: Date): Date {
  if (fields.publishedAt) return new Date(fields.publishedAt);
  return row.status === 'draft' ? now : new Date(row.live_published_at);
}

/**
 * What the editor and the reviewer are told about a Journal Watch item: members see each month's
 * top 5 by impact factor (spec part 1 §9), so an item ranked below them is never shown, and one
 * ranked among them takes another out. Null for other items, and when the month has room.
 */
export async function journalWatchNotice(
  db: Db,
  row: Pick<ItemRow, 'id' | 'kind' | 'status' | 'live_published_at'> & { fields: ContentFields },
  now = new Date(),
): Promise<string | null> {
  const { fields } = row;
  if (row.kind !== 'article' || fields.newsGroup !== 'JOURNAL_WATCH') return null;
  const day = dayOf(row, fields, now);
  const others: Ranked[] = (await journalWatchMonth(db, day, NEWS_TAGS.journalWatch))
    .filter((r) => r.id !== row.id)
    .map((r) => ({ id: r.id, title: r.title, impactFactor: r.impact_factor, publishedAt: new Date(r.published_at) }));
  const self: Ranked = { id: row.id, title: fields.title ?? '', impactFactor: fields.impactFactor, publishedAt: day };
  const unranked =
    self.impactFactor === null
      ? `This item has no impact factor: it ranks after every ${monthName(day)} item that has one. `
      : '';
  if (others.length < TOP) return unranked ? unranked.trim() : null;
  const ranked = [...others, self].sort(byRank);
  const place = ranked.indexOf(self);
  const month = monthName(day);
  if (place >= TOP) {
    const last = ranked[TOP - 1]!;
    return (
      unranked +
      `Members will not see this item: Journal Watch shows the top ${TOP} of each month by impact factor, and ` +
      `${month} has ${place} published items ranked above it (the ${TOP}th has ${factor(last)}; this item has ` +
      `${factor(self)}).`
    );
  }
  const out = ranked[TOP]!;
  return `${unranked}While this item is shown, "${out.title}" (${factor(out)}) drops out of ${month}'s top ${TOP} on Journal Watch.`;
}
