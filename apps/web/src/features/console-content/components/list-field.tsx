import type { ListField as ListFieldName, MediaKind } from '@aatd/contract';
import { Button } from '@/components/ui/button';
import { listEntries } from '../utils/form-values';
import { LibraryField } from './library-field';
import styles from './content-editor.module.css';

/**
 * One input of an entry: its key in the entry, its label, whether it is a long text or an address,
 * and for a file address the library files it takes ("Choose from library" beside it).
 */
type Part = { key: string; label: string; kind: 'line' | 'text' | 'address'; library?: MediaKind };

/** How each list field's entries are written: their parts, and how one entry is named. */
const ENTRY: Record<ListFieldName, { noun: string; parts: Part[] }> = {
  pdfLinks: { noun: 'PDF', parts: [{ key: '', label: 'PDF address', kind: 'address', library: 'pdf' }] },
  videoLinks: { noun: 'video', parts: [{ key: '', label: 'Video address', kind: 'address', library: 'video' }] },
  figures: {
    noun: 'figure',
    parts: [
      { key: 'imageUrl', label: 'Image', kind: 'address', library: 'image' },
      { key: 'title', label: 'Title (also the image description)', kind: 'line' },
      { key: 'caption', label: 'Caption', kind: 'text' },
    ],
  },
  readings: {
    noun: 'reading',
    parts: [
      { key: 'title', label: 'Title', kind: 'line' },
      { key: 'url', label: 'Address (https://, optional)', kind: 'address' },
    ],
  },
  references: {
    noun: 'reference',
    parts: [
      { key: 'citation', label: 'Citation', kind: 'text' },
      { key: 'url', label: 'Address (https://, optional)', kind: 'address' },
    ],
  },
};

type Entry = string | Record<string, string | null>;

const emptyEntry = (field: ListFieldName): Entry =>
  ENTRY[field].parts[0]!.key === '' ? '' : Object.fromEntries(ENTRY[field].parts.map((p) => [p.key, '']));

/**
 * A list of a module (PDFs, videos, figures, readings, references): each entry's inputs labelled
 * with its number, add and remove buttons. The value is the form's JSON text of the entries.
 * Addresses are the same kind of field as the editor's image and PDF fields (library file or https).
 */
export function ListField({
  field,
  id,
  labelId,
  value,
  onChange,
  readOnly,
  describedBy,
  invalid,
}: {
  field: ListFieldName;
  id: string;
  labelId: string;
  value: string;
  onChange: (value: string) => void;
  readOnly: boolean;
  describedBy?: string | undefined;
  invalid: boolean;
}) {
  const { noun, parts } = ENTRY[field];
  const entries = listEntries<Entry>(value);
  const write = (next: Entry[]) => onChange(JSON.stringify(next));
  const setPart = (i: number, key: string, v: string) =>
    write(
      entries.map((e, j) => (j !== i ? e : key === '' ? v : { ...(e as Record<string, string | null>), [key]: v })),
    );

  return (
    <div role="group" aria-labelledby={labelId} aria-describedby={describedBy} className={styles.list}>
      {entries.length === 0 && <p className={styles.hint}>No {noun}s yet.</p>}
      {entries.map((entry, i) => {
        const name = `${noun[0]!.toUpperCase()}${noun.slice(1)} ${i + 1}`;
        return (
          <fieldset key={i} className={styles.entry}>
            <legend>{name}</legend>
            {parts.map((p) => {
              const inputId = `${id}-${i}-${p.key || 'address'}`;
              const v = (p.key === '' ? entry : (entry as Record<string, string | null>)[p.key]) ?? '';
              const common = {
                id: inputId,
                value: String(v),
                disabled: readOnly,
                'aria-invalid': invalid ? true : undefined,
                className: styles.control,
                onChange: (e: { target: { value: string } }) => setPart(i, p.key, e.target.value),
              };
              return (
                <div key={p.key} className={styles.field}>
                  <label htmlFor={inputId}>
                    {p.label} <span className="visually-hidden">({name})</span>
                  </label>
                  {p.kind === 'text' ? (
                    <textarea rows={2} {...common} />
                  ) : p.library ? (
                    <LibraryField
                      input={<input type="text" {...common} />}
                      kind={p.library}
                      label={`${p.label} (${name})`}
                      readOnly={readOnly}
                      onChoose={(path) => setPart(i, p.key, path)}
                    />
                  ) : (
                    <input type="text" {...common} />
                  )}
                </div>
              );
            })}
            {!readOnly && (
              <Button variant="secondary" onClick={() => write(entries.filter((_, j) => j !== i))}>
                Remove {name}
              </Button>
            )}
          </fieldset>
        );
      })}
      {!readOnly && (
        <Button variant="secondary" onClick={() => write([...entries, emptyEntry(field)])}>
          Add a {noun}
        </Button>
      )}
    </div>
  );
}
