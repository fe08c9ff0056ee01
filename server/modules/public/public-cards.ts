import type { EntityManager } from '@mikro-orm/postgresql';
import type { PublicCard, PublicSocial } from '../../../shared/schemas/public/public-cards.js';
import type { TeamSettings } from '../../../shared/schemas/team-settings.js';
import { creatorsWithAccounts } from '../directory/index.js';
import type { Influencer } from '../directory/influencer.entity.js';
import type { SocialAccount } from '../directory/social-account.entity.js';
import { RosterEntry } from '../roster/roster-entry.entity.js';
import { isStatHidden, shown } from './stat-visibility.js';

/** What a team shows of a creator: the directory record, its accounts and the team's roster entry. */
export interface CreatorView {
  influencer: Influencer;
  accounts: SocialAccount[];
  roster: RosterEntry | null;
}

/** Loads creators with their accounts and `teamId`'s roster entries, in three queries. */
export async function loadCreators(em: EntityManager, teamId: string | null, ids: number[]): Promise<Map<number, CreatorView>> {
  if (ids.length === 0) return new Map();
  const [influencers, entries] = await Promise.all([
    creatorsWithAccounts(em, ids),
    teamId ? em.find(RosterEntry, { team: teamId, influencer: { $in: ids } }) : Promise.resolve([]),
  ]);
  const views = new Map<number, CreatorView>();
  for (const influencer of influencers) {
    const accounts = influencer.accounts.getItems().sort((a, b) => Number(b.primary) - Number(a.primary) || b.followers - a.followers);
    views.set(influencer.id, { influencer, accounts, roster: null });
  }
  for (const entry of entries) {
    const view = views.get(entry.influencer.id);
    if (view) view.roster = entry;
  }
  return views;
}

export const primaryAccount = (view: CreatorView) => view.accounts.find((a) => a.primary) ?? view.accounts[0] ?? null;

export const displayName = (view: CreatorView) => view.roster?.customDisplayName || view.influencer.fullname;

export const pictureUrl = (view: CreatorView) => view.roster?.customPictureUrl || view.influencer.pictureUrl || primaryAccount(view)?.pictureMainUrl || null;

const AGE_BUCKETS = [
  ['13-17', 'audienceAge13To17'],
  ['18-24', 'audienceAge18To24'],
  ['25-34', 'audienceAge25To34'],
  ['35-44', 'audienceAge35To44'],
  ['45-64', 'audienceAge45To64'],
  ['65-', 'audienceAge65Plus'],
] as const;

/** The audience's largest age bucket, e.g. "25-34". */
export function mainAgeGroup(account: SocialAccount | null): string | null {
  if (!account) return null;
  let best: { code: string; share: number } | null = null;
  for (const [code, field] of AGE_BUCKETS) {
    const share = account[field];
    if (share != null && (!best || share > best.share)) best = { code, share };
  }
  return best?.code ?? null;
}

export function toPublicSocial(account: SocialAccount, roster: RosterEntry | null): PublicSocial {
  return {
    id: account.id,
    platform: account.platform,
    handle: account.handle,
    profile_url: account.profileUrl ?? null,
    followers: shown(roster?.statDisplaySettings, 'followers', account.platform, Number(account.followers)),
    primary: account.primary,
  };
}

/** One card, from an explicit list of fields. */
export function toPublicCard(view: CreatorView, settings: TeamSettings, note: string | null = null): PublicCard {
  const hidden = view.roster?.statDisplaySettings;
  const primary = primaryAccount(view);
  const platform = primary?.platform;
  const engagement = settings.displayRosterHideEngagment || !primary ? null : shown(hidden, 'engagement_rate', platform, primary.engagementRate ?? null);
  return {
    id: view.influencer.id,
    name: displayName(view),
    picture_url: pictureUrl(view),
    tagline: view.roster?.tagline ?? null,
    note,
    total_reach: isStatHidden(hidden, 'followers') ? null : view.accounts.reduce((sum, a) => sum + Number(a.followers ?? 0), 0),
    engagement_rate: engagement,
    audience_female_percent: primary ? shown(hidden, 'audience_gender', platform, primary.audienceFemalePercent ?? null) : null,
    audience_age: shown(hidden, 'audience_age', platform, mainAgeGroup(primary)),
    socials: view.accounts.map((account) => toPublicSocial(account, view.roster)),
  };
}
