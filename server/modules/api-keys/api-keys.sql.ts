import { sql, trustedSql } from '../../db/sql.js';
import { userRowJson } from '../account/index.js';
import { teamRowJson } from '../teams/index.js';

/** Every statement the API-keys module runs beside its ORM calls. */

/** Marks a live key used and answers its principal's rows: the key, its creator's row (a key goes with its creator) and its team's. */
export const useLiveKey = (keyHash: string) =>
  sql`with used as (update api_key set last_used_at = now() where key_hash = ${keyHash} and revoked_at is null returning id, team_id, created_by_id)
      select used.*, ${userRowJson(trustedSql('used.created_by_id'))} as caller_user, ${teamRowJson(trustedSql('used.team_id'))} as team from used`;

export const revokedKey = (keyHash: string) => sql`select id from api_key where key_hash = ${keyHash} and revoked_at is not null`;
