import type { EntityManager } from '@mikro-orm/postgresql';
import { openDatabase } from '../../server/orm.js';
import { ConversationParticipant } from '../../server/modules/messaging/conversation-participant.entity.js';
import { Conversation } from '../../server/modules/messaging/conversation.entity.js';
import { Team } from '../../server/modules/teams/team.entity.js';
import { createTeam, createUser } from './factories.js';

/** One team of `conversations * perConversation` members, in conversations of `perConversation` each. */
export async function seedConversations(databaseUrl: string, conversations: number, perConversation: number) {
  const orm = await openDatabase(databaseUrl);
  try {
    const em = orm.em.fork() as EntityManager;
    let team = await createTeam(em, 'Realtime bench');
    const groups: { conversationId: number; members: { id: number; email: string }[] }[] = [];
    for (let c = 0; c < conversations; c++) {
      const members = [];
      for (let m = 0; m < perConversation; m++) members.push((await createUser(em, { team, email: `bench-${c}-${m}@example.test` })).user);
      const conversation = em.create(Conversation, { team, title: `Group ${c}`, createdBy: members[0], receiver: members[1] });
      for (const user of members) em.create(ConversationParticipant, { team, conversation, user, lastReadAt: new Date() });
      await em.flush();
      groups.push({ conversationId: conversation.id, members: members.map((u) => ({ id: u.id, email: u.email })) });
      // Each flush checks every entity the manager holds: without this, seeding 3,000 members takes minutes.
      em.clear();
      team = await em.findOneOrFail(Team, team.id);
    }
    return groups;
  } finally {
    await orm.close();
  }
}
