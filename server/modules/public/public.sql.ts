import { sql } from '../../db/sql.js';

/** Every statement the public module runs beside its ORM calls. */

/**
 * Everything a public sheet answer is built from, reduced to one stamp in one query: the sheet
 * (version, updated_at), its team row (name, contact, settings), and the newest change to any of
 * its entries, creators, their accounts and the team's roster entries for them.
 */
export const sheetStamp = (sheetId: string) => sql`
  select s.team_id, concat_ws('|', s.version, s.updated_at, md5(t::text),
    (select concat_ws('|', count(*), max(e.id), max(e.created_at), md5(string_agg(concat_ws(':', e.id, e.position, e.note), ',' order by e.id)),
            max(i.updated_at), max(r.updated_at), max(a.updated_at))
       from sheet_entry e
       join influencer i on i.id = e.influencer_id
       left join roster_entry r on r.team_id = s.team_id and r.influencer_id = e.influencer_id
       left join lateral (select max(updated_at) as updated_at from social_account where influencer_id = e.influencer_id) a on true
      where e.sheet_id = s.id)) as stamp
  from talent_sheet s join team t on t.id = s.team_id
  where s.id = ${sheetId} and s.deleted_at is null`;

/** Counts a visit of `email` to the sheet, in one statement (two tabs passing the gate at once count two visits on one row). */
export const countSheetVisit = (visit: { teamId: string; sheetId: string; email: string; at: Date }) =>
  sql`insert into sheet_viewer (team_id, sheet_id, email, visits, first_seen_at, last_seen_at)
      values (${visit.teamId}, ${visit.sheetId}, ${visit.email}, 1, ${visit.at}, ${visit.at})
      on conflict (sheet_id, email) do update set visits = sheet_viewer.visits + 1, last_seen_at = excluded.last_seen_at`;
