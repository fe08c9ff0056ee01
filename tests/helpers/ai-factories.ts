import type { EntityManager } from '@mikro-orm/postgresql';
import { insertAccount, type HandMadeAccount } from './search-factories.js';

/** The master tags the AI tests read (idempotent). */
export async function insertMasterTags(em: EntityManager, tags: string[]) {
  await em
    .getConnection()
    .execute('insert into master_tag (name) select unnest(?::text[]) on conflict (name) do nothing', [`{${tags.map((t) => `"${t}"`).join(',')}}`]);
}

/** A directory creator with posts whose captions carry `postTopics` as words and hashtags. */
export async function insertCreatorWithPosts(em: EntityManager, account: HandMadeAccount & { postTopics?: string[]; city?: string }) {
  const created = await insertAccount(em, account);
  const connection = em.getConnection();
  if (account.city) await connection.execute('update influencer set city = ? where id = ?', [account.city, created.influencerId]);
  const topics = account.postTopics ?? [];
  for (let n = 0; n < topics.length * 3; n++) {
    const topic = topics[n % topics.length]!;
    await connection.execute(`insert into social_post (account_id, category, post_id, caption, text, created_at) values (?, 'recent_posts', ?, ?, ?, now())`, [
      created.accountId,
      `${created.accountId}_${n}`,
      `My ${topic.toLowerCase()} routine`,
      `#${topic.toLowerCase().replace(/[^a-z0-9]/g, '')}`,
    ]);
  }
  return created;
}

/** Puts a directory creator on a team's roster with tags (and a team-private description). */
export async function addToRoster(em: EntityManager, teamId: string, influencerId: number, tags: string[] = [], customDescription: string | null = null) {
  await em.getConnection().execute(
    `insert into roster_entry (team_id, influencer_id, tags, display_tags, custom_description, stat_display_settings, disabled_info_boxes, excluded_post_ids, created_at, updated_at)
     values (?, ?, ?::text[], '{}', ?, '{}', '{}', '{}', now(), now())`,
    [teamId, influencerId, `{${tags.map((t) => `"${t}"`).join(',')}}`, customDescription],
  );
}
