import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_TEXT } from '../../shared/creator-call-texts.js';
import { ROLE_TEXT } from '../../shared/role-texts.js';
import { CastingCallResponse } from '../../server/modules/creator-calls/casting-call-response.entity.js';
import { ApiClient } from '../helpers/api-client.js';
import { createUser, TEST_PASSWORD } from '../helpers/factories.js';
import { createResponseSheet, createRosterCreators } from '../helpers/sheets-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { save, signedInMember } from '../sheets/sheet-helpers.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('Creator Calls access', () => {
  it('answers 401 to every call when signed out', async () => {
    const anonymous = new ApiClient(app.baseUrl);
    const id = 'someCall00000000000000';
    const answers = await Promise.all([
      anonymous.get('/api/casting-calls/agency/casting-calls'),
      anonymous.get(`/api/casting-calls/agency/${id}`),
      anonymous.get(`/api/casting-calls/response/${id}`),
      anonymous.post('/api/user/casting-call-response-submit', { casting_call_id: id }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 401]);
  });

  it("never shows or submits another team's response: it has none of its own, and theirs stays a draft", async () => {
    const owner = await signedInMember(app);
    const [creator] = await createRosterCreators(owner.em, owner.team, 1);
    const { sheet, castingCall } = await createResponseSheet(owner.em, owner.team, owner.user);
    await save(owner.api, { sheet_id: sheet.id, title: '', influencers: [{ influencer_id: creator.id }] });
    const other = await signedInMember(app);

    const card = (await other.api.get('/api/casting-calls/agency/casting-calls')).json.casting_calls.find((c: { id: string }) => c.id === castingCall.id);
    expect(card).toMatchObject({ response_sheet_id: null, response_status: null });
    expect((await other.api.get(`/api/casting-calls/agency/${castingCall.id}`)).json.casting_call.response_sheet_id).toBeNull();
    expect((await other.api.get(`/api/casting-calls/response/${castingCall.id}`)).json.talent_sheet_id).toBeNull();
    const submitted = await other.api.post('/api/user/casting-call-response-submit', { casting_call_id: castingCall.id });
    expect(submitted.status).toBe(400);
    expect(submitted.json.error).toBe(CALL_TEXT.noResponseYet);
    // Their sheet answers 404, as any other team's sheet does, to reads and saves alike.
    expect((await other.api.get(`/api/talent-sheets/${sheet.id}`)).status).toBe(404);
    expect((await save(other.api, { sheet_id: sheet.id, title: '', influencers: [] })).status).toBe(404);

    const stored = await app.orm.em.fork().findOneOrFail(CastingCallResponse, { sheet: sheet.id });
    expect(stored.status).toBe('draft');
    expect((await owner.api.get(`/api/talent-sheets/${sheet.id}`)).json.sheet.influencer_ids).toEqual([creator.id]);
  });

  it('lists the four calls of spec §7.8 in the OpenAPI document', async () => {
    const document = (await new ApiClient(app.baseUrl).get('/api/openapi.json')).json;
    expect(document.paths['/api/casting-calls/agency/casting-calls']).toHaveProperty('get');
    expect(document.paths['/api/casting-calls/agency/{id}']).toHaveProperty('get');
    expect(document.paths['/api/casting-calls/response/{castingCallId}']).toHaveProperty('get');
    expect(document.paths['/api/user/casting-call-response-submit']).toHaveProperty('post');
  });

  it('refuses search-only members (403), like every sheet call', async () => {
    const { team } = await signedInMember(app);
    const { user } = await createUser(app.orm.em.fork(), { team, role: 'search_only' });
    const api = new ApiClient(app.baseUrl);
    await api.signIn(user.email, TEST_PASSWORD);
    const answer = await api.get('/api/casting-calls/agency/casting-calls');
    expect(answer.status).toBe(403);
    expect(answer.json.error).toBe(ROLE_TEXT.searchOnly);
  });
});
