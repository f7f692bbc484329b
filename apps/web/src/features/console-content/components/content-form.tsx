import { lazy, Suspense, useState, type FocusEvent, type ReactNode } from 'react';
import {
  FIELDS_BY_KIND,
  NEWS_GROUPS,
  categoriesForKind,
  fieldLabel,
  isListField,
  type ContentField,
  type ContentKind,
} from '@aatd/contract';
import { SafeHtml } from '@/components/content/safe-html';
import { Spinner } from '@/components/ui/feedback';
import type { ContentFormValues } from '../utils/form-values';
import { EMBED_HOSTS_TEXT, NEWS_GROUP_LABELS } from '../utils/content-text';
import { useModuleTopics } from '../api/get-module-topics';
import { LIBRARY_KIND, LibraryField } from './library-field';
import { ListField } from './list-field';
import styles from './content-editor.module.css';

const RichTextEditor = lazy(() => import('./rich-text-editor'));
const HINTS: Partial<Record<ContentField, string>> = {
  category: 'The short label cards show above the title, e.g. "Therapy".',
  // Members' pages load images from this site only (CSP): an address elsewhere would show blank.
  featureImage:
    'A file from the media library: upload the image there first. Images on other sites do not show to members.',
  pdfLink: 'An https:// address or a file from the media library.',
  embedVideoLink: `A link from ${EMBED_HOSTS_TEXT}, an https:// video file or one from the media library.`,
  publishedAt: 'The date members see; leave empty to use the day it is published.',
  journal: 'Journal Watch: the journal that published the article, e.g. "Eur Respir J".',
  impactFactor:
    "Journal Watch shows each month's 5 items with the highest impact factor; an item without one ranks after them.",
  articleUrl: 'Where "Go to Article" leads, starting with https://',
  topic: 'The topic members find the module under (an existing one, or a new topic).',
  moduleIntro: 'The opening paragraph of the module page.',
  pdfLinks: 'Each an https:// address or a file from the media library; members page through it in the viewer.',
  videoLinks: `Each a link from ${EMBED_HOSTS_TEXT}, an https:// video file or one from the media library.`,
  figures: 'Each an image (https:// or from the media library) with its title and caption.',
};

/** Where a kind's field needs its own hint. */
const KIND_HINTS: Partial<Record<ContentKind, Partial<Record<ContentField, string>>>> = {
  module: {
    excerpt: 'The summary shown on the module card, the page and in module search.',
    featureImage: 'The thumbnail of the module card: an https:// address or a file from the media library.',
    publishedAt: 'The launch date members see; leave empty to use the day it is first published.',
  },
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
  // A required field left empty says so as the editor moves on, not only when they submit.
  const [left, setLeft] = useState(false);
  const onLeave = (e: FocusEvent<HTMLDivElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setLeft(true);
  };
  const label = fieldLabel(kind, field);
  const shownError =
    error ?? (required && left && !readOnly && isBlank(field, value) ? `${label} is required` : undefined);
  const hint = KIND_HINTS[kind]?.[field] ?? HINTS[field];
  const describedBy = [hint && `${id}-hint`, comment && `${id}-comment`, shownError && `${id}-error`]
    .filter(Boolean)
    .join(' ');
  const common = {
    id,
    disabled: readOnly,
    'aria-invalid': shownError ? true : undefined,
    'aria-required': required || undefined,
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
    case 'moduleIntro':
    case 'associatedTrials':
    case 'conflictOfInterests':
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
            invalid={Boolean(shownError)}
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
          label={label}
          readOnly={readOnly}
          onChoose={onChange}
        />
      );
      break;
    case 'pdfLinks':
    case 'videoLinks':
    case 'figures':
    case 'readings':
    case 'references':
      control = (
        <ListField
          field={field}
          id={id}
          labelId={labelId}
          value={value}
          onChange={onChange}
          readOnly={readOnly}
          describedBy={describedBy || undefined}
          invalid={Boolean(shownError)}
        />
      );
      break;
    case 'topic':
      control = <TopicInput {...common} value={value} onChange={onChange} />;
      break;
    case 'title':
    case 'category':
    case 'impactFactor':
      control = (
        <input {...common} type="text" inputMode="decimal" value={value} onChange={(e) => onChange(e.target.value)} />
      );
      break;
    case 'articleSource':
    case 'journal':
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
      <div className={styles.field} onBlur={onLeave}>
        {field === 'html' || isListField(field) ? (
          <span id={labelId} className={styles.label}>
            {label} {required && <span className={styles.required}>(required for review)</span>}
          </span>
        ) : (
          <label id={labelId} htmlFor={id} className={styles.label}>
            {label} {required && <span className={styles.required}>(required for review)</span>}
          </label>
        )}
        {control}
        {hint && !readOnly && (
          <p id={`${id}-hint`} className={styles.hint}>
            {hint}
          </p>
        )}
        {shownError && (
          <p id={`${id}-error`} className={styles.error}>
            {shownError}
          </p>
        )}
      </div>
      {comment && (
        <aside id={`${id}-comment`} className={styles.comment} aria-label={`Reviewer's comment on ${label}`}>
          <strong>Reviewer:</strong> {comment}
        </aside>
      )}
      {review && (
        <div className={styles.note}>
          <label htmlFor={`${id}-note`}>Comment on {label}</label>
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

/** Empty as submitting judges it: blank text, an empty list, or rich text with no words. */
function isBlank(field: ContentField, value: string): boolean {
  if (field === 'html') return value.replace(/<[^>]*>|&nbsp;|\s/g, '') === '';
  const v = value.trim();
  return v === '' || v === '[]';
}

/** A module's topic: free text, with the topics members already find modules under offered. */
function TopicInput({
  value,
  onChange,
  ...rest
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  className?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
  'aria-describedby'?: string;
}) {
  const topics = useModuleTopics(!rest.disabled);
  const listId = `${rest.id}-options`;
  return (
    <>
      <input {...rest} type="text" list={listId} value={value} onChange={(e) => onChange(e.target.value)} />
      <datalist id={listId}>
        {topics.data?.map((t) => (
          <option key={t.topic} value={t.topic} />
        ))}
      </datalist>
    </>
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
  'aria-required'?: boolean;
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
