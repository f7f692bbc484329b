import { lazy, Suspense } from 'react';
import { useAnalysisConsent } from '@/features/cookies/hooks/use-consent';
import { useSession } from '@/lib/auth-store';

// Loaded only for a signed-in member who accepted Analysis cookies, so visitors never download it.
const SessionHeartbeat = lazy(() => import('@/features/reporting/components/session-heartbeat'));

/**
 * Joins two features the app layer may combine (features never import each other): the cookie
 * choice (features/cookies) decides whether usage is measured (features/reporting). Without Analysis
 * consent the reporting overview sees only the strictly necessary sign-in record.
 */
export function AnalyticsHeartbeat() {
  const session = useSession();
  const analysis = useAnalysisConsent();
  if (!session || !analysis) return null;
  return (
    <Suspense fallback={null}>
      <SessionHeartbeat />
    </Suspense>
  );
}
