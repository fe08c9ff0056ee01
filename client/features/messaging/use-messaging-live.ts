import { useEffect } from 'react';
import { TYPING_MS } from '../../../shared/messaging-texts';
import type { MessagingEvent } from '../../../shared/schemas/messaging';
import { trpc } from '../../lib/trpc';
import { getLiveState, setLiveState, useLiveState } from './live-state';

/** Who is typing in a conversation right now (heard live, forgotten after a few quiet seconds). */
export function useTypists(conversationId: number | undefined) {
  const { typists } = useLiveState();
  useEffect(() => {
    const timer = setInterval(() => {
      const now = Date.now();
      const current = getLiveState().typists;
      if (current.some((t) => t.until < now)) setLiveState({ typists: current.filter((t) => t.until >= now) });
    }, 1000);
    return () => clearInterval(timer);
  }, []);
  return typists.filter((t) => t.conversationId === conversationId).map((t) => t.name);
}

function heardTyping(event: Extract<MessagingEvent, { type: 'typing' }>) {
  const rest = getLiveState().typists.filter((t) => t.conversationId !== event.conversation_id || t.name !== event.name);
  setLiveState({ typists: [...rest, { conversationId: event.conversation_id, name: event.name, until: Date.now() + TYPING_MS.shownFor }] });
}

/**
 * One subscription for the whole signed-in app: every messaging event refreshes what shows it
 * (the list and unread badge, the open thread). The WebSocket link resumes after the last event id
 * on a reconnect, so nothing is missed or shown twice.
 */
export function useMessagingLive(enabled: boolean) {
  const utils = trpc.useUtils();
  const subscription = trpc.messaging.live.useSubscription(undefined, {
    enabled,
    onData: ({ data }: { data: MessagingEvent }) => {
      if (data.type === 'typing') return heardTyping(data);
      const conversationId = data.type === 'message' ? data.message.conversation_id : data.conversation_id;
      if (data.type === 'message') setLiveState({ typists: getLiveState().typists.filter((t) => t.conversationId !== conversationId) });
      void utils.messaging.list.invalidate();
      void utils.messaging.get.invalidate({ id: conversationId });
    },
  });
  const connected = !enabled || subscription.status === 'pending' || subscription.status === 'idle';
  useEffect(() => setLiveState({ connected }), [connected]);
}
