import { useEffect, useState } from 'react';
import { trpc } from '../../lib/trpc';

/** Add Talent requests whose outcome the open Add Talent page shows: the team's toast leaves them to it. */
export const requestsShownOnPage = new Set<number>();

/**
 * The creators the team's Add Talent requests put on the roster, by request id, heard live from
 * the page's opening on (so an answer that comes before the request's own is not missed).
 */
export function useAddedTalent(shownRequestId: number | null) {
  const [added, setAdded] = useState<ReadonlyMap<number, number>>(new Map());
  trpc.teamNotifications.live.useSubscription(undefined, {
    onData: ({ data }) => {
      if (data.type !== 'talent_added' || data.request_id === undefined || data.influencer_id === undefined) return;
      setAdded((current) => new Map(current).set(data.request_id!, data.influencer_id!));
    },
  });
  useEffect(() => {
    if (shownRequestId === null) return;
    requestsShownOnPage.add(shownRequestId);
    return () => void requestsShownOnPage.delete(shownRequestId);
  }, [shownRequestId]);
  return added;
}
