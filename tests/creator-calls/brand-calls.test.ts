import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_CALL_TEXT, CALL_TEXT } from '../../shared/creator-call-texts.js';
import { earliestStartDate } from '../../shared/schemas/brand-calls.js';
import { MailOutbox } from '../../server/mail/mail-outbox.entity.js';
import { CastingCallResponse } from '../../server/modules/creator-calls/casting-call-response.entity.js';
import { Notification } from '../../server/modules/notifications/notification.entity.js';
import { createRosterCreators } from '../helpers/sheets-factories.js';
import { collect } from '../helpers/subscription.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { wsTrpcClient } from '../helpers/ws-client.js';
import { save, signedInMember } from '../sheets/sheet-helpers.js';
import { signedInBrand as brandOf } from './brand-helpers.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const signedInBrand = (name = 'Acme Brand') => brandOf(app, name);

const DAY_MS = 86_400_000;
const call = {
  title: 'Winter Boots',
  description: 'Cold-weather creators',
  start_date: earliestStartDate(Date.now() + 30 * DAY_MS),
  end_date: '2099-01-31',
  deliverables: '2 Reels',
  displayImages: ['https://img.example/boots.jpg'],
};

describe('brand accounts publish, edit and close Creator Calls, and read only submitted responses', () => {
  it('publishes a call that agencies then see, named after the brand', async () => {
    const brand = await signedInBrand('Northpeak Outdoor');
    const saved = await brand.mutate('brandCalls.save', call);
    expect(saved.status, saved.text).toBe(200);
    const id = saved.json.result.data.casting_call_id;
    const agency = await signedInMember(app);
    const card = (await agency.api.get('/api/casting-calls/agency/casting-calls')).json.casting_calls.find((c: { id: string }) => c.id === id);
    expect(card).toMatchObject({ title: 'Winter Boots', team_name: 'Northpeak Outdoor', deliverables: '2 Reels', end_date: '2099-01-31', closed: false });
    const mine = (await brand.query('brandCalls.list')).json.result.data.casting_calls;
    expect(mine).toEqual([expect.objectContaining({ id, submitted_responses: 0 })]);
  });

  it('edits its own call, refuses bad input naming the field, and cannot touch another brand’s call (404)', async () => {
    const brand = await signedInBrand();
    const id = (await brand.mutate('brandCalls.save', call)).json.result.data.casting_call_id;
    expect((await brand.mutate('brandCalls.save', { ...call, id, title: 'Winter Boots 2' })).status).toBe(200);
    const badDates = await brand.mutate('brandCalls.save', { ...call, id, start_date: '2027-02-01', end_date: '2027-01-01' });
    expect(badDates.status).toBe(400);
    expect(badDates.json.error.message).toContain(CALL_TEXT.brandDatesOrder);
    const noTitle = await brand.mutate('brandCalls.save', { ...call, title: ' ' });
    expect(noTitle.status).toBe(400);
    expect(noTitle.json.error.message).toContain(CALL_TEXT.brandTitleRequired);

    // A start date that has passed everywhere is refused, naming the field; a running call keeps its own when edited.
    const passed = earliestStartDate(Date.now() - DAY_MS);
    for (const request of [
      { ...call, start_date: passed },
      { ...call, id, start_date: passed },
    ]) {
      const refused = await brand.mutate('brandCalls.save', request);
      expect(refused.status).toBe(400);
      expect(refused.json.error).toMatchObject({ message: CALL_TEXT.brandStartDatePast, data: { fields: { start_date: CALL_TEXT.brandStartDatePast } } });
    }
    await app.orm.em.fork().getConnection().execute('update casting_call set start_date = ? where id = ?', [passed, id]);
    expect((await brand.mutate('brandCalls.save', { ...call, id, start_date: passed, title: 'Winter Boots 2' })).status).toBe(200);
    expect((await brand.mutate('brandCalls.save', { ...call, id, start_date: earliestStartDate(Date.now() - 2 * DAY_MS) })).status).toBe(400);
    expect((await brand.mutate('brandCalls.save', { ...call, id, start_date: earliestStartDate(), title: 'Winter Boots 2' })).status).toBe(200);

    const other = await signedInBrand('Other Brand');
    expect((await other.mutate('brandCalls.save', { ...call, id, title: 'Hijacked' })).status).toBe(404);
    expect((await other.mutate('brandCalls.close', { casting_call_id: id })).status).toBe(404);
    expect((await other.query('brandCalls.responses', { casting_call_id: id })).status).toBe(404);
    const titles = (await brand.query('brandCalls.list')).json.result.data.casting_calls.map((c: { title: string }) => c.title);
    expect(titles).toEqual(['Winter Boots 2']);
  });

  it('shows the brand only submitted responses, and a draft nowhere', async () => {
    const brand = await signedInBrand();
    const id = (await brand.mutate('brandCalls.save', call)).json.result.data.casting_call_id;
    const sent = await signedInMember(app);
    const drafting = await signedInMember(app);
    for (const agency of [sent, drafting]) {
      const creators = await createRosterCreators(agency.em, agency.team, 2);
      const opened = await agency.api.post('/trpc/creatorCalls.openResponse', { casting_call_id: id });
      await save(agency.api, {
        sheet_id: opened.json.result.data.talent_sheet_id,
        title: '',
        influencers: creators.map((c) => ({ influencer_id: c.id, note: `Note ${c.id}` })),
      });
    }
    const brandWs = wsTrpcClient(app.baseUrl, brand.api.cookieHeader);
    const brandHeard = collect<{ data: { type: string; title: string } }>((handlers) => brandWs.client.teamNotifications.live.subscribe(undefined, handlers));
    await brandHeard.started;
    expect((await sent.api.post('/api/user/casting-call-response-submit', { casting_call_id: id })).status).toBe(200);
    // The brand hears of it at once (its open screens count the response without a reload), and once.
    const answered = { type: 'casting_call_answered' as const, title: BRAND_CALL_TEXT.answeredNotice(sent.team.name, call.title) };
    await expect.poll(() => brandHeard.events.map((e) => e.data)).toEqual([expect.objectContaining(answered)]);
    brandHeard.stop();
    brandWs.close();
    expect(await app.orm.em.fork().count(Notification, { team: brand.team.id, ...answered })).toBe(1);

    const responses = (await brand.query('brandCalls.responses', { casting_call_id: id })).json.result.data.responses;
    expect(responses).toEqual([expect.objectContaining({ team_id: sent.team.id, team_name: sent.team.name, influencer_count: 2 })]);
    const detail = await brand.query('brandCalls.response', { response_id: responses[0].response_id });
    expect(detail.json.result.data.influencers).toHaveLength(2);
    expect(detail.json.result.data.influencers[0]).toMatchObject({ tags: [], note: expect.stringMatching(/^Note /) });
    expect((await brand.query('brandCalls.list')).json.result.data.casting_calls[0].submitted_responses).toBe(1);

    // The draft's response id is refused like an unknown one, and so is the sent one to another brand.
    const draft = await app.orm.em.fork().findOneOrFail(CastingCallResponse, { team: drafting.team.id, castingCall: id });
    expect(draft.status).toBe('draft');
    const draftId = draft.id;
    expect((await brand.query('brandCalls.response', { response_id: draftId })).status).toBe(404);
    const other = await signedInBrand('Other Brand');
    expect((await other.query('brandCalls.response', { response_id: responses[0].response_id })).status).toBe(404);
  });

  it('closes a call: gone from the agencies’ list, no new submission, the submitted response still readable', async () => {
    const brand = await signedInBrand();
    const id = (await brand.mutate('brandCalls.save', call)).json.result.data.casting_call_id;
    const agency = await signedInMember(app);
    const [creator] = await createRosterCreators(agency.em, agency.team, 1);
    const opened = await agency.api.post('/trpc/creatorCalls.openResponse', { casting_call_id: id });
    await save(agency.api, { sheet_id: opened.json.result.data.talent_sheet_id, title: '', influencers: [{ influencer_id: creator.id }] });
    expect((await brand.mutate('brandCalls.close', { casting_call_id: id })).status).toBe(200);
    const list = (await agency.api.get('/api/casting-calls/agency/casting-calls')).json.casting_calls;
    expect(list.map((c: { id: string }) => c.id)).not.toContain(id);
    const late = await agency.api.post('/api/user/casting-call-response-submit', { casting_call_id: id });
    expect(late.status).toBe(400);
    expect(late.json.error).toBe(CALL_TEXT.callClosed);
    expect((await agency.api.get(`/api/talent-sheets/${opened.json.result.data.talent_sheet_id}`)).status).toBe(200);
    expect((await brand.mutate('brandCalls.save', { ...call, id })).status).toBe(400);
  });

  it('shortlists and declines creators and replies: the agency card shows the review, the team is notified and the agency member e-mailed', async () => {
    const brand = await signedInBrand('Review Brand');
    const id = (await brand.mutate('brandCalls.save', call)).json.result.data.casting_call_id;
    const agency = await signedInMember(app);
    const [a, b, outsider] = await createRosterCreators(agency.em, agency.team, 3);
    const opened = await agency.api.post('/trpc/creatorCalls.openResponse', { casting_call_id: id });
    await save(agency.api, { sheet_id: opened.json.result.data.talent_sheet_id, title: '', influencers: [{ influencer_id: a.id }, { influencer_id: b.id }] });
    await agency.api.post('/api/user/casting-call-response-submit', { casting_call_id: id });
    const [row] = (await brand.query('brandCalls.responses', { casting_call_id: id })).json.result.data.responses;
    const cardOf = async () => (await agency.api.get(`/api/casting-calls/agency/${id}`)).json.casting_call;
    expect((await cardOf()).review).toBeNull();
    // The agency's open screens hear every mark; another agency hears none.
    const bystander = await signedInMember(app);
    const [agencyWs, bystanderWs] = [wsTrpcClient(app.baseUrl, agency.api.cookieHeader), wsTrpcClient(app.baseUrl, bystander.api.cookieHeader)];
    const heard = collect<{ data: { casting_call_id: string } }>((handlers) => agencyWs.client.creatorCalls.live.subscribe(undefined, handlers));
    const bystanderHeard = collect<unknown>((handlers) => bystanderWs.client.creatorCalls.live.subscribe(undefined, handlers));
    await Promise.all([heard.started, bystanderHeard.started]);

    const marked = await brand.mutate('brandCalls.reviewCreator', { response_id: row.response_id, influencer_id: a.id, review: 'shortlisted' });
    expect(marked.status, marked.text).toBe(200);
    await brand.mutate('brandCalls.reviewCreator', { response_id: row.response_id, influencer_id: b.id, review: 'declined' });
    expect((await cardOf()).review).toMatchObject({ shortlisted: 1, declined: 1, brand_reply: null });
    const notOnIt = await brand.mutate('brandCalls.reviewCreator', { response_id: row.response_id, influencer_id: outsider.id, review: 'shortlisted' });
    expect(notOnIt.status).toBe(404);
    await expect.poll(() => heard.events.map((e) => e.data.casting_call_id)).toEqual([id, id]);
    expect(bystanderHeard.events).toEqual([]);
    [heard, bystanderHeard].forEach((h) => h.stop());
    [agencyWs, bystanderWs].forEach((ws) => ws.close());

    expect((await brand.mutate('brandCalls.reply', { response_id: row.response_id, reply: 'Love the first one!' })).status).toBe(200);
    expect((await cardOf()).review).toMatchObject({ shortlisted: 1, brand_reply: 'Love the first one!' });
    const detail = (await brand.query('brandCalls.response', { response_id: row.response_id })).json.result.data;
    expect(detail.creator_reviews).toEqual({ [String(a.id)]: 'shortlisted', [String(b.id)]: 'declined' });

    // One notice for the first look (not one per click) and one for the reply.
    const notices = await app.orm.em.fork().find(Notification, { team: agency.team.id, type: 'casting_call_reviewed' }, { orderBy: { id: 'asc' } });
    expect(notices.map((n) => n.title)).toEqual([CALL_TEXT.reviewedNotice('Review Brand', call.title), CALL_TEXT.repliedNotice('Review Brand', call.title)]);
    expect(notices[1].body).toBe('Love the first one!');
    // The same two by e-mail to the agency member who started the response, the reply quoted.
    await expect
      .poll(
        async () =>
          (await app.orm.em.fork().find(MailOutbox, { toAddress: agency.user.email.toLowerCase() }, { orderBy: { id: 'asc' } })).map((m) => m.subject),
        { timeout: 15_000 },
      )
      .toEqual(notices.map((n) => n.title));
    const replyMail = await app.orm.em.fork().findOneOrFail(MailOutbox, { toAddress: agency.user.email.toLowerCase(), subject: notices[1].title });
    expect(replyMail.text).toContain('Love the first one!');
    expect(replyMail.text).toContain('/creator-calls');
    // Another brand cannot review it.
    const other = await signedInBrand('Other Brand');
    expect((await other.mutate('brandCalls.reviewCreator', { response_id: row.response_id, influencer_id: a.id, review: 'declined' })).status).toBe(404);
  });

  it('refuses agencies every brand call (403)', async () => {
    const agency = await signedInMember(app);
    const answer = await agency.api.post('/trpc/brandCalls.save', call);
    expect(answer.status).toBe(403);
    expect(answer.json.error.message).toBe(CALL_TEXT.notABrand);
  });
});
