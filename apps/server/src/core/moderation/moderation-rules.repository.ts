import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { WatchAction, WordList } from '../../db/tables/moderation.js';

/** The app_settings key of the first-comment rule (allow | flag | hold). */
export const FIRST_COMMENT_SETTING = 'moderation.firstComment';

export interface StoredLists {
  words: Array<{ list: WordList; term: string; action: WatchAction | null }>;
  firstComment: string | null;
}

/** The console-edited word lists and the first-comment rule, in one query. */
export async function readModerationLists(db: Db): Promise<StoredLists> {
  const { rows } = await sql<{ words: StoredLists['words'] | null; first_comment: string | null }>`
    select
      (select json_agg(json_build_object('list', w.list, 'term', w.term, 'action', w.action) order by w.id)
         from moderation_words w) as words,
      (select value from app_settings where key = ${FIRST_COMMENT_SETTING}) as first_comment`.execute(db);
  return { words: rows[0]?.words ?? [], firstComment: rows[0]?.first_comment ?? null };
}

/** Whether the member has written a comment before (any state). */
export const hasCommented = async (db: Db, userId: number): Promise<boolean> =>
  (await db.selectFrom('comments').select('id').where('user_id', '=', userId).limit(1).executeTakeFirst()) !==
  undefined;
