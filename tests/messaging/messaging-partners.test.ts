import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGING_TEXT } from '../../shared/messaging-texts.js';
import { Team } from '../../server/modules/teams/team.entity.js';
import { createRosterCreators } from '../helpers/sheets-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { save } from '../sheets/sheet-helpers.js';
import { member, startConversation } from './messaging-helpers.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const call = {
  title: 'Winter Boots',
  description: 'Cold-weather creators',
  start_date: null,
  end_date: '2099-01-31',
  deliverables: '2 Reels',
  displayImages: [],
};

/** A brand with one member and a published call, and an agency that answered it (submitted or only drafted). */
async function brandAndAgency(submitted: boolean) {
  const em = app.orm.em.fork() as EntityManager;
  const brandTeam = em.create(Team, { name: `Northpeak ${Math.random().toString(36).slice(2, 7)}`, isBrand: true, settings: {}, createdAt: new Date() });
  await em.flush();
  const brand = await member(app, brandTeam);
  const callId = (await brand.api.post('/trpc/brandCalls.save', call)).json.result.data.casting_call_id;
  const agency = await member(app);
  const creators = await createRosterCreators(em, agency.team, 1);
  const opened = await agency.api.post('/trpc/creatorCalls.openResponse', { casting_call_id: callId });
  await save(agency.api, {
    sheet_id: opened.json.result.data.talent_sheet_id,
    title: '',
    influencers: [{ influencer_id: creators[0]!.id, note: 'Great fit' }],
  });
  if (submitted) expect((await agency.api.post('/api/user/casting-call-response-submit', { casting_call_id: callId })).status).toBe(200);
  return { brand, agency, brandTeam };
}

describe('messaging teams the team has worked with', () => {
  it('lets an agency that answered a brand’s Creator Call and the brand write to each other, both ways', async () => {
    const { brand, agency, brandTeam } = await brandAndAgency(true);
    const recipients = (await agency.api.get('/trpc/messaging.recipients')).json.result.data.recipients;
    expect(recipients).toContainEqual(expect.objectContaining({ id: brand.user.id, team_name: brandTeam.name }));

    const started = await startConversation(agency.api, brand.user.id, 'About the Winter Boots shortlist');
    expect(started.status, started.text).toBe(200);
    const brandList = (await brand.api.get('/api/conversations')).json;
    expect(brandList.conversations.map((c: { id: number }) => c.id)).toEqual([started.json.conversation_id]);
    const reply = await brand.api.post('/api/conversations/reply', { conversation_id: started.json.conversation_id, content: 'Thanks, reading it now' });
    expect(reply.status).toBe(200);
    expect((await startConversation(brand.api, agency.user.id)).status).toBe(200);
  });

  it('refuses (404) a team whose response is only a draft, and a team with no call in common', async () => {
    const { brand, agency } = await brandAndAgency(false);
    const stranger = await member(app);
    for (const [from, to] of [
      [agency, brand],
      [brand, agency],
      [stranger, brand],
    ] as const) {
      const refused = await startConversation(from.api, to.user.id);
      expect(refused.status).toBe(404);
      expect(refused.json.error).toBe(MESSAGING_TEXT.receiverNotAllowed);
    }
    const recipients = (await agency.api.get('/trpc/messaging.recipients')).json.result.data.recipients;
    expect(recipients.map((r: { id: number }) => r.id)).not.toContain(brand.user.id);
    expect((await brand.api.get('/api/conversations')).json.conversations).toEqual([]);
  });
});
