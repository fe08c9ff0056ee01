import { sql, type Sql } from '../../db/sql.js';

/** Every statement the directory module runs beside its ORM calls. */

/** The creator `influencerId`'s name (a column of the statement it goes in): a value another module's statement takes from the directory's index. */
export const creatorNameOf = (influencerId: Sql) => sql`(select i.fullname from influencer i where i.id = ${influencerId})`;
