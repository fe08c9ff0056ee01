import {
  ArchiveConversationRequest,
  ConversationIdRequest,
  CreateConversationRequest,
  CreateConversationResponse,
  DeleteMessageRequest,
  GetConversationRequest,
  GetConversationResponse,
  ListConversationsRequest,
  ListConversationsResponse,
  MessagingLiveRequest,
  RecipientsResponse,
  ReplyRequest,
  ReplyResponse,
} from '../../../shared/schemas/messaging.js';
import { SuccessResponse } from '../../../shared/schemas/common.js';
import { router, teamProcedure } from '../../trpc/init.js';
import { listConversations } from './conversation-list.js';
import * as state from './conversation-state.service.js';
import { messagingEvents } from './messaging-live.js';
import { recipients } from './participants.js';
import * as send from './send.service.js';
import { getThread } from './thread.service.js';

const tags = ['messaging'];

/** Conversations between members (spec §7.10); the creation path is ours (the spec leaves it open). */
export const messagingRouter = router({
  list: teamProcedure
    .meta({ openapi: { method: 'GET', path: '/api/conversations', tags, summary: 'The conversations, newest activity first' } })
    .input(ListConversationsRequest)
    .output(ListConversationsResponse)
    .query(({ ctx, input }) => listConversations(ctx, input)),

  create: teamProcedure
    .meta({ openapi: { method: 'POST', path: '/api/conversations', tags, summary: 'Start a conversation with a team member' } })
    .input(CreateConversationRequest)
    .output(CreateConversationResponse)
    .mutation(({ ctx, input }) => send.createConversation(ctx, input)),

  get: teamProcedure
    .meta({ openapi: { method: 'GET', path: '/api/conversations/{id}', tags, summary: 'A thread, 50 messages at a time (before=<message id> for older)' } })
    .input(GetConversationRequest)
    .output(GetConversationResponse)
    .query(({ ctx, input }) => getThread(ctx, input)),

  markRead: teamProcedure
    .meta({ openapi: { method: 'POST', path: '/api/conversations/mark-read', tags, summary: 'Mark a conversation read' } })
    .input(ConversationIdRequest)
    .output(SuccessResponse)
    .mutation(({ ctx, input }) => state.markRead(ctx, input)),

  archive: teamProcedure
    .meta({ openapi: { method: 'POST', path: '/api/conversations/messages', tags, summary: 'Archive a conversation (action: archive)' } })
    .input(ArchiveConversationRequest)
    .output(SuccessResponse)
    .mutation(({ ctx, input }) => state.archive(ctx, input)),

  reply: teamProcedure
    .meta({ openapi: { method: 'POST', path: '/api/conversations/reply', tags, summary: 'Send a message in a conversation' } })
    .input(ReplyRequest)
    .output(ReplyResponse)
    .mutation(({ ctx, input }) => send.reply(ctx, input)),

  deleteMessage: teamProcedure
    .meta({ openapi: { method: 'POST', path: '/api/conversation/delete-message', tags, summary: "Delete one of one's own messages" } })
    .input(DeleteMessageRequest)
    .output(SuccessResponse)
    .mutation(({ ctx, input }) => send.deleteMessage(ctx, input)),

  /** Whom a new conversation may go to (tRPC only). */
  recipients: teamProcedure.output(RecipientsResponse).query(({ ctx }) => recipients(ctx)),

  /** "typing…" in an open thread (tRPC only). */
  typing: teamProcedure
    .input(ConversationIdRequest)
    .output(SuccessResponse)
    .mutation(({ ctx, input }) => state.typing(ctx, input)),

  /** Everything that happens in the caller's conversations, live (tRPC only). */
  live: teamProcedure.input(MessagingLiveRequest).subscription(({ ctx, input, signal }) => messagingEvents(ctx, input, signal)),
});
