import { type PublicTeam, PublicTeamSettings } from '../../../shared/schemas/public/public-cards.js';
import { type TeamSettings, teamSettingsSchema } from '../../../shared/schemas/team-settings.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SocialDataProvider } from '../../providers/social-data/types.js';
import type { Team } from '../teams/team.entity.js';

/** What a public page's answer is built with: the database, and whether the data source is the demo one. */
export type PublicPageContext = { em: EntityManager; socialData: Pick<SocialDataProvider, 'demo'> };

/** The team header of a public page, field by field (never the entity itself). */
export function toPublicTeam(team: Team): PublicTeam {
  return {
    id: team.id,
    name: team.name,
    image_url: team.imageUrl ?? null,
    bio: team.bio ?? null,
    contact_email: team.contactEmail ?? null,
    phone: team.phone ?? null,
    homepage: team.homepage ?? null,
  };
}

/**
 * The team's settings with defaults. A team created without settings holds the JSON string
 * "{}" (the entity's default is a string), so a string is parsed first.
 */
export function readTeamSettings(team: Team): TeamSettings {
  const raw: unknown = team.settings;
  return teamSettingsSchema.parse(typeof raw === 'string' ? JSON.parse(raw) : (raw ?? {}));
}

/** Display options only: credits and other private settings stay on the server. */
export function toPublicSettings(team: Team): PublicTeamSettings {
  return PublicTeamSettings.parse(readTeamSettings(team));
}
