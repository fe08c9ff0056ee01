import { pgArray } from '../../db/pg-array.js';
import { sql } from '../../db/sql.js';

/** Every statement the webhooks module runs beside its ORM calls. */

/** The enabled endpoints of the teams that asked for events of `type`. */
export const endpointsFor = (teamIds: string[], type: string) =>
  sql`select id from webhook_endpoint where team_id = any(${pgArray(teamIds)}::text[]) and enabled and ${type} = any(events)`;

/** The events each of the teams' enabled endpoints asked for, by team (teams with none are left out). */
export const askedEventTypes = (teamIds: string[]) =>
  sql`select team_id, array_agg(distinct event) as events from webhook_endpoint, unnest(events) as event
      where team_id = any(${pgArray(teamIds)}::text[]) and enabled group by team_id`;

/** Pending deliveries of one event, one per endpoint, in one statement. */
export const insertDeliveries = (type: string, at: Date, deliveries: { id: string; endpoint_id: number; body: string }[]) =>
  sql`insert into webhook_delivery (id, team_id, endpoint_id, event_type, body, status, created_at)
      select d.id, e.team_id, d.endpoint_id, ${type}, d.body, 'pending', ${at}
        from jsonb_to_recordset(${JSON.stringify(deliveries)}::jsonb) as d(id uuid, endpoint_id int, body text) join webhook_endpoint e on e.id = d.endpoint_id`;

/** Drops the deliveries made before `before` that are no longer being tried (their attempts go with them); answers how many. */
export const deleteDeliveriesBefore = (before: Date) =>
  sql`with gone as (delete from webhook_delivery where created_at < ${before} and status <> 'pending' returning 1) select count(*)::int as n from gone`;
