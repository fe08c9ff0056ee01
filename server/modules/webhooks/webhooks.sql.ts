import { pgArray } from '../../db/pg-array.js';
import { sql } from '../../db/sql.js';

/** Every statement the webhooks module runs beside its ORM calls. */

/** The enabled endpoints of the teams that asked for events of `type`. */
export const endpointsFor = (teamIds: string[], type: string) =>
  sql`select id from webhook_endpoint where team_id = any(${pgArray(teamIds)}::text[]) and enabled and ${type} = any(events)`;

/** Pending deliveries of one event, one per endpoint, in one statement. */
export const insertDeliveries = (type: string, at: Date, deliveries: { id: string; endpoint_id: number; body: string }[]) =>
  sql`insert into webhook_delivery (id, team_id, endpoint_id, event_type, body, status, created_at)
      select d.id, e.team_id, d.endpoint_id, ${type}, d.body, 'pending', ${at}
        from jsonb_to_recordset(${JSON.stringify(deliveries)}::jsonb) as d(id uuid, endpoint_id int, body text) join webhook_endpoint e on e.id = d.endpoint_id`;
