import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { PUBLIC_LIMIT } from '../../../shared/public-constants.js';
import { PUBLIC_MSG } from '../../../shared/public-texts.js';
import { POST_CATEGORIES, type PostCategory } from '../../../shared/schemas/platforms.js';
import type {
  PublicAccount,
  PublicPost,
  PublicProfileResponse,
  PublicProfileRequest,
  PublicTeamProfileRequest,
} from '../../../shared/schemas/public/public-profile.js';
import { PublicTeamSettings } from '../../../shared/schemas/public/public-cards.js';
import { teamSettingsSchema } from '../../../shared/schemas/team-settings.js';
import { AppError } from '../../errors.js';
import type { SocialAccount } from '../directory/social-account.entity.js';
import { postsOfAccounts } from '../directory/index.js';
import type { RosterEntry } from '../roster/roster-entry.entity.js';
import type { Team } from '../teams/team.entity.js';
import { findTeam } from '../teams/index.js';
import { type CreatorView, displayName, loadCreators, pictureUrl, toPublicSocial } from './public-cards.js';
import { type PublicPageContext, readTeamSettings, toPublicSettings, toPublicTeam } from './public-team.js';
import { shown } from './stat-visibility.js';

type Ctx = PublicPageContext;

const profileNotFound = () => new AppError('NOT_FOUND', PUBLIC_MSG.profileLoadError);

/** GET /api/public/profile/{influencerId}: the directory profile, without any team's additions. */
export async function publicProfile(ctx: Ctx, input: z.infer<typeof PublicProfileRequest>) {
  return { ...(await buildProfile(ctx.em, input.influencerId, null, null)).answer, demo_data: ctx.socialData.demo };
}

/** GET /api/public/profile/{influencerId}/team/{teamId}: only for a creator on that team's roster. */
export async function publicTeamProfile(ctx: Ctx, input: z.infer<typeof PublicTeamProfileRequest>) {
  const team = await findTeam(ctx.em, input.teamId);
  if (!team) throw profileNotFound();
  const profile = await buildProfile(ctx.em, input.influencerId, team, null);
  if (!profile.onRoster) throw profileNotFound();
  return { ...profile.answer, demo_data: ctx.socialData.demo };
}

/** The one-sheet of a creator in `team`'s styling; `onRoster` says whether the team has the creator. */
export async function buildProfile(em: EntityManager, influencerId: number, team: Team | null, note: string | null) {
  const [profile] = await buildProfiles(em, [{ influencerId, note }], team);
  if (!profile) throw profileNotFound();
  return profile;
}

/** A one-sheet without its rate card (a sheet whose share settings hide rates). */
export const withoutRates = (answer: PublicProfileResponse): PublicProfileResponse => ({ ...answer, influencer: { ...answer.influencer, rate_card: [] } });

/** Several creators' one-sheets at once (a PDF deck), in the order asked, in four statements; creators not found are left out. */
export async function buildProfiles(em: EntityManager, creators: { influencerId: number; note: string | null }[], team: Team | null) {
  const views = await loadCreators(
    em,
    team?.id ?? null,
    creators.map((c) => c.influencerId),
  );
  const settings = team ? readTeamSettings(team) : teamSettingsSchema.parse({});
  const posts = await loadPosts(em, [...views.values()]);
  return creators.flatMap(({ influencerId, note }) => {
    const view = views.get(influencerId);
    if (!view) return [];
    const roster = view.roster;
    const answer: PublicProfileResponse = {
      influencer: {
        id: view.influencer.id,
        display_name: displayName(view),
        picture_url: pictureUrl(view),
        tags: roster?.displayTags.length ? roster.displayTags.slice(0, PUBLIC_LIMIT.displayedTagsMax) : (roster?.tags ?? []).slice(0, PUBLIC_LIMIT.defaultTags),
        city: roster?.city ?? view.influencer.city ?? null,
        state: roster?.state ?? view.influencer.state ?? null,
        description: description(view),
        tagline: roster?.tagline ?? null,
        note,
        rate_card: roster?.rateCard ?? [],
        case_studies: roster?.caseStudies ?? [],
        last_data_update: view.influencer.lastDataUpdate?.toISOString() ?? null,
      },
      team: team ? toPublicTeam(team) : null,
      team_settings: team ? toPublicSettings(team) : PublicTeamSettings.parse(settings),
      accounts: view.accounts.map((account) => toPublicAccount(account, roster, posts.get(account.id))),
    };
    return [{ answer, onRoster: Boolean(roster) }];
  });
}

/** A custom description wins; a single "-" means a blank description. */
function description(view: CreatorView) {
  const custom = view.roster?.customDescription;
  if (custom?.trim() === '-') return null;
  return custom || view.influencer.description || null;
}

/** The posts of these creators' accounts, newest first, without the ones each creator's team hid. */
async function loadPosts(em: EntityManager, views: CreatorView[]) {
  const hiddenBy = new Map(views.flatMap((view) => view.accounts.map((a) => [a.id, new Set(view.roster?.excludedPostIds ?? [])] as const)));
  const rows = hiddenBy.size ? (await postsOfAccounts(em, [...hiddenBy.keys()])).filter((row) => !hiddenBy.get(row.account.id)!.has(row.postId)) : [];
  const byAccount = new Map<number, Record<PostCategory, PublicPost[]>>();
  for (const row of rows) {
    const posts = byAccount.get(row.account.id) ?? emptyPosts();
    byAccount.set(row.account.id, posts);
    if (posts[row.category].length >= PUBLIC_LIMIT.postsPerTabOld) continue;
    posts[row.category].push({
      post_id: row.postId,
      link: row.link ?? null,
      image: row.imageUrl ?? row.thumbnailUrl ?? null,
      caption: row.caption ?? row.text ?? null,
      stat: { likes: row.likes ?? null, comments: row.comments ?? null, views: row.views ?? null },
    });
  }
  return byAccount;
}

const emptyPosts = () => Object.fromEntries(POST_CATEGORIES.map((c) => [c, [] as PublicPost[]])) as Record<PostCategory, PublicPost[]>;

function toPublicAccount(account: SocialAccount, roster: RosterEntry | null, posts = emptyPosts()): PublicAccount {
  const hidden = roster?.statDisplaySettings;
  const p = account.platform;
  const audience = account.audience;
  const female = account.audienceFemalePercent;
  const male = account.audienceMalePercent;
  return {
    ...toPublicSocial(account, roster),
    name: account.platformAccountName ?? null,
    picture_url: account.pictureMainUrl ?? null,
    followers_percent_change: shown(hidden, 'followers', p, account.followersPercentChange ?? null),
    engagement_rate: shown(hidden, 'engagement_rate', p, account.engagementRate ?? null),
    avg_views: shown(hidden, 'avg_views', p, account.avgViews ?? null),
    avg_likes: shown(hidden, 'avg_likes', p, account.avgLikes ?? null),
    avg_comments: shown(hidden, 'avg_comments', p, account.avgComments ?? null),
    avg_reels_plays: shown(hidden, 'avg_reels_plays', p, account.avgReelsPlays ?? null),
    avg_story_reach: shown(hidden, 'avg_story_reach', p, account.avgStoryReach ?? null),
    avg_story_clicks: shown(hidden, 'avg_story_clicks', p, account.avgStoryClicks ?? null),
    audience_gender: shown(hidden, 'audience_gender', p, female != null ? { female, male: male ?? 100 - female } : null),
    audience_ages: shown(hidden, 'audience_age', p, audience?.ages?.length ? audience.ages : null),
    audience_countries: shown(hidden, 'audience_countries', p, audience?.countries?.slice(0, PUBLIC_LIMIT.topCountries) ?? null),
    audience_cities: shown(hidden, 'audience_cities', p, audience?.cities?.slice(0, PUBLIC_LIMIT.topCities) ?? null),
    audience_interests: shown(hidden, 'audience_interests', p, audience?.interests?.slice(0, PUBLIC_LIMIT.interests).map((i) => i.name) ?? null),
    notable_followers:
      p === 'tiktok'
        ? shown(
            hidden,
            'notable_followers',
            p,
            (account.notableFollowers ?? []).map((f) => ({ username: f.username, picture: f.picture, url: f.url, followers: f.followers })),
          )
        : null,
    posts,
  };
}
