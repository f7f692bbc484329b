import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { MediaKind } from '@aatd/contract';
import { Spinner } from '@/components/ui/feedback';
import styles from './content-editor.module.css';

const MediaPickerDialog = lazy(async () => ({
  default: (await import('@/components/media-library/media-picker-dialog')).MediaPickerDialog,
}));

/** The library files each single-address field of the editor takes. */
export const LIBRARY_KIND = { featureImage: 'image', pdfLink: 'pdf', embedVideoLink: 'video' } as const;

/** An address input with "Choose from library" beside it, which fills it with a library file's path. */
export function LibraryField({
  input,
  kind,
  label,
  readOnly,
  onChoose,
}: {
  input: ReactNode;
  kind: MediaKind;
  label: string;
  readOnly: boolean;
  onChoose: (path: string) => void;
}) {
  const [picking, setPicking] = useState(false);
  return (
    <div className={styles.libraryField}>
      {input}
      {!readOnly && (
        <button type="button" className={styles.libraryButton} onClick={() => setPicking(true)}>
          Choose from library<span className="visually-hidden"> for {label}</span>
        </button>
      )}
      {picking && (
        <Suspense fallback={<Spinner label="Opening the media library" />}>
          <MediaPickerDialog
            kind={kind}
            onClose={() => setPicking(false)}
            onChoose={(file) => {
              onChoose(file.path);
              setPicking(false);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
