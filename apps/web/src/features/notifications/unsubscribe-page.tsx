import { useParams } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { NOTIFICATION_KIND_INFO, NotificationUnsubscribeResultSchema, WEEKLY_SUMMARY } from '@aatd/contract';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/feedback';
import { SiteLink } from '@/components/ui/site-link';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';

/**
 * /notifications/unsubscribe/:token, the link in a notification mail: no sign-in needed. It asks
 * before it stops anything, since mail scanners open every link (the mail client's one-click POST
 * goes to the API directly).
 */
export default function UnsubscribePage() {
  const { token = '' } = useParams();
  const stop = useMutation({
    mutationFn: async () =>
      NotificationUnsubscribeResultSchema.parse(
        await api.post(`/notifications/unsubscribe?token=${encodeURIComponent(token)}`),
      ),
  });
  return (
    <>
      <h1>Stop these e-mails</h1>
      {stop.isSuccess ? (
        <Alert kind="success">
          {stop.data.kind === WEEKLY_SUMMARY
            ? 'You will no longer receive the weekly summary.'
            : `You will no longer receive e-mails for “${NOTIFICATION_KIND_INFO[stop.data.kind].label}”.`}{' '}
          You will still see your notifications under the bell on the site.
        </Alert>
      ) : (
        <>
          <p>Stop the e-mails of this kind of notification? You can change this at any time in My Account.</p>
          <Button onClick={() => stop.mutate()} disabled={stop.isPending} aria-busy={stop.isPending}>
            Unsubscribe
          </Button>
        </>
      )}
      {stop.isError && <Alert kind="error">{stop.error.message}</Alert>}
      <p>
        <SiteLink to={`${paths.accounts.getHref()}#notifications`}>All notification preferences</SiteLink>
      </p>
    </>
  );
}
