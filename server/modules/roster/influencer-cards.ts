import type { EntityManager } from '@mikro-orm/postgresql';
import type { SheetInfluencer } from '../../../shared/schemas/sheets/get-sheet.js';
import { creatorsWithAccounts } from '../directory/index.js';
import type { Team } from '../teams/team.entity.js';
import { RosterEntry } from './roster-entry.entity.js';

export type InfluencerCard = Omit<SheetInfluencer, 'note'>;

/**
 * Creators as a team sees them (its picture and display name override the directory's),
 * in the order of `ids`; ids that do not exist are left out.
 */
export async function loadInfluencerCards(em: EntityManager, team: Team, ids: number[]): Promise<InfluencerCard[]> {
  if (ids.length === 0) return [];
  const [influencers, entries] = await Promise.all([creatorsWithAccounts(em, ids), em.find(RosterEntry, { team, influencer: { $in: ids } })]);
  const byId = new Map(influencers.map((i) => [i.id, i]));
  const entryById = new Map(entries.map((e) => [e.influencer.id, e]));
  return ids.flatMap((id) => {
    const influencer = byId.get(id);
    if (!influencer) return [];
    const entry = entryById.get(id);
    const accounts = influencer.accounts.getItems().sort((a, b) => Number(b.primary) - Number(a.primary) || b.followers - a.followers);
    const primary = accounts[0];
    return [
      {
        id,
        fullname: entry?.customDisplayName || influencer.fullname,
        picture_url: entry?.customPictureUrl ?? influencer.pictureUrl ?? primary?.pictureMainUrl ?? null,
        followers: primary?.followers ?? 0,
        socials: accounts.map((a) => ({
          platform: a.platform,
          handle: a.handle,
          followers: a.followers,
          profile_url: a.profileUrl ?? null,
          primary: a.primary,
        })),
        tags: entry?.tags ?? [],
        on_roster: entry !== undefined,
      },
    ];
  });
}
