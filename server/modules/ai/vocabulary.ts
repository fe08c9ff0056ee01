import type { EntityManager } from '@mikro-orm/postgresql';
import type { BriefVocabulary } from './campaign-brief.js';

/** The master tag list. */
export const masterTagNames = async (em: EntityManager) =>
  (await em.getConnection().execute<{ name: string }[]>('select name from master_tag order by name')).map((r) => r.name);

/** The tags a team has put on its roster (its own words for topics). */
export const teamTagNames = async (em: EntityManager, teamId: string) =>
  (await em.getConnection().execute<{ tag: string }[]>('select distinct unnest(tags) as tag from roster_entry where team_id = ?', [teamId])).map((r) => r.tag);

/** The topics a brief can name for a team: the master list and the team's own tags. */
export async function briefVocabulary(em: EntityManager, teamId: string): Promise<BriefVocabulary> {
  const [masterTags, teamTags] = await Promise.all([masterTagNames(em), teamTagNames(em, teamId)]);
  return { masterTags, teamTags };
}
