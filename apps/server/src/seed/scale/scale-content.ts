import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import { COMMON_TERM, RARE_EVERY, RARE_TERM, WORDS } from './scale-words.js';
import { postSegments, type ScaleSizes } from './scale-sizes.js';
import { inBatches, type Progress } from './progress.js';
import { addFirstRevisions } from '../../core/posts/posts.repository.js';
import { anchorModules } from '../../core/modules/module-writes.repository.js';

const MODULE_TOPICS = ['Fundamentals', 'Diagnosis and Testing', 'Lung and Liver Disease', 'Management', 'Genetics'];

/**
 * `length` words for item n (a stable pseudo-random pick per word, `salt` to vary tables), as the text array `w`; the
 * common search term joins every second item's text and the rare one every RARE_EVERY-th.
 */
const wordsOf = (length: number, salt = 0) => sql`
  array(select (${[...WORDS]}::text[])[1 + ((hashint8((n::bigint + ${salt}) * 1000 + k)::bigint + 2147483648) % ${WORDS.length})]
        from generate_series(1, ${length}) k order by k)`;
const bodyOf = (half: number) => sql`
  array_to_string(w[1:${half}] || case when n % 2 = 0 then array[${COMMON_TERM}] else '{}'::text[] end
    || w[${half + 1}:] || case when n % ${RARE_EVERY} = 0 then array[${RARE_TERM}] else '{}'::text[] end, ' ') || '.'`;
const sentence = (words: RawBuilder<unknown>) => sql`upper(left(${words}, 1)) || substr(${words}, 2)`;

/**
 * Posts of every kind, numbered 1..N across kinds ("Scale item N: ..."), newest first, each with
 * a 90-word text; the search vector is built exactly as posts.repository builds it. All are live,
 * each with its revision 1 as the console expects.
 */
export async function insertScalePosts(db: Db, sizes: ScaleSizes, progress: Progress): Promise<void> {
  let offset = 0;
  for (const seg of postSegments(sizes)) {
    const first = offset;
    await inBatches(progress(`posts: ${seg.label}`, seg.count), seg.count, 5_000, (from, to) =>
      sql`
        insert into posts (kind, tags, news_group, title, excerpt, html, plaintext, category, article_source,
          authors, article_url, access_status, published_at, views, is_sample, search_vector, status)
        select ${seg.kind}, ${seg.tags}::text[], ${seg.newsGroup}, title, excerpt, '<p>' || body || '</p>', body,
          ${seg.category}, 'Scale source', 'Scale Author', 'https://example.org/scale-item-' || n, n % 3 <> 0,
          now() - n * interval '30 minutes', (n * 37) % 1000, true,
          setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', excerpt), 'B')
            || setweight(to_tsvector('english', body), 'C'), 'published'
        from (
          select n, 'Scale item ' || n || ': ' || ${sentence(sql`array_to_string(w[1:4], ' ')`)} as title,
            ${sentence(sql`array_to_string(w[5:28], ' ')`)} || '.' as excerpt, ${bodyOf(45)} as body
          from (select n, ${wordsOf(90)} as w from generate_series(${first + from}::int, ${first + to}::int) n) g
        ) s
        order by n`.execute(db),
    );
    offset += seg.count;
  }
  await addFirstRevisions(db);
}

/**
 * Education modules "Scale module N: ..." over five topics; the table computes their search vector.
 * Each gets its workflow anchor and revision 1, so members see it and the console opens it.
 */
export async function insertScaleModules(db: Db, total: number, progress: Progress): Promise<void> {
  await sql`insert into education_topics (topic) select unnest(${MODULE_TOPICS}::text[]) on conflict do nothing`.execute(
    db,
  );
  await inBatches(progress('education modules', total), total, 5_000, (from, to) =>
    sql`
      insert into education_modules (title, date_launched, topic, description, module_intro, associated_trials,
        conflict_of_interests, views, is_sample)
      select 'Scale module ' || n || ': ' || ${sentence(sql`array_to_string(w[1:4], ' ')`)},
        current_date - n / 3, (${MODULE_TOPICS}::text[])[1 + n % ${MODULE_TOPICS.length}], ${bodyOf(20)},
        'Scale data: an introduction to module ' || n || '.', 'None. Scale data.', 'None declared. Scale data.',
        (n * 53) % 500, true
      from (select n, ${wordsOf(40, 10_000_000)} as w from generate_series(${from}::int, ${to}::int) n) g
      order by n`.execute(db),
  );
  await anchorModules(db);
}
