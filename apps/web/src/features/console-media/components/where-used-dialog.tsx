import { Link } from 'react-router';
import { CONTENT_KIND_LABELS, type MediaFile, type MediaUse } from '@aatd/contract';
import { useMediaFile } from '@/components/media-library';
import { Dialog } from '@/components/ui/dialog';
import { ErrorState, Spinner } from '@/components/ui/feedback';
import { paths } from '@/config/paths';

/** The places that use a file (content items, education modules among them), each linked to the console editor. */
export function UsesList({ uses }: { uses: readonly MediaUse[] }) {
  if (uses.length === 0) return <p>No content uses this file.</p>;
  return (
    <ul>
      {uses.map((u) => (
        <li key={u.id}>
          <Link to={paths.consoleContentItem.getHref(u.id)}>{u.title || 'Untitled'}</Link> (
          {u.kind ? CONTENT_KIND_LABELS[u.kind] : 'Content'}
          {u.live ? ', members see it now' : ''}; version{u.versions.length === 1 ? '' : 's'} {u.versions.join(', ')})
        </li>
      ))}
    </ul>
  );
}

export function WhereUsedDialog({ file, onClose }: { file: MediaFile; onClose: () => void }) {
  const detail = useMediaFile(file.id);
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={`Where “${file.name}” is used`}>
      {detail.isPending ? (
        <Spinner label="Finding where it is used" />
      ) : detail.isError ? (
        <ErrorState message={detail.error.message} onRetry={() => void detail.refetch()} />
      ) : (
        <UsesList uses={detail.data.uses} />
      )}
    </Dialog>
  );
}
