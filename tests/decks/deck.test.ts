import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Notification } from '../../server/modules/notifications/notification.entity.js';
import { RosterEntry } from '../../server/modules/roster/roster-entry.entity.js';
import { DECK_TEXT } from '../../shared/deck-constants.js';
import { SERVICE_TEXT } from '../../shared/service-texts.js';
import { TEAM_EVENT_TEXT } from '../../shared/public-texts.js';
import { ApiClient } from '../helpers/api-client.js';
import { addToRoster, createCollection, createCreator, createSheet } from '../helpers/public-factories.js';
import { pdfPages, readPdf } from '../helpers/pdf-text.js';
import { signedInUser } from '../helpers/signed-in.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const em = () => app.orm.em.fork();

/** A team's sheet of `count` rostered creators, each with a rate card, a tagline and a markdown description. */
async function rostered(count: number) {
  const owner = await signedInUser(app, { role: 'team_admin' });
  const creators = [];
  for (let i = 0; i < count; i++) {
    const { influencer } = await createCreator(em(), { fullname: `Deck Creator ${i}` });
    await addToRoster(em(), owner.team, influencer, {
      tagline: `Tagline of creator ${i}`,
      customDescription: `**Bold claim ${i}** and a [link](https://example.test/${i})\n\n- first point\n- second point`,
      rateCard: [{ platform: 'instagram', description: 'One reel', rate: `$${1000 + i}-RATE` }],
    });
    creators.push(influencer);
  }
  const sheet = await createSheet(em(), owner.team, creators, {
    title: 'Deck Sheet',
    description: 'Creators for spring',
    notes: { [creators[0]!.id]: 'A special note for the brand' },
  });
  return { ...owner, creators, sheet };
}

async function download(client: ApiClient | { baseUrl: string; cookieHeader?: string }, path: string) {
  const response = await fetch(app.baseUrl + path, { headers: 'cookieHeader' in client && client.cookieHeader ? { cookie: client.cookieHeader } : {} });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

describe('a response sent from the comparison', () => {
  const notificationsOf = (teamId: string) => em().find(Notification, { team: teamId }, { orderBy: { id: 'asc' } });

  it('tells the team how many creators the brand compared, and the responses list names them as the team does', async () => {
    const { client, team, creators, sheet } = await rostered(3);
    await em().nativeUpdate(RosterEntry, { team: team.id, influencer: creators[2]!.id }, { customDisplayName: 'Stage Name 2' });
    const brand = new ApiClient(app.baseUrl);
    const sent = await brand.post('/api/talent-sheet-response-form', {
      talent_sheet_id: sheet.id,
      compared_influencers: [creators[0]!.id, creators[2]!.id],
      responderEmail: 'buyer@acme.com',
      comments: 'These two',
    });
    expect(sent.status).toBe(200);
    expect((await notificationsOf(team.id)).map((n) => n.title)).toEqual([TEAM_EVENT_TEXT.sheetComparison('Acme', 2, sheet.title)]);
    const { responses } = (await client.get(`/api/talent-sheets/${sheet.id}/responses`)).json;
    expect(responses).toMatchObject([
      {
        summary: TEAM_EVENT_TEXT.sheetComparison('Acme', 2, sheet.title),
        comments: 'These two',
        compared: [{ name: 'Deck Creator 0' }, { name: 'Stage Name 2' }],
      },
    ]);
    expect(responses[0].liked.map((c: { name: string }) => c.name)).toEqual(['Deck Creator 0', 'Stage Name 2']);
  });

  it("a comparison naming fewer than two of the sheet's creators is a plain response; one or five is refused", async () => {
    const { team, creators, sheet } = await rostered(1);
    const other = (await createCreator(em())).influencer;
    const brand = new ApiClient(app.baseUrl);
    const body = { talent_sheet_id: sheet.id, responderEmail: 'buyer@acme.com' };
    expect((await brand.post('/api/talent-sheet-response-form', { ...body, compared_influencers: [creators[0]!.id, other.id] })).status).toBe(200);
    expect((await notificationsOf(team.id)).map((n) => n.title)).toEqual([TEAM_EVENT_TEXT.sheetResponse('Acme', sheet.title)]);
    for (const ids of [[creators[0]!.id], [1, 2, 3, 4, 5]]) {
      const refused = await brand.post('/api/talent-sheet-response-form', { ...body, compared_influencers: ids });
      expect(refused.status).toBe(400);
      expect(refused.json.fields).toHaveProperty('compared_influencers');
    }
    expect(await notificationsOf(team.id)).toHaveLength(1);
  });
});

describe('PDF decks', () => {
  it('a sheet downloads as a cover, one page per creator and a contact page, with names, notes, descriptions and rates', async () => {
    const { client, sheet } = await rostered(3);
    const { response, bytes } = await download(client, `/api/talent-sheets/${sheet.id}/deck`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="Deck Sheet.pdf"; filename*=UTF-8\'\'Deck%20Sheet.pdf');
    const pages = await pdfPages(bytes);
    expect(pages).toHaveLength(5);
    expect(pages[0]).toContain('Creators for spring');
    for (let i = 0; i < 3; i++) {
      expect(pages[i + 1]).toContain(`Deck Creator ${i}`);
      expect(pages[i + 1]).toContain(`Tagline of creator ${i}`);
      expect(pages[i + 1]).toContain(`Bold claim ${i}`);
      expect(pages[i + 1]).toContain(`$${1000 + i}-RATE`);
    }
    expect(pages[1]).toContain('A special note for the brand');
    expect(pages[4]).toContain(DECK_TEXT.contactTitle);
    // The demo data source serves the figures: every page says "Demo data" at its foot.
    for (const page of pages) expect(page).toContain(`${SERVICE_TEXT.demoData}:`);
    // Every page is A4, however little it holds.
    expect((await readPdf(bytes)).map(({ width, height }) => `${width}x${height}`)).toEqual(Array(5).fill('595x842'));
  });

  it('leaves the rates out when the sheet hides them, in the editor and on the public download', async () => {
    const { client, sheet } = await rostered(2);
    const set = await client.request('PUT', `/api/talent-sheets/${sheet.id}/share-settings`, { hide_rates: true, allow_pdf_download: true });
    expect(set.json).toEqual({ hide_rates: true, allow_pdf_download: true });
    for (const deck of [
      await download(client, `/api/talent-sheets/${sheet.id}/deck`),
      await download({ baseUrl: app.baseUrl }, `/api/public/talent-sheets/${sheet.id}/deck`),
    ]) {
      expect(deck.response.status).toBe(200);
      const text = (await pdfPages(deck.bytes)).join('\n');
      expect(text).toContain('Deck Creator 1');
      expect(text).not.toContain('-RATE');
    }
    const profile = await new ApiClient(app.baseUrl).get(`/api/public/talent-sheets/${sheet.id}`);
    expect(profile.json.sheet).toMatchObject({ hide_rates: true, allow_pdf_download: true });
  });

  it('brands may download only when the share settings allow it; another team never gets a deck', async () => {
    const { client, sheet } = await rostered(1);
    const brand = await download({ baseUrl: app.baseUrl }, `/api/public/talent-sheets/${sheet.id}/deck`);
    expect(brand.response.status).toBe(403);
    expect(JSON.parse(new TextDecoder().decode(brand.bytes)).error).toBe(DECK_TEXT.notAllowed);
    expect((await client.get(`/api/talent-sheets/${sheet.id}/share-settings`)).json).toEqual({ allow_pdf_download: false, hide_rates: false });

    const other = await signedInUser(app, { role: 'team_admin' });
    expect((await download(other.client, `/api/talent-sheets/${sheet.id}/deck`)).response.status).toBe(404);
    expect((await other.client.request('PUT', `/api/talent-sheets/${sheet.id}/share-settings`, { allow_pdf_download: true })).status).toBe(404);
    expect((await client.get(`/api/talent-sheets/${sheet.id}/share-settings`)).json.allow_pdf_download).toBe(false);
  });

  it('a creator with long texts still takes one page', async () => {
    const owner = await signedInUser(app, { role: 'team_admin' });
    const { influencer } = await createCreator(em(), { fullname: 'Wordy Creator' });
    const paragraph = 'A sentence about the creator and the brands they love to work with. '.repeat(40);
    await addToRoster(em(), owner.team, influencer, { customDescription: `${paragraph}\n\n${paragraph}`, tagline: 'A tagline of thirty characters' });
    const sheet = await createSheet(em(), owner.team, [influencer], { notes: { [influencer.id]: 'Note. '.repeat(800) } });
    const pages = await pdfPages((await download(owner.client, `/api/talent-sheets/${sheet.id}/deck`)).bytes);
    expect(pages).toHaveLength(3);
    expect(pages[1]).toContain('Wordy Creator');
  });

  it('a collection downloads each creator once, across its sheets', async () => {
    const { client, team, creators, sheet } = await rostered(2);
    const second = await createSheet(em(), team, [creators[1]!], { title: 'Second' });
    const collection = await createCollection(em(), team, [sheet, second], 'Spring Collection');
    const { response, bytes } = await download(client, `/api/collections/${collection.id}/deck`);
    expect(response.status).toBe(200);
    const pages = await pdfPages(bytes);
    expect(pages).toHaveLength(4);
    expect(pages[0]).toContain('Spring Collection');
  });

  it('a deck is answered only on its /api path: tRPC refuses it before making anything', async () => {
    const { client, sheet } = await rostered(1);
    const input = encodeURIComponent(JSON.stringify({ sheet_id: sheet.id }));
    const refused = await client.get(`/trpc/decks.sheet?input=${input}`);
    expect(refused.status).toBe(405);
    expect(refused.text).toContain('/api path');
  });

  it('the OpenAPI document shows the deck as a PDF', async () => {
    const document = (await new ApiClient(app.baseUrl).get('/api/openapi.json')).json;
    expect(Object.keys(document.paths['/api/talent-sheets/{sheet_id}/deck'].get.responses['200'].content)).toEqual(['application/pdf']);
  });
});
