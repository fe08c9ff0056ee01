import { z } from 'zod';
import { MESSAGING_LIMIT, MESSAGING_TEXT } from '../messaging-texts.js';
import { queryBoolean } from './common.js';
import { textField } from './text.js';

const id = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 53 - 1);
const body = textField(MESSAGING_LIMIT.bodyMax, { multiline: true }).min(1, MESSAGING_TEXT.emptyBody);
/** Makes a send idempotent: the same client id from the same user is stored once. */
const clientId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/)
  .optional();

export const ListConversationsRequest = z.object({
  only_unread: queryBoolean.optional(),
  /** The `next_cursor` of the previous page: microseconds and a conversation id, each within its column's range. */
  cursor: z
    .string()
    .regex(/^\d{1,18}_\d{1,9}$/, 'not a cursor of this list')
    .optional(),
});
export const ConversationSummary = z.object({
  id: z.number(),
  title: z.string(),
  creator_id: z.number().nullable(),
  creator_name: z.string(),
  receiver_name: z.string(),
  influencer_id: z.number().nullable(),
  /** The creator the conversation is about ("Message about this creator"), when there is one. */
  influencer_name: z.string().nullable(),
  most_recent_message_timestamp: z.string(),
  has_unread_message: z.boolean(),
  preview: z.string(),
  preview_sender_name: z.string(),
  created_at: z.string(),
});
export type ConversationSummary = z.infer<typeof ConversationSummary>;
export const ListConversationsResponse = z.object({
  conversations: z.array(ConversationSummary),
  next_cursor: z.string().nullable(),
  unread_count: z.number(),
});

export const ChatMessage = z.object({
  id: z.number(),
  conversation_id: z.number(),
  sender_id: z.number().nullable(),
  sender_name: z.string(),
  body: z.string(),
  created_at: z.string(),
  client_id: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

export const GetConversationRequest = z.object({ id, before: id.optional() });
export const GetConversationResponse = z.object({
  conversation: ConversationSummary,
  /** Oldest first; `has_older` when messages before the first are left. */
  messages: z.array(ChatMessage),
  has_older: z.boolean(),
  /** When each other participant last read the thread (read receipts). */
  read_by: z.array(z.object({ user_id: z.number(), name: z.string(), last_read_at: z.string().nullable() })),
});
export type GetConversationResponse = z.infer<typeof GetConversationResponse>;

export const ConversationIdRequest = z.object({ conversation_id: id });
export const ArchiveConversationRequest = ConversationIdRequest.extend({ action: z.literal('archive') });
export const ReplyRequest = ConversationIdRequest.extend({ content: body, client_id: clientId });
export const ReplyResponse = z.object({ message: ChatMessage });
export const DeleteMessageRequest = z.object({ message_id: id });
export const CreateConversationRequest = z.object({
  title: textField(MESSAGING_LIMIT.titleMax).min(1, 'Title is required'),
  body,
  receiver_id: id,
  influencer_id: id.nullish(),
  client_id: clientId,
});
export const CreateConversationResponse = z.object({ conversation_id: z.number(), message: ChatMessage });

export const MessagingLiveRequest = z.object({ lastEventId: z.string().nullish() }).optional();
/** What a participant hears, on every open tab. */
export const MessagingEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), message: ChatMessage }),
  z.object({ type: z.literal('read'), conversation_id: z.number(), user_id: z.number(), at: z.string() }),
  z.object({ type: z.literal('archived'), conversation_id: z.number() }),
  z.object({ type: z.literal('deleted'), conversation_id: z.number(), message_id: z.number() }),
  z.object({ type: z.literal('typing'), conversation_id: z.number(), user_id: z.number(), name: z.string() }),
]);
export type MessagingEvent = z.infer<typeof MessagingEvent>;
export const TypingRequest = ConversationIdRequest;

/** People the caller may start a conversation with. */
export const RecipientsResponse = z.object({
  /** team_name is null for the caller's own team, else the team it has worked with. */
  recipients: z.array(z.object({ id: z.number(), name: z.string(), email: z.string(), team_name: z.string().nullable() })),
});
