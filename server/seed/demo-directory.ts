import type pg from 'pg';
import { MASTER_TAGS } from '../providers/social-data/master-tags.js';
import type { SyntheticSocialDataProvider } from '../providers/social-data/synthetic-provider.js';
import type { ProviderCreator } from '../providers/social-data/types.js';
import { copyCreators, generatePlanned, planCreators } from './directory-loader.js';

export const DEMO_DIRECTORY_ACCOUNTS = 20_000;

export interface DemoCreator {
  creator: ProviderCreator;
  influencerId: number;
  primaryFollowers: number;
}

/** The master tags (idempotent). */
export async function seedMasterTags(client: pg.ClientBase) {
  await client.query('insert into master_tag (name) select unnest($1::text[]) on conflict (name) do nothing', [[...MASTER_TAGS]]);
}

/** The demo's directory: DEMO_DIRECTORY_ACCOUNTS accounts from creator 0 on, with posts. */
export async function seedDemoDirectory(client: pg.ClientBase, provider: SyntheticSocialDataProvider, now: Date) {
  const creators = generatePlanned(provider, planCreators(provider, 0, DEMO_DIRECTORY_ACCOUNTS));
  const loaded = await copyCreators(client, provider, creators, { withPosts: true, now });
  const demoCreators: DemoCreator[] = creators.map((creator, i) => ({
    creator,
    influencerId: loaded.influencerIds[i]!,
    primaryFollowers: creator.accounts[0]!.followers,
  }));
  return { creators: demoCreators, accounts: loaded.accounts, posts: loaded.posts };
}

/** Agencies sign established creators: the first `count` with a primary account of at least `minFollowers`. */
export function pickRoster(creators: DemoCreator[], count: number, minFollowers: number, skip = 0) {
  return creators.filter((c) => c.primaryFollowers >= minFollowers).slice(skip, skip + count);
}
