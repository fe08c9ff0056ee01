import type { EntityManager } from '@mikro-orm/postgresql';
import { Influencer } from '../modules/directory/influencer.entity.js';
import { RosterEntry } from '../modules/roster/roster-entry.entity.js';
import type { Team } from '../modules/teams/team.entity.js';
import { Rng } from '../providers/social-data/prng.js';
import type { DemoCreator } from './demo-directory.js';

/** Team tags outside the master list: shown with an asterisk as custom tags. */
const CUSTOM_TAGS = ['Top Talent', 'Exclusive', 'NYC Events', 'Brand Safe', 'Fast Responder', 'Bilingual'];
const TAGLINES = [
  'Artist, model, actor',
  'Chef & cookbook author',
  'Marathoner and coach',
  'Travel filmmaker',
  'Beauty editor',
  'Comedian & host',
  'Gamer and streamer',
  'Mom of three',
  'Stylist to the stars',
  'Yoga teacher',
];

/** Roster entries for `creators` on `team`, with tags, and some taglines, custom descriptions and rate cards. */
export function createRoster(em: EntityManager, team: Team, creators: DemoCreator[], seed: string, now: Date) {
  return creators.map(({ creator, influencerId }, i) => {
    const rng = new Rng(seed, 'roster', team.name, i);
    const tags = [...rng.sample(creator.topics, rng.int(2, Math.min(4, creator.topics.length))), ...(rng.chance(0.25) ? [rng.pick(CUSTOM_TAGS)] : [])];
    const rate = (base: number) => `$${(Math.round((base * Math.max(1, creator.accounts[0]!.followers / 20_000)) / 50) * 50).toLocaleString('en-US')}`;
    return em.create(RosterEntry, {
      team,
      influencer: em.getReference(Influencer, influencerId),
      tags,
      displayTags: [],
      tagline: rng.chance(0.4) ? rng.pick(TAGLINES) : null,
      customDescription: rng.chance(0.2)
        ? `**${creator.fullname.split(' ')[0]}** is one of our most requested creators for ${tags[0]!.toLowerCase()} campaigns. [Media kit](https://northstar-talent.example/kits/${i})`
        : null,
      rateCard: rng.chance(0.35)
        ? [
            { platform: 'instagram', description: '1 feed post + 3 stories', rate: rate(400) },
            { platform: 'tiktok', description: '1 video (60 s)', rate: rate(350) },
          ]
        : null,
      statDisplaySettings: {},
      disabledInfoBoxes: [],
      excludedPostIds: [],
      createdAt: new Date(now.getTime() - (creators.length - i) * 3_600_000),
      updatedAt: now,
    });
  });
}
