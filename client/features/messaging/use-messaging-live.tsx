import { useEffect } from 'react';
import { notifications } from '@mantine/notifications';
import { IconMessage } from '@tabler/icons-react';
import { MESSAGING_LIMIT, TYPING_MS } from '../../../shared/messaging-texts';
import { NOTIFICATION_LABEL } from '../../../shared/notification-texts';
import type { ChatMessage, MessagingEvent } from '../../../shared/schemas/messaging';
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

/** Whether this tab shows that conversation right now (then a toast would only repeat it). */
const isOpen = (conversationId: number) =>
  window.location.pathname === '/messages' && new URLSearchParams(window.location.search).get('conversation_id') === String(conversationId);

const TOAST_MS = 8000;

function toastMessage(message: ChatMessage) {
  notifications.show({
    id: `message-${message.id}`,
    title: NOTIFICATION_LABEL.newMessageFrom(message.sender_name),
    message: message.body.length > MESSAGING_LIMIT.previewLength ? `${message.body.slice(0, MESSAGING_LIMIT.previewLength)}…` : message.body,
    icon: <IconMessage size={18} />,
    autoClose: TOAST_MS,
  });
}

/**
 * One subscription for the whole signed-in app: every messaging event refreshes what shows it
 * (the list and unread badge, the open thread). The WebSocket link resumes after the last event id
 * on a reconnect, so nothing is missed or shown twice.
 */
export function useMessagingLive(enabled: boolean, userId: number) {
  const utils = trpc.useUtils();
  const subscription = trpc.messaging.live.useSubscription(undefined, {
    enabled,
    onData: ({ data }: { data: MessagingEvent }) => {
      if (data.type === 'typing') return heardTyping(data);
      const conversationId = data.type === 'message' ? data.message.conversation_id : data.conversation_id;
      if (data.type === 'message') {
        setLiveState({ typists: getLiveState().typists.filter((t) => t.conversationId !== conversationId) });
        if (data.message.sender_id !== userId && !isOpen(conversationId)) toastMessage(data.message);
      }
      void utils.messaging.list.invalidate();
      void utils.messaging.get.invalidate({ id: conversationId });
    },
  });
  const connected = !enabled || subscription.status === 'pending' || subscription.status === 'idle';
  useEffect(() => setLiveState({ connected }), [connected]);
}
