import { sql } from '../../db/sql.js';

/** Every statement the requests module runs beside its ORM calls. */

/** The team's creator holding the account, on the roster or added and waiting for review (the first found). */
export const creatorWithAccount = (teamId: string, platform: string, handle: string) =>
  sql`select coalesce(re.custom_display_name, i.fullname) as name
        from roster_entry re join influencer i on i.id = re.influencer_id join social_account sa on sa.influencer_id = i.id
       where re.team_id = ${teamId} and sa.platform = ${platform} and sa.handle = ${handle}
      union all
      select r.name from add_talent_request r, jsonb_array_elements(r.socials) s
       where r.team_id = ${teamId} and r.status = 'pending' and s->>'platform' = ${platform} and s->>'handle' = ${handle}
      limit 1`;

/** The team's creators holding any of the accounts (on the roster, or added and waiting), each with the account. */
export const creatorsWithAccounts = (teamId: string, accounts: { platform: string; handle: string }[]) =>
  sql`with wanted as (select * from jsonb_to_recordset(${JSON.stringify(accounts)}::jsonb) as w(platform text, handle text))
      select sa.platform, sa.handle, coalesce(re.custom_display_name, i.fullname) as name
        from roster_entry re join influencer i on i.id = re.influencer_id join social_account sa on sa.influencer_id = i.id
       where re.team_id = ${teamId} and (sa.platform, sa.handle) in (select platform, handle from wanted)
      union all
      select s->>'platform', s->>'handle', r.name from add_talent_request r, jsonb_array_elements(r.socials) s
       where r.team_id = ${teamId} and r.status = 'pending' and (s->>'platform', s->>'handle') in (select platform, handle from wanted)`;
