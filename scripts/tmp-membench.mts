import pg from 'pg';
import { openDatabase } from '/work/main/apps/server/src/db/database.js';
import { migrateToLatest } from '/work/main/apps/server/src/db/migrate.js';
import { listConversations, readConversation } from '/work/main/apps/server/src/features/messaging/conversations.repository.js';
import { searchPostGroups, searchProfiles } from '/work/main/apps/server/src/features/search/search.repository.js';
import { THERAPY_SEARCH_SLUGS } from '../packages/contract/src/index.js';

const base = 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `bench_msg_${Date.now()}`;
const admin = new pg.Client({ connectionString: base });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(base); url.pathname = `/${name}`;
const h = openDatabase({ databaseUrl: url.toString() });
await migrateToLatest(h.db);
const c = new pg.Client({ connectionString: url.toString() });
await c.connect();
console.time('seed');
await c.query(`insert into users (email, title, first_name, last_name, region, customer_id, digital_id, crm_country, hcp_status)
  select 'u'||i||'@x.test', 'Dr.', (array['Alice','Bob','Carol','Dave','Eve','Frank','Grace','Heidi'])[1+i%8]||i%997, 'Name'||(i*7919)%100000, 'US', 'c'||i, 'd'||i, 'US', 'verified' from generate_series(1,100000) i`);
await c.query(`insert into messages (sender_id, receiver_id, text, created_at, seen_at)
  select s, case when r = s then (s % 100000) + 1 else r end, 'message '||i, now() - (i||' seconds')::interval, case when i%3=0 then null else now() end
  from (select i, 1 + (random()*99999)::int as s, 1 + (random()*99999)::int as r from generate_series(1,500000) i) x`);
// A heavy member: 2000 messages with 300 partners.
await c.query(`insert into messages (sender_id, receiver_id, text) select case when i%2=0 then 1 else 2+i%300 end, case when i%2=0 then 2+i%300 else 1 end, 'heavy '||i from generate_series(1,2000) i`);
await c.query(`insert into posts (kind, tags, title, plaintext, search_vector)
  select case when i%3=0 then 'article' else 'therapy' end, case when i%3=0 then array['information','clinical-news'] else array[(array['rarehaematology','raregeneticdisease','oncology','immunology','gastroenterology'])[1+i%5]] end,
  'Post '||i||' about emphysema and liver', repeat('Background text on lung and liver disease with emphysema findings. ', 40),
  to_tsvector('english', 'Post '||i||' about emphysema and liver '||repeat('Background text on lung and liver disease with emphysema findings. ', 40)) from generate_series(1,20000) i`);
await c.query('analyze');
console.timeEnd('seed');
const time = async (label: string, fn: () => Promise<unknown>) => {
  for (let i = 0; i < 3; i++) await fn();
  const t: number[] = [];
  for (let i = 0; i < 20; i++) { const s = performance.now(); await fn(); t.push(performance.now() - s); }
  t.sort((a, b) => a - b);
  console.log(label, 'p50', t[10]!.toFixed(1), 'p95', t[18]!.toFixed(1));
};
await c.end(); await h.close();
console.log('DB', name); await admin.end();
