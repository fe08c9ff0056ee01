import pg from 'pg';
import { DEMO_TEAM } from '../../server/seed/demo-accounts.js';

/**
 * Ids of the demo team's rows to fill route parameters with, by parameter name. A route whose
 * parameter is not here fails the sweep with a message saying to add it.
 */
export async function loadSamples(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const one = async (sql: string, params: unknown[]) => String((await client.query(sql, params)).rows[0]?.id ?? '');
    const teamId = await one('select id from team where name = $1', [DEMO_TEAM.name]);
    // The demo's own rows (the oldest): other spec files on this app add and remove their own.
    const sheetOf = (type: string) => one('select id from talent_sheet where team_id = $1 and sheet_type = $2 order by created_at, id limit 1', [teamId, type]);
    const talentSheetId = await sheetOf('talent');
    const campaignSheetId = await sheetOf('campaign');
    const samples: Record<string, string> = {
      teamId,
      talentSheetId,
      sheetId: talentSheetId,
      collectionId: await one('select id from collection where team_id = $1 order by id limit 1', [teamId]),
      influencerId: await one(
        `select se.influencer_id as id from sheet_entry se join roster_entry re on re.influencer_id = se.influencer_id and re.team_id = $2
          where se.sheet_id = $1 order by se.position limit 1`,
        [talentSheetId, teamId],
      ),
      // Codes from e-mails: an unknown one shows the page's "invalid link" state.
      registrationCode: 'sweep-unknown-code',
      resetCode: 'sweep-unknown-code',
      // A login link's token: an unknown one shows the page's "not valid" state.
      token: 'sweep.unknown.token.x',
      // An open call (the demo brand's closed one is older).
      castingCallId: await one('select id from casting_call where closed_at is null order by created_at, id limit 1', []),
      // A brand's response screen: the demo admin is not a brand, so it lands on /creator-calls.
      responseId: await one(`select id from casting_call_response where status = 'submitted' order by id limit 1`, []),
    };
    return (name: string, pattern: string) => (pattern.startsWith('/campaign') && name === 'talentSheetId' ? campaignSheetId : samples[name]);
  } finally {
    await client.end();
  }
}

/**
 * Console lines a route logs on purpose with its sample: an unknown e-mailed code is answered 404
 * by the spec's call, and the browser logs every 4xx response. Anything else is a failure.
 */
export const EXPECTED_CONSOLE: Record<string, RegExp> = {
  '/new-user-confirm/$registrationCode': /status of 404 \(Not Found\) \(.*\/trpc\/teams\.registration/,
  '/connect/$token': /status of 404 \(Not Found\) \(.*\/trpc\/talentLogins\.connectInfo/,
};
