import { sql } from '../../db/sql.js';

/** Every statement the API-keys module runs beside its ORM calls. */

/** Marks a live key used and answers its principal's rows: the key, its creator's row and its team's. */
export const useLiveKey = (keyHash: string) =>
  sql`with used as (update api_key set last_used_at = now() where key_hash = ${keyHash} and revoked_at is null returning id, team_id, created_by_id)
      select used.*, to_jsonb(u) as caller_user, to_jsonb(t) as team from used join users u on u.id = used.created_by_id left join team t on t.id = used.team_id`;

export const revokedKey = (keyHash: string) => sql`select id from api_key where key_hash = ${keyHash} and revoked_at is not null`;
