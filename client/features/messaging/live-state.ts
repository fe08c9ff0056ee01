import { useSyncExternalStore } from 'react';

/** What the live messaging subscription knows beyond the query cache: who is typing, and whether it is connected. */
interface LiveState {
  typists: { conversationId: number; name: string; until: number }[];
  connected: boolean;
}

let state: LiveState = { typists: [], connected: true };
const listeners = new Set<() => void>();

export function setLiveState(change: Partial<LiveState>) {
  state = { ...state, ...change };
  listeners.forEach((listener) => listener());
}

export const getLiveState = () => state;

export function useLiveState() {
  return useSyncExternalStore((listener) => (listeners.add(listener), () => listeners.delete(listener)), getLiveState);
}
