import { trpc } from '../../../lib/trpc';

/** The signed-in profile (GET /api/influencers/profiles/{id}) and what every editor does after a save. */
export function useRosterProfile(influencerId: number) {
  const utils = trpc.useUtils();
  const query = trpc.roster.profile.useQuery({ influencerId });
  const refresh = () => {
    void utils.roster.profile.invalidate({ influencerId });
    void utils.roster.table.invalidate();
  };
  return { query, profile: query.data?.influencers[0], sheets: query.data?.sheets ?? [], refresh };
}
