import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollectionSavedEvent } from '../../shared/schemas/collections.js';
import { TalentSheet } from '../../server/modules/sheets/talent-sheet.entity.js';
import type { Team } from '../../server/modules/teams/team.entity.js';
import { ApiClient } from '../helpers/api-client.js';
import { createSheet, createTeamMember } from '../helpers/collections-factories.js';
import { TEST_PASSWORD } from '../helpers/factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { wsTrpcClient } from '../helpers/ws-client.js';

let app: TestApp;
let team: Team;
let otherTeamSheet: TalentSheet;
const editor = { api: undefined as unknown as ApiClient, userId: 0 };
const colleague = { api: undefined as unknown as ApiClient, userId: 0 };

beforeAll(async () => {
  app = await startTestApp();
  const em = app.orm.em.fork();
  const first = await createTeamMember(em);
  team = first.team;
  const second = await createTeamMember(em, team);
  otherTeamSheet = await createSheet(em, (await createTeamMember(em)).team, { title: 'Elsewhere report' });
  for (const [who, user] of [
    [editor, first.user],
    [colleague, second.user],
  ] as const) {
    who.api = new ApiClient(app.baseUrl);
    who.userId = user.id;
    await who.api.signIn(user.email, TEST_PASSWORD);
  }
});
afterAll(() => app.close());

describe('collection.saved over the WebSocket', () => {
  it('acknowledges a save to the saving editor and tells a colleague who saved', async () => {
    const sheet = await createSheet(app.orm.em.fork(), team);
    const created = await editor.api.post('/api/user/collections/save', { title: 'Live', salesheet_ids: [] });
    const collectionId = created.json.collection_id as string;

    const received: Record<string, CollectionSavedEvent[]> = { editor: [], colleague: [] };
    const sockets = [
      ['editor', wsTrpcClient(app.baseUrl, editor.api.cookieHeader)],
      ['colleague', wsTrpcClient(app.baseUrl, colleague.api.cookieHeader)],
    ] as const;
    const started = sockets.map(
      ([name, { client }]) =>
        new Promise<void>((resolve) => {
          client.collections.live.subscribe(
            { collection_id: collectionId },
            { onStarted: () => resolve(), onData: (event) => received[name].push(event.data) },
          );
        }),
    );
    await Promise.all(started);

    const saved = await editor.api.post('/api/user/collections/save', { id: collectionId, title: 'Live', salesheet_ids: [sheet.id] });
    expect(saved.status).toBe(200);
    const expected = { collectionId, version: saved.json.version, by: editor.userId };
    await expect.poll(() => received.editor, { timeout: 5000 }).toContainEqual(expected);
    await expect.poll(() => received.colleague, { timeout: 5000 }).toContainEqual(expected);

    const renamed = await colleague.api.post('/api/user/collections/alter-title', { collection_id: collectionId, title: 'Live, renamed' });
    expect(renamed.json.version).toBeGreaterThan(saved.json.version);
    await expect.poll(() => received.editor, { timeout: 5000 }).toContainEqual({ collectionId, version: renamed.json.version, by: colleague.userId });
    for (const [, socket] of sockets) socket.close();
  });
});

describe('available sheets for the editor', () => {
  it("lists the team's sheets in groups of 80, filtering by title only beyond 2 characters", async () => {
    const em = app.orm.em.fork();
    for (let i = 0; i < 81; i++) em.create(TalentSheet, { team, title: `Group sheet ${i}`, createdAt: new Date(), updatedAt: new Date() });
    await em.flush();
    await createSheet(em, team, { title: 'Retired report', deleted: true });
    const { client, close } = wsTrpcClient(app.baseUrl, editor.api.cookieHeader);

    const first = await client.collections.availableSheets.query({ title_filter: 'Group sheet' });
    expect(first).toMatchObject({ total: 81, offset: 0, limit: 80 });
    expect(first.sheets).toHaveLength(80);
    const next = await client.collections.availableSheets.query({ title_filter: 'Group sheet', offset: 80 });
    expect(next.sheets).toHaveLength(1);

    const report = await client.collections.availableSheets.query({ title_filter: 'report' });
    expect(report.total).toBe(0);
    const short = await client.collections.availableSheets.query({ title_filter: 'Gr' });
    expect(short.total).toBeGreaterThan(81);
    expect(short.sheets.map((s) => s.title)).not.toContain(otherTeamSheet.title);
    close();
  });
});
