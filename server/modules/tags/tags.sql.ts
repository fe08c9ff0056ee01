import { pgArray } from '../../db/pg-array.js';
import { sql } from '../../db/sql.js';

/** Every statement the tags module runs beside its ORM calls. */

/** The master tag list, sorted. */
export const masterTagList = () => sql`select name from master_tag order by name`;

/** The master tags among `names`. */
export const masterTagsNamed = (names: string[]) => sql`select name from master_tag where name = any(${pgArray(names)}::text[])`;
