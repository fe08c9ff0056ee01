import type { AudienceDetails, FollowerHistoryPoint, NotableFollower } from '../../modules/directory/index.js';
import type { TalentGender } from '../../modules/directory/influencer.entity.js';
import type { PostCategory, SocialPlatform } from '../../../shared/schemas/platforms.js';

/** A social account as the provider reports it; percentages are 0-100, jsonb weights are fractions 0-1. */
export interface ProviderAccount {
  platform: SocialPlatform;
  handle: string;
  platformAccountId: string;
  platformAccountName: string;
  platformAccountNickname: string;
  profileUrl: string;
  primary: boolean;
  followers: number;
  engagementRate: number;
  avgLikes: number;
  avgViews: number | null;
  avgComments: number;
  avgReelsPlays: number | null;
  avgStoryReach: number | null;
  avgStoryClicks: number | null;
  usAudienceShare: number;
  audienceFemalePercent: number;
  audienceMalePercent: number;
  /** 13-17, 18-24, 25-34, 35-44, 45-64, 65+ (sum 100). */
  audienceAges: [number, number, number, number, number, number];
  followersPercentChange: number;
  audience: AudienceDetails;
  notableFollowers: NotableFollower[] | null;
  followerHistory: FollowerHistoryPoint[];
}

export interface ProviderCreator {
  /** The generator's index; with the seed it fixes every value below. */
  index: number;
  fullname: string;
  email: string | null;
  gender: TalentGender;
  ageMin: number;
  ageMax: number | null;
  description: string;
  city: string;
  state: string | null;
  country: string;
  /** Tags from the master list that describe the creator's content (roster tags are drawn from these). */
  topics: string[];
  lastDataUpdate: Date;
  accounts: ProviderAccount[];
}

export interface ProviderPost {
  category: PostCategory;
  /** Unique across the whole directory, so /media/posts/{postId}.jpg names one image. */
  postId: string;
  link: string;
  caption: string;
  text: string;
  likes: number;
  comments: number;
  views: number | null;
  postedAt: Date;
}

/**
 * Where directory data comes from. The synthetic provider makes it up deterministically;
 * a real social-data provider implements the same calls.
 */
export interface SocialDataProvider {
  readonly name: string;
  /** Its data is made up: every screen that shows it says "Demo data". */
  readonly demo: boolean;
  /** The creator at `index` of the provider's listing, with 1-3 accounts (exactly one primary). */
  creator(index: number): Promise<ProviderCreator>;
  /** The creator with this account, or null when the provider does not know the account. */
  creatorWithAccount(platform: string, handle: string): Promise<ProviderCreator | null>;
  /** The posts of one account of a creator, by category. */
  posts(creator: ProviderCreator, account: ProviderAccount): Promise<ProviderPost[]>;
}
