import type { z } from 'zod';
import { MESSAGING_LIMIT } from '../../../shared/messaging-texts.js';
import type { ConversationSummary, ListConversationsRequest, ListConversationsResponse } from '../../../shared/schemas/messaging.js';
import { runSql, type Sql } from '../../db/sql.js';
import type { TeamContext } from '../../trpc/team-context.js';
import { conversationFilter, conversationSummaries, unreadConversations } from './messaging.sql.js';

interface SummaryRow {
  id: number;
  title: string;
  created_by_id: number | null;
  influencer_id: number | null;
  influencer_name: string | null;
  most_recent_message_at: Date;
  created_at: Date;
  unread: boolean;
  creator_name: string | null;
  receiver_name: string | null;
  preview: string | null;
  preview_sender_name: string | null;
  cursor: string;
}

/** The user's conversations the filter keeps, a page of `limit`: the newest activity first. */
export const summariesOf = (ctx: TeamContext, filter: Sql, limit: number) => runSql<SummaryRow>(ctx.em, conversationSummaries(ctx.user.id, filter, limit));

export function toSummary(row: SummaryRow): ConversationSummary {
  const preview = row.preview ?? '';
  return {
    id: Number(row.id),
    title: row.title,
    creator_id: row.created_by_id,
    creator_name: row.creator_name ?? 'Someone',
    receiver_name: row.receiver_name ?? 'Someone',
    influencer_id: row.influencer_id,
    influencer_name: row.influencer_name,
    most_recent_message_timestamp: new Date(row.most_recent_message_at).toISOString(),
    has_unread_message: row.unread,
    preview: preview.length > MESSAGING_LIMIT.previewLength ? `${preview.slice(0, MESSAGING_LIMIT.previewLength)}…` : preview,
    preview_sender_name: row.preview_sender_name ?? '',
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** GET /api/conversations: newest activity first, a page at a time (keyset), with the unread count. */
export async function listConversations(
  ctx: TeamContext,
  input: z.output<typeof ListConversationsRequest>,
): Promise<z.infer<typeof ListConversationsResponse>> {
  const [micros, id] = input.cursor?.split('_') ?? [];
  const filter = conversationFilter({ archived: false, onlyUnread: input.only_unread, before: input.cursor ? { micros: micros!, id: id! } : undefined });
  const rows = await summariesOf(ctx, filter, MESSAGING_LIMIT.conversationsPage + 1);
  const page = rows.slice(0, MESSAGING_LIMIT.conversationsPage);
  return {
    conversations: page.map(toSummary),
    next_cursor: rows.length > page.length ? page.at(-1)!.cursor : null,
    unread_count: await unreadCount(ctx),
  };
}

export async function unreadCount(ctx: TeamContext): Promise<number> {
  const [row] = await runSql<{ count: string }>(ctx.em, unreadConversations(ctx.user.id));
  return Number(row!.count);
}
