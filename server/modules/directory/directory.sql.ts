import { pgArray } from '../../db/pg-array.js';
import { sql, type Sql } from '../../db/sql.js';

/** Every statement the directory module runs beside its ORM calls. */

/** The creator `influencerId`'s name (a column of the statement it goes in): a value another module's statement takes from the directory's index. */
export const creatorNameOf = (influencerId: Sql) => sql`(select i.fullname from influencer i where i.id = ${influencerId})`;

/** The creators among `influencerIds` that exist. */
export const existingCreatorRows = (influencerIds: number[]) => sql`select id from influencer where id = any(${pgArray(influencerIds)}::int[])`;

/** The creator's account on a platform, if it has one. */
export const creatorAccountRow = (influencerId: number, platform: string) =>
  sql`select id from social_account where influencer_id = ${influencerId} and platform = ${platform} limit 1`;

/** Every post of the creator's accounts: the primary account's first, by tab, newest first. */
export const creatorPostRows = (influencerId: number) =>
  sql`select p.post_id, sa.platform, p.category, p.link, coalesce(p.image_url, p.thumbnail_url) as image, coalesce(p.caption, p.text) as caption
        from social_post p join social_account sa on sa.id = p.account_id
       where sa.influencer_id = ${influencerId}
       order by sa."primary" desc, p.category, p.posted_at desc, p.id`;
