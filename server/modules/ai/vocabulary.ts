import type { EntityManager } from '@mikro-orm/postgresql';
import { runSql } from '../../db/sql.js';
import { rosterTagNames } from '../roster/index.js';
import { masterTags } from './ai.sql.js';
import type { BriefVocabulary } from './campaign-brief.js';

/** The master tag list. */
export const masterTagNames = async (em: EntityManager) => (await runSql<{ name: string }>(em, masterTags())).map((r) => r.name);

/** The tags a team has put on its roster (its own words for topics). */
export const teamTagNames = (em: EntityManager, teamId: string) => rosterTagNames(em, teamId);

/** The topics a brief can name for a team: the master list and the team's own tags. */
export async function briefVocabulary(em: EntityManager, teamId: string): Promise<BriefVocabulary> {
  const [masterTags, teamTags] = await Promise.all([masterTagNames(em), teamTagNames(em, teamId)]);
  return { masterTags, teamTags };
}
