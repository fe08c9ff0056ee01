import { sql } from '../../db/sql.js';

/** Every statement the tags module runs beside its ORM calls. */

/** The master tag list, sorted. */
export const masterTagList = () => sql`select name from master_tag order by name`;
