import { useState, type FormEvent } from 'react';
import { formatBytes, MEDIA_KIND_LABELS, type MediaFile, type MediaUse } from '@aatd/contract';
import { inUseOf, MediaThumb, useDeleteMedia, useUpdateMedia } from '@/components/media-library';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, Dialog, DialogActions } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import screen from '@/components/ui/staff-screen.module.css';
import { formatDate } from '@/lib/format-date';
import { UsesList } from './where-used-dialog';

/** One file of the library: its preview, name and alt text (editable), facts, uses and delete. */
export function MediaRow({
  file,
  mayWrite,
  onShowUses,
}: {
  file: MediaFile;
  mayWrite: boolean;
  onShowUses: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [refused, setRefused] = useState<MediaUse[] | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const remove = useDeleteMedia();

  const onDelete = () =>
    remove.mutate(file.id, {
      onSuccess: () => setConfirming(false),
      onError: (e) => {
        setConfirming(false);
        const uses = inUseOf(e);
        if (uses) setRefused(uses);
        else setDeleteError(e.message);
      },
    });

  return (
    <tr>
      <td>
        <a href={file.url} target="_blank" rel="noreferrer">
          <MediaThumb file={file} />
          <span className="visually-hidden">Open {file.name} (new tab)</span>
        </a>
      </td>
      <td>
        {editing ? (
          <EditFile file={file} onDone={() => setEditing(false)} />
        ) : (
          <>
            <strong>{file.name}</strong>
            {file.kind === 'image' && <div className={screen.muted}>Alt text: {file.alt}</div>}
            {file.reviewNote && (
              <p className={screen.reviewNote} role="note">
                {file.reviewNote}
              </p>
            )}
            {mayWrite && (
              <Button variant="link" onClick={() => setEditing(true)}>
                Edit <span className="visually-hidden">{file.name}</span>
                {file.kind === 'image' ? ' name or alt text' : ' name'}
              </Button>
            )}
          </>
        )}
      </td>
      <td>{MEDIA_KIND_LABELS[file.kind]}</td>
      <td>
        {formatBytes(file.byteSize)}
        {file.width && file.height && (
          <div className={screen.muted}>
            {file.width} × {file.height} px
          </div>
        )}
      </td>
      <td>
        <Button variant="link" onClick={onShowUses}>
          {file.usageCount === 0 ? 'Not used' : `${file.usageCount} ${file.usageCount === 1 ? 'item' : 'items'}`}
          <span className="visually-hidden"> (where {file.name} is used)</span>
        </Button>
      </td>
      <td>
        {formatDate(file.createdAt)}
        {file.uploadedBy && <div className={screen.muted}>{file.uploadedBy.name}</div>}
      </td>
      <td>
        {mayWrite && (
          <Button variant="danger" onClick={() => setConfirming(true)}>
            Delete <span className="visually-hidden">{file.name}</span>
          </Button>
        )}
        {deleteError && (
          <p role="alert" className={screen.muted}>
            {deleteError}
          </p>
        )}
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={`Delete “${file.name}”?`}
          message="The file is removed from the library and from the server. This cannot be undone."
          confirmLabel="Delete"
          busy={remove.isPending}
          onConfirm={onDelete}
        />
        {refused && (
          <Dialog
            open
            onOpenChange={(o) => !o && setRefused(null)}
            title="This file is in use"
            description={`“${file.name}” cannot be deleted while content uses it. Remove it from these first:`}
          >
            <UsesList uses={refused} />
            <DialogActions>
              <Button onClick={() => setRefused(null)}>Back to the library</Button>
            </DialogActions>
          </Dialog>
        )}
      </td>
    </tr>
  );
}

function EditFile({ file, onDone }: { file: MediaFile; onDone: () => void }) {
  const [name, setName] = useState(file.name);
  const [alt, setAlt] = useState(file.alt ?? '');
  const update = useUpdateMedia();
  const error = update.error as (Error & { body?: { fields?: Record<string, string> } }) | null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    update.mutate(
      { id: file.id, change: { name: name.trim(), ...(file.kind === 'image' || alt ? { alt: alt.trim() } : {}) } },
      { onSuccess: onDone },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <TextField
        label="Name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={error?.body?.fields?.name}
      />
      <TextField
        label="Alt text"
        value={alt}
        onChange={(e) => setAlt(e.target.value)}
        optional={file.kind !== 'image'}
        error={error?.body?.fields?.alt}
      />
      {error && !error.body?.fields && <p role="alert">{error.message}</p>}
      <div className={screen.actions}>
        <Button type="submit" disabled={update.isPending}>
          Save
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
