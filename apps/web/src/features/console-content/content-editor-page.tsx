import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  CONTENT_KIND_LABELS,
  CONTENT_KINDS,
  EMPTY_CONTENT_FIELDS,
  fieldLabel,
  requiredFields,
  type ContentField,
  type ContentItem,
  type ContentKind,
} from '@aatd/contract';
import { ContentNotFound } from '@/components/content/not-found';
import { useUnsavedChangesPrompt } from '@/components/forms/unsaved-changes';
import { Alert, ErrorState, Spinner } from '@/components/ui/feedback';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { formatTime } from '@/lib/format-date';
import { usePageTitle } from '@/lib/page-title';
import { useContentAction, type ContentTransition } from './api/content-action';
import { useContentItem } from './api/get-content-item';
import { useCreateContent, useSaveContent } from './api/save-content';
import { ContentForm } from './components/content-form';
import { WorkflowPanel, type WorkflowHandlers } from './components/workflow-panel';
import { useAutosave } from './hooks/use-autosave';
import { fieldErrors, toFieldsInput, toFormValues, type ContentFormValues } from './utils/form-values';
import styles from './components/content-editor.module.css';

type Errors = Partial<Record<ContentField, string>>;
type Message = { kind: 'error' | 'success'; text: string };

const sameValues = (a: ContentFormValues, b: ContentFormValues) =>
  (Object.keys(a) as ContentField[]).every((k) => a[k] === b[k]);
const fieldNames = (kind: ContentKind, fields: Record<string, string>) =>
  Object.keys(fields)
    .map((f) => fieldLabel(kind, f as ContentField) ?? f)
    .join(', ');

/** /admin/content/new?kind=… and /admin/content/:contentId — write, review and publish one item. */
export default function ContentEditorPage() {
  const { contentId } = useParams();
  const [params] = useSearchParams();
  if (contentId === undefined) {
    const kind = CONTENT_KINDS.find((k) => k === params.get('kind'));
    return kind ? <Editor key={`new-${kind}`} kind={kind} /> : <KindChooser />;
  }
  const id = Number(contentId);
  if (!Number.isInteger(id) || id < 1) return <ContentNotFound what="item" />;
  return <ItemLoader id={id} />;
}

function KindChooser() {
  return (
    <>
      <h1>New item</h1>
      <p>What are you writing?</p>
      <ul className={styles.kindList}>
        {CONTENT_KINDS.map((k) => (
          <li key={k}>
            <ButtonLink variant="secondary" to={paths.consoleContentNew.getHref(k)}>
              {CONTENT_KIND_LABELS[k]}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </>
  );
}

function ItemLoader({ id }: { id: number }) {
  const query = useContentItem(id);
  if (query.isPending) return <Spinner label="Loading the item" />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <ContentNotFound what="item" />;
    return <ErrorState onRetry={() => void query.refetch()} />;
  }
  return <Editor key={id} kind={query.data.kind} item={query.data} />;
}

function Editor({ kind, item }: { kind: ContentKind; item?: ContentItem }) {
  const navigate = useNavigate();
  const create = useCreateContent();
  const saveItem = useSaveContent();
  const act = useContentAction();
  const start = toFormValues(item?.working.fields ?? EMPTY_CONTENT_FIELDS);
  const [values, setValues] = useState(start);
  const [baseline, setBaseline] = useState(start);
  const [baseRevision, setBaseRevision] = useState(item?.working.number);
  const [errors, setErrors] = useState<Errors>({});
  // A new item's first save moves to its own address, which mounts this editor afresh: the
  // confirmation travels in the navigation's state so it is still shown.
  const location = useLocation();
  const savedBefore = Boolean((location.state as { saved?: boolean } | null)?.saved);
  const [message, setMessage] = useState<Message | undefined>(() =>
    item && savedBefore ? { kind: 'success', text: `Saved as version ${item.working.number}.` } : undefined,
  );
  // Shown once: a later reload of the page must not confirm the save again.
  useEffect(() => {
    if (savedBefore) void navigate(location.pathname, { replace: true, state: null });
  }, [savedBefore, navigate, location.pathname]);
  const [notes, setNotes] = useState<Errors>({});
  const latest = useRef(values);
  useEffect(() => {
    latest.current = values;
  });
  const dirty = !sameValues(values, baseline);

  // Someone else's step (or a restore) changed the working version: a clean form shows it.
  if (item && item.working.number !== baseRevision && !dirty) {
    const fresh = toFormValues(item.working.fields);
    setBaseRevision(item.working.number);
    setValues(fresh);
    setBaseline(fresh);
  }

  const title = values.title.trim() || item?.working.fields.title || `New ${CONTENT_KIND_LABELS[kind].toLowerCase()}`;
  usePageTitle(title);
  const prompt = useUnsavedChangesPrompt(dirty);
  const busy = create.isPending || saveItem.isPending || act.isPending;
  const readOnly = Boolean(item && !item.actions.includes('save'));
  const reviewing = Boolean(item?.actions.includes('return'));

  const save = async ({ auto = false } = {}): Promise<ContentItem | null> => {
    const sent = latest.current;
    const problems = fieldErrors(sent);
    if (Object.keys(problems).length > 0) {
      if (!auto) {
        setErrors(problems);
        setMessage({ kind: 'error', text: `Not saved. Check these fields: ${fieldNames(kind, problems)}.` });
      }
      return null;
    }
    try {
      const saved = item
        ? await saveItem.mutateAsync({ id: item.id, fields: toFieldsInput(sent), baseRevision })
        : await create.mutateAsync({ kind, fields: toFieldsInput(sent) });
      const fresh = toFormValues(saved.working.fields);
      setBaseRevision(saved.working.number);
      setBaseline(fresh);
      // Typing that went on while the save travelled stays in the form (and keeps it unsaved).
      if (latest.current === sent) setValues(fresh);
      setErrors({});
      setMessage({
        kind: 'success',
        text: auto
          ? `Saved automatically at ${formatTime(new Date())} (version ${saved.working.number}).`
          : `Saved as version ${saved.working.number}.`,
      });
      if (!item) void navigate(paths.consoleContentItem.getHref(saved.id), { replace: true, state: { saved: true } });
      return saved;
    } catch (e) {
      const err = e as ApiError;
      if (err.body?.fields) setErrors(err.body.fields as Errors);
      setMessage({ kind: 'error', text: `Not saved. ${err.message}` });
      return null;
    }
  };

  const step = async (transition: ContentTransition, done: string, on?: ContentItem): Promise<ApiError | null> => {
    const target = on ?? item;
    if (!target) return null;
    setMessage(undefined);
    try {
      await act.mutateAsync({ id: target.id, ...transition });
      setMessage({ kind: 'success', text: done });
      return null;
    } catch (e) {
      const err = e as ApiError;
      setMessage({ kind: 'error', text: err.message });
      return err;
    }
  };

  const handlers: WorkflowHandlers = {
    onSave: () => void save(),
    onSubmit: async () => {
      const current = dirty ? await save() : item;
      if (!current) return;
      const err = await step({ action: 'submit' }, 'Submitted for review.', current);
      if (err?.body.fields) {
        setErrors(err.body.fields as Errors);
        setMessage({ kind: 'error', text: `Not submitted. Fill in: ${fieldNames(kind, err.body.fields)}.` });
      }
    },
    onApprove: async (approvalCode, reviewBy) => {
      const err = await step(
        { action: 'approve', body: { approvalCode, reviewBy } },
        `Approved with code ${approvalCode}.`,
      );
      return err?.body.fields;
    },
    onReturn: async (general) => {
      const fields = Object.fromEntries(Object.entries(notes).filter(([, v]) => v?.trim())) as Errors;
      if (!general.trim() && Object.keys(fields).length === 0) {
        setMessage({ kind: 'error', text: 'Write what needs to change, in general or beside a field.' });
        return;
      }
      const err = await step(
        { action: 'return', body: { comments: { general: general.trim() || null, fields } } },
        'Sent back to the editor with your comments.',
      );
      if (!err) setNotes({});
    },
    onPublish: (publishAt) =>
      void step(
        { action: 'publish', body: publishAt ? { publishAt } : {} },
        publishAt ? 'Scheduled for publication.' : 'Published. Members can see it now.',
      ),
    onWithdraw: () => void step({ action: 'withdraw', body: {} }, 'Withdrawn. Members no longer see it.'),
  };

  useAutosave({
    enabled:
      Boolean(item?.actions.includes('save')) &&
      dirty &&
      (item?.state === 'draft' || item?.state === 'changes_requested'),
    save: () => save({ auto: true }),
  });

  const comments = item?.reviewComments;
  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <p className={styles.kicker}>
          <Link to={paths.consoleContent.getHref()}>Content</Link> / {CONTENT_KIND_LABELS[kind]}
        </p>
        <h1>{title}</h1>
        {item && (
          <p className={styles.links}>
            <Link to={paths.consoleContentPreview.getHref(item.id)}>Preview as a member</Link>
            <Link to={paths.consoleContentVersions.getHref(item.id)}>Versions</Link>
          </p>
        )}
      </div>
      {message && <Alert kind={message.kind}>{message.text}</Alert>}
      {dirty && !readOnly && <p className={styles.unsaved}>You have unsaved changes.</p>}
      {comments?.general && (
        <aside className={styles.generalComment} aria-label="Reviewer's comment">
          <h2>The reviewer asked for changes</h2>
          <p>{comments.general}</p>
        </aside>
      )}
      <div className={styles.columns}>
        <form
          className={styles.form}
          aria-label={`${CONTENT_KIND_LABELS[kind]} fields`}
          onSubmit={(e) => {
            e.preventDefault();
            if (!readOnly) void save();
          }}
          noValidate
        >
          <ContentForm
            kind={kind}
            values={values}
            onChange={(field, value) => {
              setValues((v) => ({ ...v, [field]: value }));
              if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
            }}
            errors={errors}
            comments={comments?.fields}
            required={new Set(requiredFields(kind, { newsGroup: (values.newsGroup || null) as never }))}
            readOnly={readOnly}
            review={reviewing ? { notes, onNote: (f, note) => setNotes((n) => ({ ...n, [f]: note })) } : undefined}
          />
        </form>
        <WorkflowPanel item={item} isNew={!item} dirty={dirty} busy={busy} handlers={handlers} />
      </div>
      {prompt}
    </div>
  );
}
