import type { EntityManager } from '@mikro-orm/postgresql';
import { LIMIT } from '../../../shared/limits.js';

export interface SheetFacts {
  creatorCount: number;
  /** Up to 3 portraits of the sheet's first creators: the team's custom picture, else the directory's. */
  portraits: string[];
}

/** Creator counts and first portraits of several sheets of one team, in two queries. */
export async function loadSheetFacts(em: EntityManager, teamId: string, sheetIds: string[]): Promise<Map<string, SheetFacts>> {
  const facts = new Map<string, SheetFacts>(sheetIds.map((id) => [id, { creatorCount: 0, portraits: [] }]));
  if (sheetIds.length === 0) return facts;
  const placeholders = sheetIds.map(() => '?').join(', ');
  const connection = em.getConnection();

  const counts = await connection.execute<{ sheet_id: string; count: string }[]>(
    `select sheet_id, count(*) as count from sheet_entry where sheet_id in (${placeholders}) group by sheet_id`,
    sheetIds,
  );
  for (const row of counts) facts.get(row.sheet_id)!.creatorCount = Number(row.count);

  const portraits = await connection.execute<{ sheet_id: string; url: string }[]>(
    `select sheet_id, url from (
       select se.sheet_id, se.position,
              coalesce(re.custom_picture_url, i.picture_url, sa.picture_main_url) as url,
              row_number() over (partition by se.sheet_id order by se.position, se.id) as rank
         from sheet_entry se
         join influencer i on i.id = se.influencer_id
         left join roster_entry re on re.influencer_id = se.influencer_id and re.team_id = ?
         left join social_account sa on sa.influencer_id = se.influencer_id and sa."primary"
        where se.sheet_id in (${placeholders})
          and coalesce(re.custom_picture_url, i.picture_url, sa.picture_main_url) is not null
     ) ranked
     where rank <= ?
     order by sheet_id, position`,
    [teamId, ...sheetIds, LIMIT.collectionCardPortraits],
  );
  for (const row of portraits) facts.get(row.sheet_id)!.portraits.push(row.url);
  return facts;
}
