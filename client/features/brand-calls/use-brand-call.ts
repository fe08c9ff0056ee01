import { trpc } from '../../lib/trpc';

/** One of the brand's calls, read from its list (the list holds every field the screens show). */
export function useBrandCall(castingCallId: string) {
  const calls = trpc.brandCalls.list.useQuery();
  return { ...calls, call: calls.data?.casting_calls.find((c) => c.id === castingCallId) };
}
