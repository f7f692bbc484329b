import { useRef, useState, type DragEvent } from 'react';
import {
  ALT_REQUIRED,
  formatBytes,
  MEDIA_ACCEPT,
  MEDIA_KIND_LABELS,
  mediaKindOfType,
  type MediaFileDetail,
  type MediaKind,
  type MediaLimits,
} from '@aatd/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { mediaKeys, uploadMediaFile } from './media-api';
import styles from './media-library.module.css';

type Status = 'ready' | 'uploading' | 'done' | 'failed';
interface Queued {
  key: number;
  file: File;
  kind: MediaKind | null;
  alt: string;
  status: Status;
  progress: number;
  error?: string | undefined;
  altError?: string | undefined;
}

let nextKey = 1;

/** What the browser can tell before sending: the declared type and the size (the server checks the bytes). */
function firstCheck(file: File, kinds: readonly MediaKind[], limits: MediaLimits | undefined): string | undefined {
  const kind = mediaKindOfType(file.type);
  if (!kind || !kinds.includes(kind)) {
    return `This is not ${kinds.map((k) => (k === 'image' ? 'a JPEG, PNG or WebP image' : k === 'pdf' ? 'a PDF' : 'an MP4 video')).join(' or ')}.`;
  }
  if (file.size === 0) return 'The file is empty.';
  if (limits && file.size > limits[kind]) {
    return `${MEDIA_KIND_LABELS[kind]}s can be at most ${formatBytes(limits[kind])}; this file is ${formatBytes(file.size)}.`;
  }
  return undefined;
}

/**
 * Adds files to the media library: drop them on the zone or choose them with the button; each
 * waits with its alt text (images need one), then uploads with its progress and its own error.
 */
export function MediaUploader({
  kinds = ['image', 'pdf', 'video'],
  limits,
  multiple = true,
  onUploaded,
}: {
  /** The kinds this uploader takes (a PDF field's picker takes PDFs only). */
  kinds?: readonly MediaKind[];
  limits?: MediaLimits | undefined;
  multiple?: boolean;
  onUploaded?: (file: MediaFileDetail) => void;
}) {
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [queue, setQueue] = useState<Queued[]>([]);
  const [dragging, setDragging] = useState(false);
  const change = (key: number, patch: Partial<Queued>) =>
    setQueue((q) => q.map((item) => (item.key === key ? { ...item, ...patch } : item)));

  const add = (files: FileList | null) => {
    if (!files?.length) return;
    const picked = [...files].slice(0, multiple ? files.length : 1).map((file): Queued => {
      const error = firstCheck(file, kinds, limits);
      return {
        key: nextKey++,
        file,
        kind: mediaKindOfType(file.type),
        alt: '',
        status: error ? 'failed' : 'ready',
        progress: 0,
        error,
      };
    });
    setQueue((q) => (multiple ? [...q.filter((i) => i.status !== 'done'), ...picked] : picked));
  };

  const upload = async (item: Queued) => {
    if (item.kind === 'image' && !item.alt.trim()) {
      change(item.key, { altError: ALT_REQUIRED });
      return;
    }
    change(item.key, { status: 'uploading', progress: 0, error: undefined, altError: undefined });
    try {
      const saved = await uploadMediaFile(item.file, { alt: item.alt.trim() }, (progress) =>
        change(item.key, { progress }),
      );
      change(item.key, { status: 'done', progress: 1 });
      void client.invalidateQueries({ queryKey: mediaKeys.all });
      onUploaded?.(saved);
    } catch (e) {
      const err = e as Error & { body?: { fields?: Record<string, string> } };
      const altError = err.body?.fields?.alt;
      change(item.key, { status: altError ? 'ready' : 'failed', error: altError ? undefined : err.message, altError });
    }
  };

  const ready = queue.filter((i) => i.status === 'ready');
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    add(e.dataTransfer.files);
  };
  const accept = kinds.map((k) => MEDIA_ACCEPT[k]).join(',');
  const what = kinds.map((k) => (k === 'image' ? 'images (JPEG, PNG, WebP)' : k === 'pdf' ? 'PDFs' : 'MP4 videos'));

  return (
    <div className={styles.uploader}>
      <div
        className={styles.dropZone}
        data-dragging={dragging || undefined}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <p>
          Drag {what.join(', ')} here, or{' '}
          <Button variant="secondary" onClick={() => input.current?.click()}>
            {multiple ? 'Choose files' : 'Choose a file'}
          </Button>
        </p>
        {limits && (
          <p className={styles.hint}>
            Largest: {kinds.map((k) => `${MEDIA_KIND_LABELS[k].toLowerCase()}s ${formatBytes(limits[k])}`).join(', ')}.
          </p>
        )}
        <input
          ref={input}
          type="file"
          className="visually-hidden"
          tabIndex={-1}
          aria-label={multiple ? 'Files to upload' : 'File to upload'}
          accept={accept}
          multiple={multiple}
          onChange={(e) => {
            add(e.target.files);
            e.target.value = '';
          }}
        />
      </div>

      {queue.length > 0 && (
        <ul className={styles.queue} aria-label="Files to upload">
          {queue.map((item) => (
            <li key={item.key} className={styles.queued} data-status={item.status}>
              <div className={styles.queuedHead}>
                <strong>{item.file.name}</strong>
                <span className={styles.hint}>
                  {item.kind ? MEDIA_KIND_LABELS[item.kind] : 'Unknown type'}, {formatBytes(item.file.size)}
                </span>
              </div>
              {item.kind === 'image' && item.status !== 'done' && (
                <TextField
                  label={`Alt text for ${item.file.name}`}
                  hint="What the image shows, for members who cannot see it."
                  value={item.alt}
                  error={item.altError}
                  disabled={item.status === 'uploading'}
                  onChange={(e) => change(item.key, { alt: e.target.value, altError: undefined })}
                />
              )}
              {item.status === 'uploading' && (
                <div className={styles.progress}>
                  <progress value={item.progress} max={1} aria-label={`Uploading ${item.file.name}`} />
                  <span>{Math.round(item.progress * 100)}%</span>
                </div>
              )}
              {item.status === 'done' && <p className={styles.done}>Uploaded to the library.</p>}
              {item.error && (
                <p className={styles.error} role="alert">
                  {item.file.name}: {item.error}
                </p>
              )}
              <div className={styles.queuedActions}>
                {item.status === 'ready' && <Button onClick={() => void upload(item)}>Upload {item.file.name}</Button>}
                {item.status !== 'uploading' && (
                  <Button variant="secondary" onClick={() => setQueue((q) => q.filter((i) => i.key !== item.key))}>
                    {item.status === 'done' ? 'Dismiss' : 'Remove'}{' '}
                    <span className="visually-hidden">{item.file.name}</span>
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {ready.length > 1 && (
        <Button onClick={() => ready.forEach((i) => void upload(i))}>Upload all {ready.length}</Button>
      )}
    </div>
  );
}
