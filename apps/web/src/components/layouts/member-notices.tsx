// Types only: this renders on every page, so it keeps zod out of the first chunk.
import type { MemberNoticeList } from '@aatd/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/current-user';
import styles from './member-notices.module.css';

const KEY = ['user', 'notices'] as const;

/**
 * What moderators told the signed-in member (issue 12): a warning, or why their comment was
 * hidden. Shown above every page until the member marks it read.
 */
export function MemberNotices() {
  const session = useSession();
  const qc = useQueryClient();
  const notices = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => api.get<MemberNoticeList>('/user/notices', { signal }),
    enabled: Boolean(session),
    staleTime: 60_000,
  });
  const read = useMutation({
    mutationFn: (id: number) => api.post<{ id: number }>(`/user/notices/${id}/read`),
    onSuccess: () => void qc.invalidateQueries({ queryKey: KEY }),
  });
  if (!session || !notices.data?.data.length) return null;
  return (
    <section className={styles.notices} aria-label="Messages from the moderators">
      {notices.data.data.map((n) => (
        <div key={n.id} className={styles.notice} role="status">
          <p className={styles.title}>
            {n.kind === 'warning' ? 'A warning from the moderators' : 'One of your comments was hidden'}
          </p>
          <p className={styles.text}>{n.text}</p>
          <Button variant="secondary" onClick={() => read.mutate(n.id)} disabled={read.isPending}>
            I have read this
          </Button>
          {read.isError && <p role="alert">{read.error.message}</p>}
        </div>
      ))}
    </section>
  );
}
