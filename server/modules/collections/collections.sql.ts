import { sql, trustedSql } from '../../db/sql.js';
import { teamPortraitOf } from '../roster/index.js';
import { entriesOfSheets } from '../sheets/index.js';

/** Every statement the collections module runs beside its ORM calls. */

/** The first `perSheet` portraits of each sheet's creators, in sheet order: the team's custom picture, else the directory's. */
export const firstPortraits = (teamId: string, sheetIds: string[], perSheet: number) =>
  sql`select sheet_id, url from (
        select se.sheet_id, se.position, p.url, row_number() over (partition by se.sheet_id order by se.position, se.id) as rank
          from ${entriesOfSheets(sheetIds)} se
          cross join lateral (select ${teamPortraitOf(teamId, trustedSql('se.influencer_id'))} as url) p
         where p.url is not null
      ) ranked
      where rank <= ${perSheet}
      order by sheet_id, position`;

export const collectionHeadingRow = (collectionId: string) => sql`select id, title, team_id from collection where id = ${collectionId}`;
