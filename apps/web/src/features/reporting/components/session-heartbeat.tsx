import { useEffect } from 'react';
import { HEARTBEAT_INTERVAL_MS } from '@aatd/contract';
import { api } from '@/lib/api-client';

/**
 * Reports that the member is active, once a minute while the tab is visible. The app mounts this
 * only for a signed-in member who accepted Analysis cookies (app/analytics-heartbeat.tsx); without
 * consent only the sign-in itself is recorded.
 */
export default function SessionHeartbeat() {
  useEffect(() => {
    const beat = () => {
      if (document.visibilityState === 'visible') api.post('/analytics/heartbeat').catch(() => undefined);
    };
    beat();
    const timer = window.setInterval(beat, HEARTBEAT_INTERVAL_MS);
    document.addEventListener('visibilitychange', beat);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', beat);
    };
  }, []);
  return null;
}
