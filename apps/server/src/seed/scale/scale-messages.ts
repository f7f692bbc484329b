import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { SENTENCES } from './scale-words.js';
import { inBatches, type Progress } from './progress.js';
import { pick, uniform } from './scale-members.js';
import type { IdRange } from './scale-ids.js';

/**
 * Private messages in `conversations` distinct conversations. Message m belongs to conversation
 * k = floor(conversations * (m / total)²): the first conversations are long (over a thousand
 * messages), the last ones a couple. Conversation k is between member k mod half and member
 * half + (7919k + k div half) mod half, so no pair repeats and nobody writes to themselves; the
 * two take turns, and about one message in five is still unread.
 */
export async function insertScaleMessages(
  db: Db,
  members: IdRange,
  sizes: { messages: number; conversations: number },
  progress: Progress,
): Promise<void> {
  const { messages: total, conversations } = sizes;
  // Every conversation gets a message only if k never skips a number: total >= 2 x conversations.
  if (conversations % 2 !== 0 || total < 2 * conversations || members.count < conversations) {
    throw new Error('scale messages need an even number of conversations, 2 messages and 1 member for each');
  }
  const half = Math.floor(conversations / 2);
  await inBatches(progress('messages', total), total, 50_000, (from, to) =>
    sql`
      insert into messages (sender_id, receiver_id, text, created_at, seen_at)
      select case when m % 2 = 0 then a else b end, case when m % 2 = 0 then b else a end,
        'Scale message: ' || ${pick(SENTENCES, sql`m * 7`)}, at,
        case when ${uniform(sql`m::bigint + 5000000000`)} < 0.8 then at + interval '5 minutes' end
      from (
        select m, at, ${members.first} + k % ${half} as a,
          ${members.first}::int + ${half}::int + (k::bigint * 7919 + k / ${half}) % ${half} as b
        from (
          select m, floor(${conversations} * power(m::float8 / ${total}, 2))::int as k,
            now() - (${total} - m) * interval '60 seconds' as at
          from generate_series(${from - 1}::int, ${to - 1}::int) m
        ) c
      ) p
      order by m`.execute(db),
  );
}
