import type { Orm } from '../../db/orm.js';

/**
 * Everything a public sheet answer is built from, reduced to one stamp in one query: the sheet
 * (version, updated_at), its team row (name, contact, settings), and the newest change to any of
 * its entries, creators, their accounts and the team's roster entries for them.
 */
const STAMP_SQL = `
  select s.team_id, concat_ws('|', s.version, s.updated_at, md5(t::text),
    (select concat_ws('|', count(*), max(e.id), max(e.created_at), md5(string_agg(concat_ws(':', e.id, e.position, e.note), ',' order by e.id)),
            max(i.updated_at), max(r.updated_at), max(a.updated_at))
       from sheet_entry e
       join influencer i on i.id = e.influencer_id
       left join roster_entry r on r.team_id = s.team_id and r.influencer_id = e.influencer_id
       left join lateral (select max(updated_at) as updated_at from social_account where influencer_id = e.influencer_id) a on true
      where e.sheet_id = s.id)) as stamp
  from talent_sheet s join team t on t.id = s.team_id
  where s.id = ? and s.deleted_at is null`;

/** The live sheet's team and content stamp, or null when there is no live sheet with this id. */
export async function readSheetStamp(orm: Orm, sheetId: string): Promise<{ teamId: string; stamp: string } | null> {
  const rows = await orm.em.getConnection().execute<{ team_id: string; stamp: string }[]>(STAMP_SQL, [sheetId]);
  const row = rows[0];
  return row ? { teamId: row.team_id, stamp: row.stamp } : null;
}
