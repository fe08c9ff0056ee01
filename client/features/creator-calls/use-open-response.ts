import { useQuery } from '@tanstack/react-query';
import { trpcClient } from '../../lib/trpc';

/**
 * The team's response sheet for a call, created on first visit. A query (not an effect) so a
 * remount or a second render asks once; the server answers the existing sheet from then on.
 */
export function useOpenResponse(castingCallId: string) {
  return useQuery({
    queryKey: ['creatorCalls', 'openResponse', castingCallId],
    queryFn: () => trpcClient.creatorCalls.openResponse.mutate({ casting_call_id: castingCallId }),
    staleTime: Infinity,
    retry: false,
  });
}
