import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';

const unique = () => randomBytes(4).toString('hex');

export interface HandMadeAccount {
  name?: string;
  description?: string;
  gender?: 'female' | 'male' | 'other' | null;
  ageMin?: number | null;
  ageMax?: number | null;
  platform?: string;
  handle?: string;
  followers?: number;
  engagementRate?: number | null;
  avgViews?: number | null;
  usShare?: number | null;
  female?: number | null;
  /** Shares of the buckets 13-17, 18-24, 25-34, 35-44, 45-64, 65+. */
  ages?: [number, number, number, number, number, number];
  interests?: string[];
}

/**
 * One creator with one social account, written with plain SQL so the search triggers fill the
 * search columns as they do for the generated directory. Defaults pass every filter's middle option.
 */
export async function insertAccount(em: EntityManager, a: HandMadeAccount = {}) {
  const connection = em.getConnection();
  const [influencer] = await connection.execute<{ id: number }[]>(
    `insert into influencer (fullname, gender, age_min, age_max, description, with_advanced_data, created_at, updated_at)
     values (?, ?, ?, ?, ?, true, now(), now()) returning id`,
    [
      a.name ?? `Creator ${unique()}`,
      a.gender === undefined ? 'female' : a.gender,
      a.ageMin === undefined ? 25 : a.ageMin,
      a.ageMax === undefined ? 34 : a.ageMax,
      a.description ?? 'A creator.',
    ],
  );
  const ages = a.ages ?? [5, 30, 30, 20, 10, 5];
  const female = a.female === undefined ? 50 : a.female;
  const [account] = await connection.execute<{ id: number }[]>(
    `insert into social_account (influencer_id, platform, handle, "primary", followers, engagement_rate, avg_views, us_audience_share,
       audience_female_percent, audience_male_percent, audience_age_13_17, audience_age_18_24, audience_age_25_34, audience_age_35_44,
       audience_age_45_64, audience_age_65_plus, audience, created_at, updated_at)
     values (?, ?, ?, true, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, now(), now()) returning id`,
    [
      influencer!.id,
      a.platform ?? 'instagram',
      a.handle ?? `handle_${unique()}`,
      a.followers ?? 100_000,
      a.engagementRate === undefined ? 3 : a.engagementRate,
      a.avgViews === undefined ? 50_000 : a.avgViews,
      a.usShare === undefined ? 50 : a.usShare,
      female,
      female === null ? null : 100 - female,
      ...ages,
      JSON.stringify({ interests: (a.interests ?? []).map((name) => ({ name })) }),
    ],
  );
  return { influencerId: influencer!.id, accountId: account!.id };
}
