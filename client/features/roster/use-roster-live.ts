import { trpc } from '../../lib/trpc';

/** Refreshes the roster table when the team's roster changes (a creator added, edited, connected), pushed live. */
export function useRosterLive() {
  const utils = trpc.useUtils();
  trpc.roster.live.useSubscription(undefined, {
    onData: () => {
      void utils.roster.table.invalidate();
    },
  });
}
