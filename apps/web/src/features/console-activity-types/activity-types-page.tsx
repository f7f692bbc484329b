import type { ActivityTypeAdmin } from '@aatd/contract';
import { useState } from 'react';
import { useDirtyForms, useUnsavedChangesPrompt } from '@/components/forms/unsaved-changes';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Alert, EmptyState, ErrorState, Spinner } from '@/components/ui/feedback';
import staff from '@/components/ui/staff-screen.module.css';
import { useActivityTypeChange, useActivityTypes, type ActivityTypeChange } from './api/activity-types';
import { ActivityTypeForm } from './components/activity-type-form';
import styles from './components/activity-types.module.css';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * /admin/activity-types: what members can opt in to under Activity Preferences. Editors
 * add, edit, order (Move up / Move down, usable by keyboard) and retire types; a retired type is no
 * longer offered, and members who had opted in still see it and may opt out.
 */
export default function ActivityTypesPage() {
  const list = useActivityTypes();
  const change = useActivityTypeChange();
  const [notice, setNotice] = useState<string>();
  const [error, setError] = useState<string>();
  const [editing, setEditing] = useState<number | null>(null);
  const [retiring, setRetiring] = useState<ActivityTypeAdmin | null>(null);
  const forms = useDirtyForms();
  const leavePrompt = useUnsavedChangesPrompt(
    forms.dirty,
    'An activity type you are writing or editing is not saved yet. If you leave now, it is lost.',
  );

  /** Runs a change and says what happened; form saves rethrow so the form can show field errors. */
  const apply = async (c: ActivityTypeChange, done: string, rethrow = false) => {
    setNotice(undefined);
    setError(undefined);
    try {
      await change.mutateAsync(c);
      setNotice(done);
    } catch (e) {
      if (rethrow) throw e;
      setError((e as Error).message);
    }
  };

  const types = list.data?.data ?? [];
  const move = (index: number, by: -1 | 1) => {
    const ids = types.map((t) => t.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id!);
    const t = types[index]!;
    void apply({ kind: 'order', ids }, `${t.name} moved ${by < 0 ? 'up' : 'down'} to place ${index + by + 1}.`);
  };

  return (
    <>
      <h1>Activity types</h1>
      <p>
        What members can opt in to under Activity Preferences, in the order they see them. Retiring a type stops it
        being offered; members who opted in keep seeing it and can still opt out.
      </p>
      <Alert kind="success">{notice}</Alert>
      <Alert kind="error">{error}</Alert>

      <div className={staff.sections}>
        <section className={staff.section} aria-labelledby="add-title">
          <h2 id="add-title">Add an activity type</h2>
          <ActivityTypeForm
            idPrefix="new-activity"
            onDirtyChange={forms.track('new-activity')}
            submitLabel="Add activity type"
            onSave={(body) =>
              apply({ kind: 'create', body }, `${body.name} was added; members are offered it now.`, true)
            }
          />
        </section>

        <section className={staff.section} aria-labelledby="list-title">
          <h2 id="list-title">All activity types</h2>
          {list.isPending ? (
            <Spinner label="Loading activity types" />
          ) : list.isError ? (
            <ErrorState message="The activity types could not be loaded." onRetry={() => void list.refetch()} />
          ) : types.length === 0 ? (
            <EmptyState>No activity types yet. Add the first one above.</EmptyState>
          ) : (
            <ol className={styles.list} aria-busy={change.isPending}>
              {types.map((t, i) => (
                <li key={t.id} className={styles.item} data-status={t.status} aria-labelledby={`type-${t.id}`}>
                  {editing === t.id ? (
                    <>
                      <h3 id={`type-${t.id}`}>Edit {t.name}</h3>
                      <ActivityTypeForm
                        idPrefix={`edit-${t.id}`}
                        onDirtyChange={forms.track(`edit-${t.id}`)}
                        initial={{ name: t.name, description: t.description }}
                        submitLabel="Save changes"
                        onCancel={() => setEditing(null)}
                        onSave={async (body) => {
                          await apply({ kind: 'edit', id: t.id, body }, `${body.name} was saved.`, true);
                          setEditing(null);
                        }}
                      />
                    </>
                  ) : (
                    <>
                      <div className={styles.itemHead}>
                        <h3 id={`type-${t.id}`}>
                          <span className="visually-hidden">{`${i + 1}. `}</span>
                          {t.name}
                        </h3>
                        <span className={staff.badge} data-status={t.status === 'active' ? 'verified' : 'rejected'}>
                          {t.status === 'active' ? 'Offered' : 'Retired'}
                        </span>
                      </div>
                      <p className={styles.description}>{t.description}</p>
                      <p className={staff.muted}>{plural(t.optedIn, 'member is', 'members are')} opted in.</p>
                      <div className={styles.tools}>
                        <Button variant="secondary" onClick={() => setEditing(t.id)} aria-label={`Edit ${t.name}`}>
                          Edit
                        </Button>
                        <Button
                          variant="secondary"
                          disabled={i === 0 || change.isPending}
                          onClick={() => move(i, -1)}
                          aria-label={`Move ${t.name} up`}
                        >
                          Move up
                        </Button>
                        <Button
                          variant="secondary"
                          disabled={i === types.length - 1 || change.isPending}
                          onClick={() => move(i, 1)}
                          aria-label={`Move ${t.name} down`}
                        >
                          Move down
                        </Button>
                        {t.status === 'active' ? (
                          <Button variant="danger" onClick={() => setRetiring(t)} aria-label={`Retire ${t.name}`}>
                            Retire
                          </Button>
                        ) : (
                          <Button
                            variant="secondary"
                            disabled={change.isPending}
                            onClick={() => void apply({ kind: 'restore', id: t.id }, `${t.name} is offered again.`)}
                            aria-label={`Restore ${t.name}`}
                          >
                            Restore
                          </Button>
                        )}
                      </div>
                    </>
                  )}
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>

      {leavePrompt}
      <ConfirmDialog
        open={retiring !== null}
        onOpenChange={(o) => !o && setRetiring(null)}
        title={`Retire ${retiring?.name ?? ''}?`}
        message={
          retiring &&
          `Members will no longer be offered it. ${plural(retiring.optedIn, 'member who opted in keeps', 'members who opted in keep')} seeing it and can opt out. You can restore it later.`
        }
        confirmLabel="Retire"
        busy={change.isPending}
        onConfirm={() => {
          const t = retiring!;
          setRetiring(null);
          void apply({ kind: 'retire', id: t.id }, `${t.name} was retired; members are no longer offered it.`);
        }}
      />
    </>
  );
}
