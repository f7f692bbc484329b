import { useState } from 'react';
import { MEDIA_KIND_LABELS, MEDIA_KINDS, MEDIA_SORTS, type MediaFile, type MediaKind } from '@aatd/contract';
import { MediaUploader, useMediaList } from '@/components/media-library';
import { EmptyState, ErrorState, Spinner } from '@/components/ui/feedback';
import { FilterSelect } from '@/components/ui/filter-select';
import { Pager } from '@/components/ui/pager';
import screen from '@/components/ui/staff-screen.module.css';
import { StaffTable } from '@/components/ui/staff-table';
import { CONSOLE_ACCESS, hasRole } from '@/lib/console-access';
import { useCurrentUser } from '@/lib/current-user';
import { MediaRow } from './components/media-row';
import { WhereUsedDialog } from './components/where-used-dialog';

const SORT_LABELS: Record<(typeof MEDIA_SORTS)[number], string> = {
  created: 'Newest first',
  name: 'Name (A–Z)',
  size: 'Largest first',
};

/**
 * /admin/media: the media library. Editors upload images, PDFs and MP4 videos (drop or
 * choose, with progress and an error per file), edit alt text and delete unused files; reviewers
 * see the files and where each is used.
 */
export default function MediaLibraryPage() {
  const { data: user } = useCurrentUser();
  const mayWrite = hasRole(user, CONSOLE_ACCESS.mediaWrite);
  const [q, setQ] = useState('');
  const [kind, setKind] = useState<MediaKind | ''>('');
  const [sort, setSort] = useState<(typeof MEDIA_SORTS)[number]>('created');
  const [page, setPage] = useState(1);
  const [usesOf, setUsesOf] = useState<MediaFile | null>(null);
  const list = useMediaList({
    q: q.trim() || undefined,
    kind: kind || undefined,
    sort,
    order: sort === 'name' ? 'asc' : 'desc',
    page,
  });
  const filtered = Boolean(q.trim() || kind);

  return (
    <>
      <div className={screen.head}>
        <h1>Media library</h1>
      </div>
      <p>
        Images, PDFs and videos for content. Every file is checked by its content; images are re-encoded without their
        metadata in page, card and thumbnail sizes.
      </p>

      {mayWrite && (
        <section aria-labelledby="media-upload-heading">
          <h2 id="media-upload-heading">Upload</h2>
          <MediaUploader limits={list.data?.limits} />
        </section>
      )}

      <section aria-labelledby="media-files-heading">
        <h2 id="media-files-heading">Files</h2>
        <div className={screen.filters} role="search" aria-label="Find files">
          <div className={`${screen.filter} ${screen.grow}`}>
            <label htmlFor="media-search">Search by name or alt text</label>
            <input
              id="media-search"
              type="search"
              value={q}
              onChange={(e) => {
                setQ(e.target.value);
                setPage(1);
              }}
            />
          </div>
          <FilterSelect
            id="media-kind"
            label="Kind"
            value={kind}
            onChange={(v) => {
              setKind(v as MediaKind | '');
              setPage(1);
            }}
            options={MEDIA_KINDS.map((k) => ({ value: k, label: MEDIA_KIND_LABELS[k] }))}
          />
          <div className={screen.filter}>
            <label htmlFor="media-sort">Sort</label>
            <select
              id="media-sort"
              value={sort}
              onChange={(e) => {
                setSort(e.target.value as typeof sort);
                setPage(1);
              }}
            >
              {MEDIA_SORTS.map((s) => (
                <option key={s} value={s}>
                  {SORT_LABELS[s]}
                </option>
              ))}
            </select>
          </div>
        </div>

        {list.isPending ? (
          <Spinner label="Loading the library" />
        ) : list.isError ? (
          <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />
        ) : list.data.data.length === 0 ? (
          <EmptyState>
            {filtered ? 'No file matches these filters.' : 'The library is empty. Upload the first file above.'}
          </EmptyState>
        ) : (
          <>
            <p className={screen.count} aria-live="polite">
              {list.data.meta.pagination.total} {list.data.meta.pagination.total === 1 ? 'file' : 'files'}
            </p>
            <StaffTable
              caption="Media library files"
              columns={['Preview', 'Name and alt text', 'Kind', 'Size', 'Used in', 'Uploaded', 'Actions']}
            >
              {list.data.data.map((file) => (
                <MediaRow key={file.id} file={file} mayWrite={mayWrite} onShowUses={() => setUsesOf(file)} />
              ))}
            </StaffTable>
            <Pager meta={list.data.meta.pagination} onPage={setPage} label="Library pages" />
          </>
        )}
      </section>
      {usesOf && <WhereUsedDialog file={usesOf} onClose={() => setUsesOf(null)} />}
    </>
  );
}
