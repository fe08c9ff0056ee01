import type { z } from 'zod';
import { MESSAGING_LIMIT } from '../../../shared/messaging-texts.js';
import type { ConversationSummary, ListConversationsRequest, ListConversationsResponse } from '../../../shared/schemas/messaging.js';
import type { TeamContext } from '../../trpc/team-context.js';

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

export const name = (alias: string) => `coalesce(nullif(${alias}.nickname, ''), nullif(${alias}.full_name, ''), ${alias}.email)`;

/**
 * One statement for a page of the caller's conversations: the page is chosen first (through the
 * participant index, sorted by activity), then only its rows get their newest message (through the
 * (conversation, id) index) and names, so a member of thousands of conversations costs a page.
 */
export async function conversationSummaries(ctx: TeamContext, where: string, params: unknown[], limit: number): Promise<SummaryRow[]> {
  return ctx.em.getConnection().execute(
    `select c.id, c.title, c.created_by_id, c.influencer_id, c.most_recent_message_at, c.created_at,
            (c.last_read_at is null or c.most_recent_message_at > c.last_read_at) as unread,
            ${name('cu')} as creator_name, ${name('ru')} as receiver_name,
            last_message.body as preview, ${name('su')} as preview_sender_name, i.fullname as influencer_name,
            (extract(epoch from c.most_recent_message_at) * 1000000)::bigint || '_' || c.id as cursor
       from (select c.*, p.last_read_at
               from conversation_participant p join conversation c on c.id = p.conversation_id
              where p.user_id = ? and ${where}
              order by c.most_recent_message_at desc, c.id desc limit ?) c
       left join users cu on cu.id = c.created_by_id
       left join users ru on ru.id = c.receiver_id
       left join lateral (
         select m.body, m.sender_id from message m where m.conversation_id = c.id and m.deleted_at is null order by m.id desc limit 1
       ) last_message on true
       left join users su on su.id = last_message.sender_id
       left join influencer i on i.id = c.influencer_id
      order by c.most_recent_message_at desc, c.id desc`,
    [ctx.user.id, ...params, limit],
  );
}

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
  const where = ['p.archived_at is null'];
  const params: unknown[] = [];
  if (input.only_unread) where.push('(p.last_read_at is null or c.most_recent_message_at > p.last_read_at)');
  if (input.cursor) {
    const [micros, id] = input.cursor.split('_');
    where.push(`((extract(epoch from c.most_recent_message_at) * 1000000)::bigint, c.id) < (?::bigint, ?::int)`);
    params.push(micros, id);
  }
  const rows = await conversationSummaries(ctx, where.join(' and '), params, MESSAGING_LIMIT.conversationsPage + 1);
  const page = rows.slice(0, MESSAGING_LIMIT.conversationsPage);
  return {
    conversations: page.map(toSummary),
    next_cursor: rows.length > page.length ? page.at(-1)!.cursor : null,
    unread_count: await unreadCount(ctx),
  };
}

export async function unreadCount(ctx: TeamContext): Promise<number> {
  const [row] = await ctx.em.getConnection().execute<{ count: string }[]>(
    `select count(*) from conversation_participant p join conversation c on c.id = p.conversation_id
      where p.user_id = ? and p.archived_at is null and (p.last_read_at is null or c.most_recent_message_at > p.last_read_at)`,
    [ctx.user.id],
  );
  return Number(row.count);
}
