import { lazy, Suspense, useState, type ReactNode } from 'react';
import {
  CONTENT_FIELD_LABELS,
  FIELDS_BY_KIND,
  NEWS_GROUPS,
  categoriesForKind,
  type ContentField,
  type ContentKind,
  type MediaKind,
} from '@aatd/contract';
import { SafeHtml } from '@/components/content/safe-html';
import { Spinner } from '@/components/ui/feedback';
import type { ContentFormValues } from '../utils/form-values';
import { EMBED_HOSTS_TEXT, NEWS_GROUP_LABELS } from '../utils/content-text';
import styles from './content-editor.module.css';

const RichTextEditor = lazy(() => import('./rich-text-editor'));
const MediaPickerDialog = lazy(async () => ({
  default: (await import('@/components/media-library/media-picker-dialog')).MediaPickerDialog,
}));

const LIBRARY_KIND = { featureImage: 'image', pdfLink: 'pdf', embedVideoLink: 'video' } as const;

/** An address field with "Choose from library" beside it: the chosen file's reference fills it. */
function LibraryField({
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

const HINTS: Partial<Record<ContentField, string>> = {
  category: 'The short label cards show above the title, e.g. "Therapy".',
  featureImage: 'An https:// address or a file from the media library.',
  pdfLink: 'An https:// address or a file from the media library.',
  embedVideoLink: `A link from ${EMBED_HOSTS_TEXT}, an https:// video file or one from the media library.`,
  publishedAt: 'The date members see; leave empty to use the day it is published.',
  articleUrl: 'Where "Go to Article" leads, starting with https://',
};

type Props = {
  kind: ContentKind;
  values: ContentFormValues;
  onChange: (field: ContentField, value: string) => void;
  errors: Partial<Record<ContentField, string>>;
  /** The reviewer's notes from the last send-back, shown beside their fields. */
  comments?: Partial<Record<ContentField, string>>;
  required: ReadonlySet<ContentField>;
  readOnly: boolean;
  /** While a reviewer reviews: a note box beside every field. */
  review?: { notes: Partial<Record<ContentField, string>>; onNote: (field: ContentField, note: string) => void };
};

/** The fields of one kind, in the contract's order, each with its hint, error and reviewer's note. */
export function ContentForm({ kind, values, onChange, errors, comments, required, readOnly, review }: Props) {
  return (
    <div className={styles.fields}>
      {FIELDS_BY_KIND[kind].map((field) => (
        <FieldRow
          key={field}
          field={field}
          kind={kind}
          value={values[field]}
          onChange={(v) => onChange(field, v)}
          error={errors[field]}
          comment={comments?.[field]}
          required={required.has(field)}
          readOnly={readOnly}
          review={review}
        />
      ))}
    </div>
  );
}

function FieldRow({
  field,
  kind,
  value,
  onChange,
  error,
  comment,
  required,
  readOnly,
  review,
}: {
  field: ContentField;
  kind: ContentKind;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  comment?: string;
  required: boolean;
  readOnly: boolean;
  review: Props['review'];
}) {
  const id = `field-${field}`;
  const labelId = `${id}-label`;
  const hint = HINTS[field];
  const describedBy = [hint && `${id}-hint`, comment && `${id}-comment`, error && `${id}-error`]
    .filter(Boolean)
    .join(' ');
  const common = {
    id,
    disabled: readOnly,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    className: styles.control,
  };
  let control: ReactNode;
  switch (field) {
    case 'newsGroup':
      control = (
        <Choice
          {...common}
          value={value}
          onChange={onChange}
          options={NEWS_GROUPS.map((g) => [g, NEWS_GROUP_LABELS[g]])}
        />
      );
      break;
    case 'educationCategory':
      control = (
        <Choice
          {...common}
          value={value}
          onChange={onChange}
          options={categoriesForKind(kind).map((c) => [c.slug, c.label])}
        />
      );
      break;
    case 'accessStatus':
      control = (
        <Choice
          {...common}
          value={value}
          onChange={onChange}
          options={[
            ['true', 'Yes, open access'],
            ['false', 'No open access'],
          ]}
        />
      );
      break;
    case 'excerpt':
      control = <textarea {...common} rows={3} value={value} onChange={(e) => onChange(e.target.value)} />;
      break;
    case 'publishedAt':
      control = <input {...common} type="date" value={value} onChange={(e) => onChange(e.target.value)} />;
      break;
    case 'html':
      control = readOnly ? (
        // The reviewer reads the text as members will; the preview shows the whole page.
        <div className={styles.readOnlyHtml} aria-labelledby={labelId} role="group">
          {value ? <SafeHtml html={value} /> : <p>(empty)</p>}
        </div>
      ) : (
        <Suspense fallback={<Spinner label="Loading the text editor" />}>
          <RichTextEditor
            value={value}
            onChange={onChange}
            labelId={labelId}
            describedBy={describedBy || undefined}
            invalid={Boolean(error)}
          />
        </Suspense>
      );
      break;
    case 'featureImage':
    case 'pdfLink':
    case 'embedVideoLink':
      control = (
        <LibraryField
          input={<input {...common} type="text" value={value} onChange={(e) => onChange(e.target.value)} />}
          kind={LIBRARY_KIND[field]}
          label={CONTENT_FIELD_LABELS[field]}
          readOnly={readOnly}
          onChoose={onChange}
        />
      );
      break;
    case 'title':
    case 'category':
    case 'articleSource':
    case 'authors':
    case 'articleUrl':
      control = (
        <input
          {...common}
          type={field === 'articleUrl' ? 'url' : 'text'}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      );
      break;
  }

  return (
    <div className={styles.fieldRow} data-commented={comment ? true : undefined}>
      <div className={styles.field}>
        {field === 'html' ? (
          <span id={labelId} className={styles.label}>
            {CONTENT_FIELD_LABELS[field]} {required && <span className={styles.required}>(required for review)</span>}
          </span>
        ) : (
          <label id={labelId} htmlFor={id} className={styles.label}>
            {CONTENT_FIELD_LABELS[field]} {required && <span className={styles.required}>(required for review)</span>}
          </label>
        )}
        {control}
        {hint && !readOnly && (
          <p id={`${id}-hint`} className={styles.hint}>
            {hint}
          </p>
        )}
        {error && (
          <p id={`${id}-error`} className={styles.error}>
            {error}
          </p>
        )}
      </div>
      {comment && (
        <aside
          id={`${id}-comment`}
          className={styles.comment}
          aria-label={`Reviewer's comment on ${CONTENT_FIELD_LABELS[field]}`}
        >
          <strong>Reviewer:</strong> {comment}
        </aside>
      )}
      {review && (
        <div className={styles.note}>
          <label htmlFor={`${id}-note`}>Comment on {CONTENT_FIELD_LABELS[field]}</label>
          <textarea
            id={`${id}-note`}
            rows={2}
            value={review.notes[field] ?? ''}
            onChange={(e) => review.onNote(field, e.target.value)}
          />
        </div>
      )}
    </div>
  );
}

function Choice({
  value,
  onChange,
  options,
  ...rest
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  options: ReadonlyArray<readonly [string, string]>;
  disabled: boolean;
  className?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  return (
    <select {...rest} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">Not chosen</option>
      {options.map(([v, label]) => (
        <option key={v} value={v}>
          {label}
        </option>
      ))}
    </select>
  );
}
