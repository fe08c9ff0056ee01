import { pgArray } from '../../db/pg-array.js';
import { sql } from '../../db/sql.js';

/** Every statement the creator-calls module runs beside its ORM calls. */

/** Each call's count of submitted responses (calls without any are left out). */
export const submittedResponseCounts = (callIds: string[]) =>
  sql`select casting_call_id as id, count(*)::int as count from casting_call_response
       where status = 'submitted' and casting_call_id = any(${pgArray(callIds)}::text[]) group by casting_call_id`;

/** The brands whose calls the team answered, and, for a brand, the teams that answered its calls. */
export const partnerTeams = (teamId: string) =>
  sql`select cc.brand_team_id as id
        from casting_call_response r join casting_call cc on cc.id = r.casting_call_id
       where r.team_id = ${teamId} and r.status = 'submitted' and cc.brand_team_id is not null
      union
      select r.team_id as id
        from casting_call_response r join casting_call cc on cc.id = r.casting_call_id
       where cc.brand_team_id = ${teamId} and r.status = 'submitted'`;
