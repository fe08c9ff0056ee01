import { trpc } from '../../lib/trpc';

/** A brand's marks on the team's responses, pushed as they come: the open Creator Calls screens read them again. */
export function useCallReviewsLive() {
  const utils = trpc.useUtils();
  trpc.creatorCalls.live.useSubscription(undefined, {
    onData: () => {
      void utils.creatorCalls.list.invalidate();
      void utils.creatorCalls.get.invalidate();
    },
  });
}
