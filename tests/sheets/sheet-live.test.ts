import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SheetLiveEvent } from '../../shared/schemas/sheets/sheet-live.js';
import { createRosterCreators } from '../helpers/sheets-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { collect } from '../helpers/subscription.js';
import { wsTrpcClient } from '../helpers/ws-client.js';
import { save, signedInMember } from './sheet-helpers.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** Collects what a subscriber of sheets.live hears. */
function listen(cookie: string, sheetId: string) {
  const ws = wsTrpcClient(app.baseUrl, cookie);
  const heard = collect<{ data: SheetLiveEvent }>((handlers) => ws.client.sheets.live.subscribe({ sheet_id: sheetId }, handlers));
  return {
    get events() {
      return heard.events.map((e) => e.data);
    },
    errors: heard.errors as { data?: { code?: string } }[],
    ready: heard.started,
    close: () => {
      heard.stop();
      ws.close();
    },
  };
}

const eventually = (check: () => boolean) => expect.poll(check, { timeout: 5000 }).toBe(true);

describe('sheets.live', () => {
  it('acknowledges a save with the sheet, new version, saver, client id and the saved sheet', async () => {
    const { api, user, team, em } = await signedInMember(app);
    const [a, b] = await createRosterCreators(em, team, 2);
    const first = await save(api, { title: 'Live', influencers: [] });
    const live = listen(api.cookieHeader, first.json.sheet_id);
    await live.ready;
    const second = await save(api, {
      sheet_id: first.json.sheet_id,
      title: 'Live 2',
      influencers: [{ influencer_id: b.id, note: 'Lead' }, { influencer_id: a.id }],
      client_id: 'tab-1',
    });
    await eventually(() => live.events.some((e) => e.type === 'saved'));
    live.close();
    expect(live.events.find((e) => e.type === 'saved')).toEqual({
      type: 'saved',
      sheetId: first.json.sheet_id,
      version: second.json.version,
      by: user.id,
      clientId: 'tab-1',
      content: {
        version: second.json.version,
        title: 'Live 2',
        description: null,
        items: [
          { id: b.id, note: 'Lead' },
          { id: a.id, note: null },
        ],
      },
    });
  });

  it('tells an open editor who else opens the sheet', async () => {
    const owner = await signedInMember(app);
    const colleague = await signedInMember(app, owner.team);
    const sheetId = (await save(owner.api, { title: 'Shared', influencers: [] })).json.sheet_id;
    const mine = listen(owner.api.cookieHeader, sheetId);
    await mine.ready;
    const theirs = listen(colleague.api.cookieHeader, sheetId);
    await eventually(() => mine.events.some((e) => e.type === 'presence' && e.state === 'joined'));
    await eventually(() => theirs.events.some((e) => e.type === 'presence' && e.state === 'here'));
    expect(mine.events.find((e) => e.type === 'presence')).toMatchObject({ userId: colleague.user.id, state: 'joined' });
    theirs.close();
    await eventually(() => mine.events.some((e) => e.type === 'presence' && e.state === 'left'));
    mine.close();
  });

  it("answers NOT_FOUND for another team's sheet", async () => {
    const owner = await signedInMember(app);
    const outsider = await signedInMember(app);
    const sheetId = (await save(owner.api, { title: 'Private', influencers: [] })).json.sheet_id;
    const live = listen(outsider.api.cookieHeader, sheetId);
    await eventually(() => live.errors.length > 0);
    live.close();
    expect(live.errors[0].data?.code).toBe('NOT_FOUND');
  });
});
