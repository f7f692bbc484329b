import { strToU8, zipSync, type Zippable } from 'fflate';
import type { Deployment } from '../../config/deployment.js';
import type { Db } from '../../db/database.js';
import { readPhoto } from '../../core/media/photo-storage.js';
import { findUserById } from '../../core/users/users.repository.js';
import type { SectionKey } from '../../core/privacy/export-sections.js';
import { PERSONAL_DATA } from '../../core/privacy/personal-data-map.js';
import { exportedFields, selectMemberRows } from '../../core/privacy/personal-data.repository.js';
import { renderIndexHtml, type ExportedTable } from './export-html.js';
import { exportStatement } from './export-statement.js';
import { type FileStorage } from '../../core/storage/file-storage.js';

const csvCell = (v: unknown) => {
  const s =
    v === null || v === undefined
      ? ''
      : v instanceof Date
        ? v.toISOString()
        : typeof v === 'object'
          ? JSON.stringify(v)
          : String(v);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};
const toCsv = (t: ExportedTable) =>
  [t.labels.map((l) => csvCell(l.label)), ...t.rows.map((r) => t.labels.map((l) => csvCell(r[l.key])))]
    .map((line) => line.join(','))
    .join('\r\n');
/** A row with the plain-language labels as keys (the JSON files). */
const labelled = (t: ExportedTable, r: Record<string, unknown>) =>
  Object.fromEntries(
    t.labels.map((l) => [l.label, r[l.key] instanceof Date ? (r[l.key] as Date).toISOString() : r[l.key]]),
  );

/** The member's locale for dates: English with their country's conventions, else British English. */
const localeOf = (region: unknown) => {
  const tag = typeof region === 'string' && /^[A-Z]{2}$/.test(region) ? `en-${region}` : 'en-GB';
  return Intl.DateTimeFormat.supportedLocalesOf(tag).length > 0 ? tag : 'en-GB';
};

/**
 * The member's data as one ZIP, derived from the personal data map: index.html to read, each
 * section as JSON and each kind of item as CSV under data/, and the files they uploaded under
 * files/. `onProgress` gets 0–90 while the tables are read.
 */
export async function buildMemberArchive(
  db: Db,
  storage: FileStorage,
  userId: number,
  onProgress: (percent: number) => Promise<void>,
  deployment: Pick<Deployment, 'providerName' | 'siteName' | 'supportEmail' | 'pharmacovigilance'>,
): Promise<Uint8Array> {
  const exportedAt = new Date();
  const tables = Object.entries(PERSONAL_DATA).filter(([, e]) => e.about && e.section && e.item);
  const sections: Partial<Record<SectionKey, ExportedTable[]>> = {};
  const leftOut: Array<{ item: string; reasons: string[] }> = [];
  let photoPath: string | null = null;
  let profile: Record<string, unknown> = {};
  for (const [i, [table, entry]] of tables.entries()) {
    const rows = await selectMemberRows(db, table, entry, userId);
    const labels = exportedFields(entry, userId).map(({ key, label }) => ({ key, label }));
    (sections[entry.section!] ??= []).push({ table, item: entry.item!, labels, rows });
    const reasons = [
      ...new Set(Object.values(entry.columns).flatMap((c) => (c.kind === 'excluded' ? [c.reason] : []))),
    ];
    if (reasons.length > 0) leftOut.push({ item: entry.item!, reasons });
    if (table === 'users') {
      profile = rows[0] ?? {};
      // The photo's stored name is left out of the data, but its file is the member's.
      photoPath = (await findUserById(db, userId))?.image_path ?? null;
    }
    await onProgress(Math.round(((i + 1) / tables.length) * 90));
  }
  const files: Zippable = {};
  const photo = await readPhoto(storage, photoPath);
  const fileNames: string[] = [];
  if (photo && photoPath) {
    const name = `files/profile-photo${photoPath.slice(photoPath.lastIndexOf('.'))}`;
    files[name] = photo;
    fileNames.push(name);
  }
  for (const [key, list] of Object.entries(sections)) {
    files[`data/${key}.json`] = strToU8(
      JSON.stringify(Object.fromEntries(list.map((t) => [t.item, t.rows.map((r) => labelled(t, r))])), null, 2),
    );
    for (const t of list) files[`data/${key}-${t.table.replace(/_/g, '-')}.csv`] = strToU8(`\uFEFF${toCsv(t)}`);
  }
  files['index.html'] = strToU8(
    renderIndexHtml({
      siteName: deployment.siteName,
      memberName: [profile.title, profile.first_name, profile.last_name].filter(Boolean).join(' '),
      exportedAt,
      locale: localeOf(profile.region),
      sections,
      statement: exportStatement(deployment),
      leftOut,
      files: fileNames,
    }),
  );
  return zipSync(files, { level: 6 });
}
