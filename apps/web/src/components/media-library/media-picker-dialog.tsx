import { useState } from 'react';
import { formatBytes, type MediaFile, type MediaKind } from '@aatd/contract';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState, ErrorState, Spinner } from '@/components/ui/feedback';
import { Pager } from '@/components/ui/pager';
import { useMediaList } from './media-api';
import { MediaThumb } from './media-thumb';
import { MediaUploader } from './media-uploader';
import styles from './media-library.module.css';

const NOUNS: Record<MediaKind, string> = { image: 'image', pdf: 'PDF', video: 'video' };
const TITLES: Record<MediaKind, string> = {
  image: 'Choose an image',
  pdf: 'Choose a PDF',
  video: 'Choose a video',
};

/**
 * Chooses a file of the media library, or uploads a new one and chooses that: for every console
 * editor's image, PDF and video fields. `onChoose` gets the file (its `path` is what a field
 * stores, its `url` what rich text shows).
 */
export function MediaPickerDialog({
  kind,
  onChoose,
  onClose,
}: {
  kind: MediaKind;
  onChoose: (file: MediaFile) => void;
  onClose: () => void;
}) {
  const [tab, setTab] = useState<'library' | 'upload'>('library');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const list = useMediaList({ kind, q: q.trim() || undefined, page, limit: 12 });

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={TITLES[kind]} wide>
      <div className={styles.tabs} role="group" aria-label="Where from">
        <button type="button" aria-pressed={tab === 'library'} onClick={() => setTab('library')}>
          From the library
        </button>
        <button type="button" aria-pressed={tab === 'upload'} onClick={() => setTab('upload')}>
          Upload a new {NOUNS[kind]}
        </button>
      </div>

      {tab === 'upload' ? (
        <MediaUploader kinds={[kind]} limits={list.data?.limits} multiple={false} onUploaded={onChoose} />
      ) : (
        <>
          <div className={styles.pickerSearch}>
            <label htmlFor="media-picker-search">Search by name or alt text</label>
            <input
              id="media-picker-search"
              type="search"
              value={q}
              onChange={(e) => {
                setQ(e.target.value);
                setPage(1);
              }}
            />
          </div>
          {list.isPending ? (
            <Spinner label="Loading the library" />
          ) : list.isError ? (
            <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />
          ) : list.data.data.length === 0 ? (
            <EmptyState>
              {q.trim() ? 'No file matches your search.' : `The library has no ${NOUNS[kind]}s yet: upload one.`}
            </EmptyState>
          ) : (
            <ul className={styles.pickerGrid} aria-label="Library files" aria-busy={list.isFetching}>
              {list.data.data.map((file) => (
                <li key={file.id}>
                  <button type="button" className={styles.pickerItem} onClick={() => onChoose(file)}>
                    <MediaThumb file={file} />
                    <span className={styles.pickerName}>
                      <span className="visually-hidden">Choose </span>
                      {file.name}
                    </span>
                    <span className={styles.hint}>
                      {formatBytes(file.byteSize)}
                      {file.width && file.height ? `, ${file.width} × ${file.height}` : ''}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {list.data && <Pager meta={list.data.meta.pagination} onPage={setPage} label="Library pages" />}
        </>
      )}
    </Dialog>
  );
}
