import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_TEXT } from '../../shared/creator-call-texts.js';
import { MSG } from '../../shared/messages.js';
import { CastingCallResponse } from '../../server/modules/creator-calls/casting-call-response.entity.js';
import { CastingCall } from '../../server/modules/creator-calls/casting-call.entity.js';
import { SheetEntry } from '../../server/modules/sheets/sheet-entry.entity.js';
import { createCastingCall, createRosterCreators } from '../helpers/sheets-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { save, signedInMember } from '../sheets/sheet-helpers.js';
import type { ApiClient } from '../helpers/api-client.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const submit = (api: ApiClient, castingCallId: string) => api.post('/api/user/casting-call-response-submit', { casting_call_id: castingCallId });
const cardOf = async (api: ApiClient, id: string) =>
  (await api.get('/api/casting-calls/agency/casting-calls')).json.casting_calls.find((c: { id: string }) => c.id === id);

/** Opens the response as the screen does (tRPC-only call) and saves `count` roster creators on it. */
async function respondWith(api: ApiClient, castingCallId: string, creatorIds: number[]) {
  const opened = await api.post('/trpc/creatorCalls.openResponse', { casting_call_id: castingCallId });
  expect(opened.status, opened.text).toBe(200);
  const sheetId: string = opened.json.result.data.talent_sheet_id;
  const saved = await save(api, { sheet_id: sheetId, title: '', influencers: creatorIds.map((id) => ({ influencer_id: id })) });
  expect(saved.status, saved.text).toBe(200);
  return sheetId;
}

describe('Creator Calls: list, response state machine, submit', () => {
  it('lists open calls newest first with the fields of spec §3, leaving out ended and closed ones', async () => {
    const { api, em } = await signedInMember(app);
    const older = await createCastingCall(em, 'Older call', { endDate: day(10), createdAt: new Date(Date.now() - 2 * DAY) });
    const newer = await createCastingCall(em, 'Newer call', { endDate: day(0), createdAt: new Date(Date.now() - DAY) });
    const ended = await createCastingCall(em, 'Ended call', { endDate: day(-1) });
    const closed = await createCastingCall(em, 'Closed call', { endDate: day(5), closedAt: new Date() });
    const answer = await api.get('/api/casting-calls/agency/casting-calls');
    expect(answer.status).toBe(200);
    const ids = answer.json.casting_calls.map((c: { id: string }) => c.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ids).not.toContain(ended.id);
    expect(ids).not.toContain(closed.id);
    expect(await cardOf(api, older.id)).toEqual({
      id: older.id,
      title: 'Older call',
      description: 'A brand looks for creators',
      start_date: null,
      end_date: day(10),
      deliverables: null,
      locations: null,
      compensation: null,
      brandRepresented: null,
      displayImages: [],
      team_name: 'Brand Co',
      team_image_url: null,
      response_sheet_id: null,
      response_status: null,
      closed: false,
      review: null,
    });
    // A closed call stays readable by id.
    const one = await api.get(`/api/casting-calls/agency/${closed.id}`);
    expect(one.json.casting_call).toMatchObject({ id: closed.id, closed: true });
    expect((await api.get(`/api/casting-calls/agency/${ended.id}`)).json.casting_call.closed).toBe(true);
  });

  it('goes none -> created -> draft -> submitted, the card and response call following along', async () => {
    const { api, team, em } = await signedInMember(app);
    const call = await createCastingCall(em, 'Spring launch', { endDate: day(3) });
    const creators = await createRosterCreators(em, team, 3);
    expect((await api.get(`/api/casting-calls/response/${call.id}`)).json).toEqual({ talent_sheet_id: null, response_status: null });

    const opened = await api.post('/trpc/creatorCalls.openResponse', { casting_call_id: call.id });
    const sheetId = opened.json.result.data.talent_sheet_id;
    expect(opened.json.result.data.response_status).toBe('created');
    const reopened = await api.post('/trpc/creatorCalls.openResponse', { casting_call_id: call.id });
    expect(reopened.json.result.data.talent_sheet_id).toBe(sheetId);
    expect(await cardOf(api, call.id)).toMatchObject({ response_sheet_id: sheetId, response_status: 'created' });
    const sheet = await api.get(`/api/talent-sheets/${sheetId}`);
    expect(sheet.json.sheet).toMatchObject({ title: 'Response to: Spring launch', sheet_type: 'casting_call_response' });

    await save(api, { sheet_id: sheetId, title: '', influencers: creators.map((c) => ({ influencer_id: c.id })) });
    expect((await api.get(`/api/casting-calls/response/${call.id}`)).json).toEqual({ talent_sheet_id: sheetId, response_status: 'draft' });

    const submitted = await submit(api, call.id);
    expect(submitted.status, submitted.text).toBe(200);
    expect(submitted.json).toMatchObject({ success: true, talent_sheet_id: sheetId, response_status: 'submitted' });
    expect(await cardOf(api, call.id)).toMatchObject({ response_status: 'submitted' });
    const stored = await app.orm.em.fork().findOneOrFail(CastingCallResponse, { sheet: sheetId });
    expect(stored.submittedAt).toBeInstanceOf(Date);
  });

  it('refuses a second submission and any later edit of a submitted response, changing nothing', async () => {
    const { api, team, em } = await signedInMember(app);
    const call = await createCastingCall(em);
    const [a, b] = await createRosterCreators(em, team, 2);
    const sheetId = await respondWith(api, call.id, [a.id]);
    expect((await submit(api, call.id)).status).toBe(200);
    const again = await submit(api, call.id);
    expect(again.status).toBe(400);
    expect(again.json.error).toBe(CALL_TEXT.alreadySubmitted);
    const edit = await save(api, { sheet_id: sheetId, title: '', influencers: [{ influencer_id: a.id }, { influencer_id: b.id }] });
    expect(edit.status).toBe(400);
    expect(edit.json.error).toBe(CALL_TEXT.alreadySubmitted);
    const byCall = await save(api, { casting_call_id: call.id, title: '', influencers: [] });
    expect(byCall.status).toBe(400);
    expect((await api.get(`/api/talent-sheets/${sheetId}`)).json.sheet.influencer_ids).toEqual([a.id]);
  });

  it('takes exactly one of two simultaneous submissions', async () => {
    const { api, team, em } = await signedInMember(app);
    const call = await createCastingCall(em);
    const [creator] = await createRosterCreators(em, team, 1);
    await respondWith(api, call.id, [creator.id]);
    const answers = await Promise.all([submit(api, call.id), submit(api, call.id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.status === 400)!.json.error).toBe(CALL_TEXT.alreadySubmitted);
  });

  it('refuses to submit an empty response, no response, or over 40 creators (the spec text)', async () => {
    const { api, team, em } = await signedInMember(app);
    const call = await createCastingCall(em);
    const none = await submit(api, call.id);
    expect(none.status).toBe(400);
    expect(none.json.error).toBe(CALL_TEXT.noResponseYet);
    const sheetId = await respondWith(api, call.id, []);
    const empty = await submit(api, call.id);
    expect(empty.status).toBe(400);
    expect(empty.json.error).toBe(CALL_TEXT.emptyResponse);

    // Saves refuse a 41st creator, so put 41 there directly, as an older import might have.
    const creators = await createRosterCreators(em, team, 41);
    for (const [position, creator] of creators.entries()) em.create(SheetEntry, { team, sheet: sheetId, influencer: creator, position, createdAt: new Date() });
    await em.flush();
    const over = await submit(api, call.id);
    expect(over.status).toBe(400);
    expect(over.json.error).toBe(MSG.castingResponseLimit);
    expect((await api.get(`/api/casting-calls/response/${call.id}`)).json.response_status).toBe('draft');
  });

  it('refuses to start or submit a response to a closed call, while its existing response stays readable', async () => {
    const { api, team, em } = await signedInMember(app);
    const open = await createCastingCall(em, 'Soon closed', { endDate: day(2) });
    const [creator] = await createRosterCreators(em, team, 1);
    const sheetId = await respondWith(api, open.id, [creator.id]);
    await app.orm.em.fork().nativeUpdate(CastingCall, { id: open.id }, { closedAt: new Date() });
    const late = await submit(api, open.id);
    expect(late.status).toBe(400);
    expect(late.json.error).toBe(CALL_TEXT.callClosed);
    expect((await api.get(`/api/casting-calls/response/${open.id}`)).json).toEqual({ talent_sheet_id: sheetId, response_status: 'draft' });
    expect((await api.get(`/api/talent-sheets/${sheetId}`)).status).toBe(200);

    const ended = await createCastingCall(em, 'Ended', { endDate: day(-1) });
    const start = await api.post('/trpc/creatorCalls.openResponse', { casting_call_id: ended.id });
    expect(start.status).toBe(400);
    expect(start.json.error.message).toBe(CALL_TEXT.callClosed);
    const bySave = await save(api, { casting_call_id: ended.id, title: '', influencers: [{ influencer_id: creator.id }] });
    expect(bySave.status).toBe(400);
    expect(bySave.json.error).toBe(CALL_TEXT.callClosed);
    expect((await api.get(`/api/casting-calls/response/${ended.id}`)).json.talent_sheet_id).toBeNull();
  });

  it('answers 404 for an unknown call and 400 naming the field for a malformed one', async () => {
    const { api } = await signedInMember(app);
    const unknown = 'unknownCall00000000000';
    for (const answer of [
      await api.get(`/api/casting-calls/agency/${unknown}`),
      await api.get(`/api/casting-calls/response/${unknown}`),
      await submit(api, unknown),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.json.error).toBe(CALL_TEXT.callNotFound);
    }
    const malformed = await api.post('/api/user/casting-call-response-submit', { casting_call_id: 'not a/valid id' });
    expect(malformed.status).toBe(400);
    expect(malformed.json.fields).toHaveProperty('casting_call_id');
    const missing = await api.post('/api/user/casting-call-response-submit', {});
    expect(missing.status).toBe(400);
    expect(missing.json.fields).toHaveProperty('casting_call_id');
  });

  it('treats a response whose sheet was deleted as none: a new response replaces it', async () => {
    const { api, team, em } = await signedInMember(app);
    const call = await createCastingCall(em);
    const [creator] = await createRosterCreators(em, team, 1);
    const first = await respondWith(api, call.id, [creator.id]);
    expect((await api.post('/api/user/talent-sheets/delete', { sheet_id: first })).status).toBe(200);
    expect(await cardOf(api, call.id)).toMatchObject({ response_sheet_id: null, response_status: null });
    const second = await respondWith(api, call.id, [creator.id]);
    expect(second).not.toBe(first);
    expect((await submit(api, call.id)).json.talent_sheet_id).toBe(second);
  });
});
