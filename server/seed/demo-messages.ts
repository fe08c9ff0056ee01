import type { EntityManager } from '@mikro-orm/postgresql';
import type { User } from '../modules/account/user.entity.js';
import { Influencer } from '../modules/directory/influencer.entity.js';
import { ConversationParticipant } from '../modules/messaging/conversation-participant.entity.js';
import { Conversation } from '../modules/messaging/conversation.entity.js';
import { Message } from '../modules/messaging/message.entity.js';
import type { Team } from '../modules/teams/team.entity.js';

const MINUTE = 60_000;

interface Thread {
  title: string;
  from: User;
  to: User;
  influencerId?: number;
  lines: string[];
  readByReceiver: boolean;
}

/** A conversation whose messages alternate between the two users; the receiver has not read the last one unless readByReceiver. */
function createThread(em: EntityManager, team: Team, thread: Thread, endsAt: Date) {
  const times = thread.lines.map((_, i) => new Date(endsAt.getTime() - (thread.lines.length - 1 - i) * 17 * MINUTE));
  const last = times.at(-1)!;
  const conversation = em.create(Conversation, {
    team,
    title: thread.title,
    createdBy: thread.from,
    receiver: thread.to,
    influencer: thread.influencerId ? em.getReference(Influencer, thread.influencerId) : null,
    mostRecentMessageAt: last,
    createdAt: times[0]!,
  });
  thread.lines.forEach((body, i) => em.create(Message, { team, conversation, sender: i % 2 === 0 ? thread.from : thread.to, body, createdAt: times[i]! }));
  const lastSender = thread.lines.length % 2 === 1 ? thread.from : thread.to;
  for (const user of [thread.from, thread.to]) {
    const read = user === lastSender || thread.readByReceiver;
    em.create(ConversationParticipant, { team, conversation, user, lastReadAt: read ? last : times[0]! });
  }
  return conversation;
}

/** Conversations between the demo team's users, some with unread messages. */
export function createDemoConversations(
  em: EntityManager,
  team: Team,
  users: { admin: User; member: User; searchOnly: User },
  influencerIds: number[],
  now: Date,
) {
  const { admin, member, searchOnly } = users;
  return [
    createThread(
      em,
      team,
      {
        title: 'GlowCo shortlist',
        from: member,
        to: admin,
        lines: [
          'Hi Avery, GlowCo wants 8 beauty creators by Friday.',
          'Great, start from Summer Beauty Picks.',
          'Done. Can you review the notes before I share it?',
        ],
        readByReceiver: false,
      },
      new Date(now.getTime() - 40 * MINUTE),
    ),
    createThread(
      em,
      team,
      {
        title: 'Rates question',
        from: admin,
        to: searchOnly,
        influencerId: influencerIds[0],
        lines: ['Sam, can you find similar creators with a bigger US audience?', 'Sure, looking now.', 'Thanks! Filter for US audience above 60%.'],
        readByReceiver: false,
      },
      new Date(now.getTime() - 3 * 60 * MINUTE),
    ),
    createThread(
      em,
      team,
      { title: 'Welcome to Northstar', from: admin, to: member, lines: ['Welcome aboard, Morgan!', 'Thank you, happy to be here.'], readByReceiver: true },
      new Date(now.getTime() - 3 * 24 * 60 * MINUTE),
    ),
  ];
}
