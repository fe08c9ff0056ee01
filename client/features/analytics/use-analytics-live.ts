import { useEffect, useRef } from 'react';
import { ANALYTICS_LIMIT } from '../../../shared/analytics';
import { trpc } from '../../lib/trpc';

/**
 * Refetches the open statistics page when a view or click of the team arrives: at once for the
 * first, then at most every ANALYTICS_LIMIT.liveRefetchMs while they keep coming.
 */
export function useAnalyticsLive() {
  const utils = trpc.useUtils();
  const last = useRef(0);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (pending.current && clearTimeout(pending.current)), []);

  trpc.analytics.live.useSubscription(
    {},
    {
      onData: () => {
        const refetch = () => {
          pending.current = null;
          last.current = Date.now();
          void utils.analytics.invalidate();
        };
        const wait = last.current + ANALYTICS_LIMIT.liveRefetchMs - Date.now();
        if (wait <= 0) refetch();
        else pending.current ??= setTimeout(refetch, wait);
      },
    },
  );
}
