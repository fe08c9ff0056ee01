import { sql } from '../../db/sql.js';

/** Every statement the requests module runs beside its ORM calls. */

/** The team's creators added and waiting for review that hold any of the accounts, each with the account. */
export const pendingWithAccounts = (teamId: string, accounts: { platform: string; handle: string }[]) =>
  sql`with wanted as (select * from jsonb_to_recordset(${JSON.stringify(accounts)}::jsonb) as w(platform text, handle text))
      select s->>'platform' as platform, s->>'handle' as handle, r.name from add_talent_request r, jsonb_array_elements(r.socials) s
       where r.team_id = ${teamId} and r.status = 'pending' and (s->>'platform', s->>'handle') in (select platform, handle from wanted)`;
