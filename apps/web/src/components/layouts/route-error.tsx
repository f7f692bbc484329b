import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';

/** Last line of defence: a screen that failed to load or render explains itself and offers a way on. */
export function RouteError() {
  const error = useRouteError();
  const chunkFailed = error instanceof Error && /dynamically imported module|Failed to fetch/i.test(error.message);
  return (
    <main className="container" style={{ padding: '48px 16px' }}>
      <h1>{isRouteErrorResponse(error) && error.status === 404 ? '404: Page not found' : 'Something went wrong'}</h1>
      <p>
        {chunkFailed
          ? 'A new version of the site may have been released, or the connection dropped. Reload to continue.'
          : 'This page could not be shown. Please try again.'}
      </p>
      <p style={{ display: 'flex', gap: 12 }}>
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <ButtonLink to="/" variant="secondary">
          Back to Home
        </ButtonLink>
      </p>
    </main>
  );
}
