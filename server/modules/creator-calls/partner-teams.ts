import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The teams a team has worked with through Creator Calls: the brands whose calls it answered
 * (a submitted response), and, for a brand, the agencies that answered its calls.
 */
export async function partnerTeamIds(em: EntityManager, teamId: string): Promise<string[]> {
  const rows: { id: string }[] = await em.getConnection().execute(
    `select cc.brand_team_id as id
       from casting_call_response r join casting_call cc on cc.id = r.casting_call_id
      where r.team_id = ? and r.status = 'submitted' and cc.brand_team_id is not null
     union
     select r.team_id as id
       from casting_call_response r join casting_call cc on cc.id = r.casting_call_id
      where cc.brand_team_id = ? and r.status = 'submitted'`,
    [teamId, teamId],
  );
  return rows.map((row) => row.id).filter((id) => id !== teamId);
}
