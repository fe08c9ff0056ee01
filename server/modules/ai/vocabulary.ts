import type { EntityManager } from '@mikro-orm/postgresql';
import { rosterTagNames } from '../roster/index.js';
import { masterTagNames } from '../tags/index.js';
import type { BriefVocabulary } from './campaign-brief.js';

/** The tags a team has put on its roster (its own words for topics). */
export const teamTagNames = (em: EntityManager, teamId: string) => rosterTagNames(em, teamId);

/** The topics a brief can name for a team: the master list and the team's own tags. */
export async function briefVocabulary(em: EntityManager, teamId: string): Promise<BriefVocabulary> {
  const [masterTags, teamTags] = await Promise.all([masterTagNames(em), teamTagNames(em, teamId)]);
  return { masterTags, teamTags };
}
