import { useEffect, useState } from 'react';
import { trpc } from '../../lib/trpc';

/** Add Talent requests whose outcome the open Add Talent page shows: the team's toast leaves them to it. */
export const requestsShownOnPage = new Set<number>();

/** How an Add Talent request ended: the creator on the roster, or accounts the data source does not know. */
export type AddOutcome = { influencerId: number } | { unknownAccounts: string };

/**
 * The outcomes of the team's Add Talent requests, by request id, heard live from the page's
 * opening on (so an answer that comes before the request's own is not missed).
 */
export function useAddOutcomes(shownRequestId: number | null) {
  const [outcomes, setOutcomes] = useState<ReadonlyMap<number, AddOutcome>>(new Map());
  const utils = trpc.useUtils();
  trpc.teamNotifications.live.useSubscription(undefined, {
    onData: ({ data }) => {
      if (data.request_id === undefined) return;
      const outcome =
        data.type === 'talent_added' && data.influencer_id !== undefined
          ? { influencerId: data.influencer_id }
          : data.type === 'talent_not_found' && data.unknown_accounts !== undefined
            ? { unknownAccounts: data.unknown_accounts }
            : null;
      if (!outcome) return;
      // Not found gives the credit back.
      if ('unknownAccounts' in outcome) void utils.requests.addTalentStatus.invalidate();
      setOutcomes((current) => new Map(current).set(data.request_id!, outcome));
    },
  });
  useEffect(() => {
    if (shownRequestId === null) return;
    requestsShownOnPage.add(shownRequestId);
    return () => void requestsShownOnPage.delete(shownRequestId);
  }, [shownRequestId]);
  return outcomes;
}
