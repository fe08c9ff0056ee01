import { pgArray } from '../../db/pg-array.js';
import { sql } from '../../db/sql.js';

/** Every statement the collections module runs beside its ORM calls. */

/** The first `perSheet` portraits of each sheet's creators, in sheet order: the team's custom picture, else the directory's. */
export const firstPortraits = (teamId: string, sheetIds: string[], perSheet: number) =>
  sql`select sheet_id, url from (
        select se.sheet_id, se.position,
               coalesce(re.custom_picture_url, i.picture_url, sa.picture_main_url) as url,
               row_number() over (partition by se.sheet_id order by se.position, se.id) as rank
          from sheet_entry se
          join influencer i on i.id = se.influencer_id
          left join roster_entry re on re.influencer_id = se.influencer_id and re.team_id = ${teamId}
          left join social_account sa on sa.influencer_id = se.influencer_id and sa."primary"
         where se.sheet_id = any(${pgArray(sheetIds)}::text[])
           and coalesce(re.custom_picture_url, i.picture_url, sa.picture_main_url) is not null
      ) ranked
      where rank <= ${perSheet}
      order by sheet_id, position`;
