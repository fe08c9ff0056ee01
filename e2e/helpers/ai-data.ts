import type { EntityManager } from '@mikro-orm/postgresql';
import { openDatabase } from '../../server/orm.js';
import { DEMO_TEAM } from '../../server/seed/demo-accounts.js';
import { addToRoster, insertCreatorWithPosts } from '../../tests/helpers/ai-factories.js';

/**
 * A fresh directory creator for an AI spec, with posts about `postTopics` and `description`; on the
 * demo team's roster (untagged) when `onRoster`. Answers the creator's id.
 */
export async function createAiCreator(databaseUrl: string, creator: { name: string; description: string; postTopics: string[]; onRoster: boolean }) {
  const orm = await openDatabase(databaseUrl);
  try {
    const em = orm.em.fork() as EntityManager;
    const made = await insertCreatorWithPosts(em, {
      name: creator.name,
      description: creator.description,
      postTopics: creator.postTopics,
      usShare: 70,
      female: 70,
    });
    if (creator.onRoster) {
      const [team] = await em.getConnection().execute<{ id: string }[]>('select id from team where name = ?', [DEMO_TEAM.name]);
      await addToRoster(em, team!.id, made.influencerId);
    }
    return made.influencerId;
  } finally {
    await orm.close();
  }
}

/** The demo team's tags on a creator, and a sheet's creators with their notes (read back as the app stored them). */
export async function readBack(databaseUrl: string, influencerId: number, sheetId?: string) {
  const orm = await openDatabase(databaseUrl);
  try {
    const sql = orm.em.fork().getConnection();
    const [entry] = await sql.execute<{ tags: string[] }[]>(
      `select re.tags from roster_entry re join team t on t.id = re.team_id where t.name = ? and re.influencer_id = ?`,
      [DEMO_TEAM.name, influencerId],
    );
    const sheet = sheetId
      ? await sql.execute<{ influencer_id: number; note: string | null }[]>('select influencer_id, note from sheet_entry where sheet_id = ?', [sheetId])
      : [];
    return { tags: entry?.tags ?? [], sheet };
  } finally {
    await orm.close();
  }
}
