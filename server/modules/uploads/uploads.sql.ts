import { sql } from '../../db/sql.js';

/** Every statement the uploads module runs beside its ORM calls. */

/** Claims a team's finished upload for one use, answering its id. */
export const claimUpload = (key: string, teamId: string) =>
  sql`update upload set used_at = now() where key = ${key} and team_id = ${teamId} and used_at is null returning id`;

export const recordUploadSize = (uploadId: number, size: number) => sql`update upload set size = ${size} where id = ${uploadId}`;

/** An upload link not used yet. */
export const pendingUpload = (key: string) => sql`select id from upload where key = ${key} and size is null`;

/** Finishes an upload (only the first finished PUT of a key claims it), answering its id. */
export const finishUpload = (key: string, size: number) => sql`update upload set size = ${size} where key = ${key} and size is null returning id`;

export const finishedUpload = (key: string) => sql`select filename, content_type from upload where key = ${key} and size is not null`;
