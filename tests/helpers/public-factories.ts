import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { User } from '../../server/modules/account/user.entity.js';
import { CollectionSheet } from '../../server/modules/collections/collection-sheet.entity.js';
import { Collection } from '../../server/modules/collections/collection.entity.js';
import { Influencer } from '../../server/modules/directory/influencer.entity.js';
import { SocialAccount } from '../../server/modules/directory/social-account.entity.js';
import { SocialPost } from '../../server/modules/directory/social-post.entity.js';
import { RosterEntry } from '../../server/modules/roster/roster-entry.entity.js';
import { SheetEntry } from '../../server/modules/sheets/sheet-entry.entity.js';
import { TalentSheet } from '../../server/modules/sheets/talent-sheet.entity.js';
import type { Team } from '../../server/modules/teams/team.entity.js';
import type { SocialPlatform } from '../../shared/schemas/platforms.js';

const unique = () => randomBytes(4).toString('hex');

type AccountSpec = { platform: SocialPlatform; followers: number; primary?: boolean; engagementRate?: number; femalePercent?: number; posts?: number };

/**
 * A directory creator with accounts (the first is primary unless told), audience data and
 * `posts` top posts per account. Flushes.
 */
export async function createCreator(
  em: EntityManager,
  options: { fullname?: string; description?: string; accounts?: AccountSpec[]; pictureUrl?: string } = {},
) {
  const influencer = em.create(Influencer, {
    fullname: options.fullname ?? `Creator ${unique()}`,
    description: options.description ?? 'Lifestyle creator from the coast.',
    pictureUrl: options.pictureUrl ?? null,
    city: 'Austin',
    state: 'TX',
    country: 'US',
    lastDataUpdate: new Date('2026-11-01T00:00:00Z'),
  });
  const specs = options.accounts ?? [{ platform: 'instagram', followers: 120_000, engagementRate: 3.4, femalePercent: 62, posts: 4 }];
  const accounts = specs.map((spec, index) =>
    em.create(SocialAccount, {
      influencer,
      platform: spec.platform,
      handle: `${spec.platform}_${unique()}`,
      profileUrl: `https://example.test/${spec.platform}/${unique()}`,
      primary: spec.primary ?? index === 0,
      followers: spec.followers,
      engagementRate: spec.engagementRate ?? 2.5,
      avgViews: 40_000,
      avgLikes: 3_000,
      audienceFemalePercent: spec.femalePercent ?? 55,
      audienceMalePercent: 100 - (spec.femalePercent ?? 55),
      audienceAge18To24: 41,
      audienceAge25To34: 33,
      audience: {
        gender: [{ code: 'FEMALE', weight: (spec.femalePercent ?? 55) / 100 }],
        ages: [
          { code: '18-24', weight: 0.41 },
          { code: '25-34', weight: 0.33 },
        ],
        countries: ['US', 'CA', 'GB', 'AU', 'DE', 'FR'].map((code, i) => ({ code, name: code, weight: 0.5 - i * 0.05 })),
        cities: ['Austin', 'Dallas', 'Houston', 'Denver', 'Miami', 'Boston'].map((name, i) => ({ code: name, name, weight: 0.2 - i * 0.02 })),
        interests: [{ name: 'Travel' }, { name: 'Fitness' }],
      },
      notableFollowers: spec.platform === 'tiktok' ? [{ user_id: '1', username: 'famous', picture: null, url: null, followers: 2_000_000 }] : null,
    }),
  );
  await em.flush();
  for (const [index, account] of accounts.entries()) {
    for (let n = 0; n < (specs[index].posts ?? 0); n++) {
      em.create(SocialPost, {
        account,
        category: 'top_posts',
        postId: `post-${account.id}-${n}`,
        link: `https://example.test/p/${account.id}/${n}`,
        caption: `Post ${n} of ${account.handle}`,
        likes: 1000 + n,
        comments: 10,
        postedAt: new Date(Date.UTC(2026, 9, 1 + n)),
      });
    }
  }
  await em.flush();
  return { influencer, accounts };
}

/** `influencer` on `team`'s roster with the team's additions. Flushes. */
export async function addToRoster(em: EntityManager, team: Team, influencer: Influencer, extras: Partial<RosterEntry> = {}) {
  const entry = em.create(RosterEntry, { team, influencer, ...extras } as RosterEntry);
  await em.flush();
  return entry;
}

/** A sheet of `team` with these creators in order (optionally with notes). Flushes. */
export async function createSheet(
  em: EntityManager,
  team: Team,
  creators: Influencer[],
  options: { title?: string; description?: string | null; createdBy?: User; notes?: Record<number, string>; accessRestricted?: boolean } = {},
) {
  const sheet = em.create(TalentSheet, {
    team,
    title: options.title ?? `Sheet ${unique()}`,
    description: options.description ?? null,
    createdBy: options.createdBy ?? null,
    accessRestricted: options.accessRestricted ?? false,
  } as TalentSheet);
  creators.forEach((influencer, position) =>
    em.create(SheetEntry, { team, sheet, influencer, position, note: options.notes?.[influencer.id] ?? null } as SheetEntry),
  );
  await em.flush();
  return sheet;
}

/** A collection of `team` holding these sheets in order. Flushes. */
export async function createCollection(em: EntityManager, team: Team, sheets: TalentSheet[], title = `Collection ${unique()}`) {
  const collection = em.create(Collection, { team, title } as Collection);
  sheets.forEach((sheet, position) => em.create(CollectionSheet, { team, collection, sheet, position }));
  await em.flush();
  return collection;
}
