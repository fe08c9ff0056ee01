import { joinSql, sql, trustedSql, type Sql } from '../../db/sql.js';
import { userNameOf } from '../account/index.js';
import { creatorNameOf } from '../directory/index.js';

/** Every statement the messaging module runs beside its ORM calls. */

/** The name of the user in `column`, as a conversation shows it. */
const nameOf = (column: string) => userNameOf(trustedSql(column));

/** Which of the caller's conversations a list shows (over conversation c and the caller's participant row p). */
export function conversationFilter(filter: { archived?: false; onlyUnread?: boolean; before?: { micros: string; id: string }; id?: number }): Sql {
  const where: Sql[] = [];
  if (filter.archived === false) where.push(sql`p.archived_at is null`);
  if (filter.onlyUnread) where.push(sql`(p.last_read_at is null or c.most_recent_message_at > p.last_read_at)`);
  if (filter.before)
    where.push(sql`((extract(epoch from c.most_recent_message_at) * 1000000)::bigint, c.id) < (${filter.before.micros}::bigint, ${filter.before.id}::int)`);
  if (filter.id !== undefined) where.push(sql`c.id = ${filter.id}`);
  return where.length ? joinSql(where, ' and ') : trustedSql('true');
}

/**
 * One statement for a page of the user's conversations: the page is chosen first (through the
 * participant index, sorted by activity), then only its rows get their newest message (through the
 * (conversation, id) index) and names, so a member of thousands of conversations costs a page.
 */
export const conversationSummaries = (userId: number, filter: Sql, limit: number) =>
  sql`select c.id, c.title, c.created_by_id, c.influencer_id, c.most_recent_message_at, c.created_at,
             (c.last_read_at is null or c.most_recent_message_at > c.last_read_at) as unread,
             ${nameOf('c.created_by_id')} as creator_name, ${nameOf('c.receiver_id')} as receiver_name,
             last_message.body as preview, ${nameOf('last_message.sender_id')} as preview_sender_name, ${creatorNameOf(trustedSql('c.influencer_id'))} as influencer_name,
             (extract(epoch from c.most_recent_message_at) * 1000000)::bigint || '_' || c.id as cursor
        from (select c.*, p.last_read_at
                from conversation_participant p join conversation c on c.id = p.conversation_id
               where p.user_id = ${userId} and ${filter}
               order by c.most_recent_message_at desc, c.id desc limit ${limit}) c
        left join lateral (
          select m.body, m.sender_id from message m where m.conversation_id = c.id and m.deleted_at is null order by m.id desc limit 1
        ) last_message on true
       order by c.most_recent_message_at desc, c.id desc`;

/** How many of the user's unarchived conversations have news for them. */
export const unreadConversations = (userId: number) =>
  sql`select count(*) from conversation_participant p join conversation c on c.id = p.conversation_id
       where p.user_id = ${userId} and p.archived_at is null and (p.last_read_at is null or c.most_recent_message_at > p.last_read_at)`;

/** A page of a conversation's messages, newest first (before the message `before`, when given). */
export const threadMessages = (conversationId: number, before: number | undefined, limit: number) =>
  sql`select m.id, m.sender_id, ${nameOf('m.sender_id')} as sender_name, m.body, m.created_at, m.client_id
        from message m
       where m.conversation_id = ${conversationId} and m.deleted_at is null ${before ? sql`and m.id < ${before}` : trustedSql('')}
       order by m.id desc limit ${limit}`;

/** The conversation's other participants, with how far each has read. */
export const otherParticipants = (conversationId: number, userId: number) =>
  sql`select p.user_id, ${nameOf('p.user_id')} as name, p.last_read_at from conversation_participant p
       where p.conversation_id = ${conversationId} and p.user_id <> ${userId} order by p.id`;

/**
 * A reply in one statement, if the user takes part: the message (once per client id), the
 * conversation's activity, the sender's read mark and every participant's unarchiving; answers
 * whether they take part, the message's id (null when the client id was sent before), the
 * participants and the teams receiving it.
 */
export const sendReply = (conversationId: number, userId: number, reply: { body: string; clientId: string | null; at: Date }) =>
  sql`with member as (select conversation_id from conversation_participant where conversation_id = ${conversationId} and user_id = ${userId}),
      sent as (
        insert into message (team_id, conversation_id, sender_id, body, client_id, created_at)
        select c.team_id, c.id, ${userId}, ${reply.body}, ${reply.clientId}, ${reply.at} from conversation c join member m on m.conversation_id = c.id
        on conflict (sender_id, client_id) do nothing returning id),
      moved as (update conversation set most_recent_message_at = ${reply.at} where id = ${conversationId} and exists (select 1 from sent)),
      seen as (
        update conversation_participant set last_read_at = case when user_id = ${userId} then ${reply.at}::timestamptz else last_read_at end, archived_at = null
        where conversation_id = ${conversationId} and (user_id = ${userId} or archived_at is not null) and exists (select 1 from sent))
      select exists (select 1 from member) as member, (select id from sent) as id,
        array(select user_id from conversation_participant where conversation_id = ${conversationId}) as participants,
        array(select team_id from conversation_participant where conversation_id = ${conversationId} and user_id <> ${userId}) as receiving_teams`;

/** Marks a conversation read for the user, in one statement: whether they take part, whether it had news, and then its participants. */
export const markConversationRead = (conversationId: number, userId: number, at: Date) =>
  sql`with me as (
        select p.id, p.last_read_at is null or p.last_read_at < c.most_recent_message_at as news
        from conversation_participant p join conversation c on c.id = p.conversation_id
        where p.conversation_id = ${conversationId} and p.user_id = ${userId}),
      marked as (update conversation_participant set last_read_at = ${at} where id = (select id from me))
      select exists (select 1 from me) as member, coalesce((select news from me), false) as news,
        array(select user_id from conversation_participant where conversation_id = ${conversationId} and exists (select 1 from me where news)) as participants`;
