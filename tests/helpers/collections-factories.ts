import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Influencer } from '../../server/modules/directory/influencer.entity.js';
import { SheetEntry } from '../../server/modules/sheets/sheet-entry.entity.js';
import { TalentSheet } from '../../server/modules/sheets/talent-sheet.entity.js';
import { Team } from '../../server/modules/teams/team.entity.js';
import { createUser } from './factories.js';

const unique = () => randomBytes(4).toString('hex');

/** A talent sheet of `team` with a public title (description) unless told null, and `creators` creators with portraits. */
export async function createSheet(
  em: EntityManager,
  team: Team,
  options: { title?: string; description?: string | null; creators?: number; deleted?: boolean } = {},
) {
  const sheet = em.create(TalentSheet, {
    team,
    title: options.title ?? `Sheet ${unique()}`,
    description: options.description === undefined ? `Public ${unique()}` : options.description,
    createdAt: new Date(),
    updatedAt: new Date(),
    deletedAt: options.deleted ? new Date() : null,
  });
  for (let position = 0; position < (options.creators ?? 0); position++) {
    const influencer = em.create(Influencer, { fullname: `Creator ${unique()}`, pictureUrl: `https://img.example/${position}.jpg` });
    em.create(SheetEntry, { team, sheet, influencer, position, createdAt: new Date() });
  }
  await em.flush();
  return sheet;
}

/**
 * A user of a new team, as tests/helpers/factories.ts makes one, with the team's settings
 * given explicitly: left to the entity's '{}' default they are stored as a JSON string,
 * which the user configuration cannot read (reported to the lead).
 */
export async function createTeamMember(em: EntityManager, team?: Team) {
  const ownTeam = team ?? em.create(Team, { name: `Team ${unique()}`, settings: {}, createdAt: new Date() });
  return createUser(em, { team: ownTeam });
}
