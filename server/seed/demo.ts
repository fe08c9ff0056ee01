import type { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import { logger } from '../logger.js';
import { User } from '../modules/account/user.entity.js';
import { SyntheticSocialDataProvider } from '../providers/social-data/synthetic-provider.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.js';
import { seedDemoAnalytics } from './demo-analytics.js';
import { createCastingCalls, createClosedReviewedCall, createSubmittedResponse } from './demo-calls.js';
import { pickRoster, seedDemoDirectory, seedMasterTags } from './demo-directory.js';
import { createDemoConversations } from './demo-messages.js';
import { createRoster } from './demo-roster.js';
import { createRosterExtras } from './demo-roster-extras.js';
import { createDemoSheets, createSheet } from './demo-sheets.js';
import { createDemoTeams } from './demo-teams.js';
import { createTalentIntake } from './demo-talent-intake.js';
import { createDemoApiKey, createDemoInvitation } from './demo-invitations.js';

export const DEMO_ROSTER_SIZE = 150;
const SECOND_ROSTER_SIZE = 40;
export const DEMO_SEED = 'pitchroom-demo';

/** Runs `work` in a transaction on its own connection with bulk-load settings. */
async function withBulkClient<T>(url: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    await client.query('set local synchronous_commit = off');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

/**
 * On an empty database: two teams, users for every role, a 20,000-account directory with
 * posts, a roster, sheets of every type, a collection, Creator Calls, messages and 60 days
 * of analytics, so a newcomer sees a lived-in product at once. Bulk rows go in by COPY.
 */
export async function seedDemoIfEmpty(rootEm: EntityManager) {
  const em = rootEm.fork();
  if ((await em.count(User)) > 0) return false;
  const started = performance.now();
  const url = em.config.get('clientUrl')!;
  const now = new Date();
  const provider = new SyntheticSocialDataProvider(DEMO_SEED, now);

  const directory = await withBulkClient(url, async (client) => {
    await seedMasterTags(client);
    return seedDemoDirectory(client, provider, now);
  });
  try {
    const { demo, second, brand, users } = await createDemoTeams(em, now);
    const roster = pickRoster(directory.creators, DEMO_ROSTER_SIZE, 25_000);
    const rosterIds = roster.map((c) => c.influencerId);
    createRoster(em, demo, roster, DEMO_SEED, now);
    createRosterExtras(em, demo, users.teamAdmin, rosterIds);
    // The second team shares some creators with the demo team, with its own tags: isolation to look at.
    const secondRoster = [...roster.slice(0, 10), ...pickRoster(directory.creators, SECOND_ROSTER_SIZE - 10, 25_000, DEMO_ROSTER_SIZE)];
    createRoster(em, second, secondRoster, `${DEMO_SEED}-second`, now);
    // The demo brand owns the first two calls (a draft, invisible to it, and a response to review) and a closed, reviewed one.
    const calls = createCastingCalls(em, brand, rosterIds.slice(100), now);
    const sheets = createDemoSheets(em, demo, { admin: users.teamAdmin, member: users.member }, rosterIds, calls[0]!, now);
    createSubmittedResponse(em, demo, users.teamAdmin, calls[1]!, rosterIds.slice(40, 46), now);
    createClosedReviewedCall(em, brand, demo, users.teamAdmin, rosterIds.slice(50, 54), now);
    createSheet(em, {
      team: second,
      user: users.secondTeamMember,
      title: 'Gaming Creators Q1',
      description: 'Gaming creators for Q1',
      type: 'talent',
      influencerIds: secondRoster.slice(0, 6).map((c) => c.influencerId),
      position: 0,
      now,
    });
    createDemoConversations(em, demo, { admin: users.teamAdmin, member: users.member, searchOnly: users.searchOnly }, rosterIds, now);
    createDemoInvitation(em, demo, users.teamAdmin, now);
    createDemoApiKey(em, demo, users.teamAdmin, now);
    createTalentIntake(em, demo, users.teamAdmin, rosterIds, now);
    await em.flush();

    const events = await withBulkClient(url, (client) =>
      seedDemoAnalytics(
        client,
        {
          teamId: demo.id,
          sheets: sheets.sheetsWithCreators.map(([sheet, influencerIds]) => ({ id: sheet.id, influencerIds })),
          collectionIds: [sheets.collection.id],
        },
        now,
      ),
    );
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    logger.info({ accounts: directory.accounts, posts: directory.posts, roster: roster.length, events, seconds }, 'Demo data created.');
  } catch (error) {
    // Leave the database empty again, so the next start seeds from scratch.
    await withBulkClient(url, (client) => client.query('delete from influencer where id = any($1)', [directory.creators.map((c) => c.influencerId)]));
    throw error;
  }
  printDemoSignIns();
  return true;
}

function printDemoSignIns() {
  const lines = Object.values(DEMO_ACCOUNTS).map((a) => `    ${a.label.padEnd(48)} ${a.email}`);
  console.log(`\n  Demo sign-ins (password for all: ${DEMO_PASSWORD})\n${lines.join('\n')}\n`);
}
