import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailOutbox } from '../../server/mail/mail-outbox.entity.js';
import { Team } from '../../server/modules/teams/team.entity.js';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_LIMIT, WEBHOOK_TEXT } from '../../shared/webhook-constants.js';
import { signedInBrand } from '../creator-calls/brand-helpers.js';
import { createCollection, createSheet } from '../helpers/public-factories.js';
import { ApiClient } from '../helpers/api-client.js';
import { createRosterCreators } from '../helpers/sheets-factories.js';
import { signedInUser } from '../helpers/signed-in.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { startConversation } from '../messaging/messaging-helpers.js';
import { save, signedInMember } from '../sheets/sheet-helpers.js';
import { knownHandle } from '../helpers/known-accounts.js';
import { startHttpsReceiver } from './https-receiver.js';

let receiver: Awaited<ReturnType<typeof startHttpsReceiver>>;
let app: TestApp;
/** A server as an operator runs it by default: private addresses refused (its own database, so its workers never take the other's deliveries). */
let guarded: TestApp;
beforeAll(async () => {
  receiver = await startHttpsReceiver();
  app = await startTestApp(undefined, { WEBHOOKS_ALLOW_PRIVATE: 'true', WEBHOOKS_CA_FILE: receiver.caFile, WEBHOOKS_FIRST_RETRY_SECONDS: '1' });
  guarded = await startTestApp();
});
afterAll(async () => {
  await guarded.close();
  await app.close();
  await receiver.close();
});

type Endpoint = { id: number; secret: string; url: string; events: string[]; enabled: boolean };

async function register(client: ApiClient, path: string, events: readonly string[] = WEBHOOK_EVENT_TYPES) {
  const created = await client.post('/api/user/team/webhooks', { url: `${receiver.origin}${path}`, events });
  expect(created.status, created.text).toBe(200);
  return created.json as Endpoint;
}

/** What the receiver got on `path`, each delivery checked against its endpoint's secret with the Standard Webhooks library. */
const verifiedAt = (path: string, secret: string) =>
  receiver.received
    .filter((r) => r.path === path)
    .map((r) => new Webhook(secret).verify(r.body, r.headers) as { id: string; type: string; timestamp: string; data: Record<string, unknown> });

const deliveriesOf = async (client: ApiClient, endpointId: number) =>
  (await client.get(`/api/user/team/webhooks/${endpointId}/deliveries`)).json.deliveries as {
    id: string;
    event_type: string;
    status: string;
    attempts: { status_code: number | null }[];
  }[];

describe('webhooks', () => {
  it('delivers a signed event of each type to the team that asked for it, over HTTPS', async () => {
    const agency = await signedInMember(app);
    await agency.em.nativeUpdate(Team, { id: agency.team.id }, { credits: 1 });
    const admin = await signedInUser(app, { team: agency.team, role: 'team_admin' });
    const agencyEndpoint = await register(admin.client, '/agency');
    const brand = await signedInBrand(app, 'Hook Brand');
    const brandAdmin = await signedInUser(app, { team: brand.team, role: 'team_admin' });
    const brandEndpoint = await register(brandAdmin.client, '/brand', ['creator_call.answered']);
    const anonymous = new ApiClient(app.baseUrl);

    // A brand opens and answers a sheet, and opens a collection.
    const creators = await createRosterCreators(agency.em, agency.team, 2);
    const sheet = await createSheet(agency.em, agency.team, creators, { title: 'Hook Sheet' });
    const collection = await createCollection(agency.em, agency.team, [sheet], 'Hook Collection');
    expect((await anonymous.post('/api/analytics', { event_type: 'sheet_view', data: { sheet_id: sheet.id, email: 'buyer@acme.com' } })).status).toBe(200);
    expect((await anonymous.post('/api/analytics', { event_type: 'collection_view', data: { collection_id: collection.id } })).status).toBe(200);
    const response = {
      talent_sheet_id: sheet.id,
      liked_influencers: [creators[0]!.id],
      responderName: 'Rita',
      responderEmail: 'rita@acme.com',
      comments: 'Yes to the first',
    };
    expect((await anonymous.post('/api/talent-sheet-response-form', response)).status).toBe(200);

    // The agency answers the brand's Creator Call; the brand reviews it.
    const callId = (await brand.mutate('brandCalls.save', { title: 'Hook Call', description: 'Creators', start_date: '2099-01-01', end_date: '2099-02-01' }))
      .json.result.data.casting_call_id;
    const opened = await agency.api.post('/trpc/creatorCalls.openResponse', { casting_call_id: callId });
    await save(agency.api, { sheet_id: opened.json.result.data.talent_sheet_id, title: '', influencers: [{ influencer_id: creators[0]!.id }] });
    expect((await agency.api.post('/api/user/casting-call-response-submit', { casting_call_id: callId })).status).toBe(200);
    const [row] = (await brand.query('brandCalls.responses', { casting_call_id: callId })).json.result.data.responses;
    expect(
      (await brand.mutate('brandCalls.reviewCreator', { response_id: row.response_id, influencer_id: creators[0]!.id, review: 'shortlisted' })).status,
    ).toBe(200);

    // Talent added, and a message to a teammate.
    const added = await agency.api.post('/api/add-influencer', {
      influencer: { name: 'Hook Creator', socials: [{ platform: 'instagram', handle: knownHandle('instagram') }] },
    });
    expect(added.status, added.text).toBe(200);
    expect((await startConversation(admin.client, agency.user.id, 'Webhook hello')).status).toBe(200);

    await expect
      .poll(() => new Set(verifiedAt('/agency', agencyEndpoint.secret).map((e) => e.type)), { timeout: 20_000 })
      .toEqual(new Set(WEBHOOK_EVENT_TYPES.filter((t) => t !== 'creator_call.answered')));
    await expect.poll(() => verifiedAt('/brand', brandEndpoint.secret).map((e) => e.type)).toEqual(['creator_call.answered']);
    const events = verifiedAt('/agency', agencyEndpoint.secret);
    expect(events.find((e) => e.type === 'sheet.opened')?.data).toMatchObject({
      talent_sheet_id: sheet.id,
      talent_sheet_title: 'Hook Sheet',
      viewer_email: 'buyer@acme.com',
    });
    expect(events.find((e) => e.type === 'sheet.response_received')?.data).toMatchObject({
      comments: 'Yes to the first',
      liked_influencer_ids: [creators[0]!.id],
    });
    expect(events.find((e) => e.type === 'message.received')?.data).toMatchObject({ body: 'Webhook hello' });
    expect(verifiedAt('/brand', brandEndpoint.secret)[0]!.data).toMatchObject({ casting_call_id: callId, agency: agency.team.name });
    for (const event of events) expect(event.id).toMatch(/^evt_/);
    // Another secret does not verify them: the signature is the endpoint's own.
    expect(() => verifiedAt('/agency', brandEndpoint.secret)).toThrow();
  });

  it('reaches an endpoint added, or given the event, after the team had messages without one', async () => {
    const agency = await signedInMember(app);
    const admin = await signedInUser(app, { team: agency.team, role: 'team_admin' });
    expect((await startConversation(admin.client, agency.user.id, 'Before any endpoint')).status).toBe(200);
    const endpoint = await register(admin.client, '/later', ['sheet.opened']);
    expect((await startConversation(admin.client, agency.user.id, 'Not asked for')).status).toBe(200);
    expect((await admin.client.post('/api/user/team/webhooks/update', { id: endpoint.id, events: ['message.received'] })).status).toBe(200);
    expect((await startConversation(admin.client, agency.user.id, 'After the change')).status).toBe(200);

    await expect.poll(() => verifiedAt('/later', endpoint.secret).map((e) => e.data.body)).toEqual(['After the change']);
    expect((await deliveriesOf(admin.client, endpoint.id)).map((d) => d.event_type)).toEqual(['message.received']);
  });

  it('retries a failing endpoint with backoff and logs each attempt: 500, 500, then 200', async () => {
    const admin = await signedInUser(app, { role: 'team_admin' });
    const endpoint = await register(admin.client, '/flaky');
    receiver.answer('/flaky', 500, 500);
    expect((await admin.client.post('/api/user/team/webhooks/test', { id: endpoint.id })).status).toBe(200);
    // While it is being tried, it is not sent twice.
    const [pending] = await deliveriesOf(admin.client, endpoint.id);
    expect((await admin.client.post('/api/user/team/webhooks/redeliver', { delivery_id: pending!.id })).json.error).toBe(WEBHOOK_TEXT.stillTrying);
    await expect.poll(async () => (await deliveriesOf(admin.client, endpoint.id))[0]?.status, { timeout: 20_000 }).toBe('delivered');
    const [delivery] = await deliveriesOf(admin.client, endpoint.id);
    expect(delivery!.event_type).toBe('webhook.test');
    expect(delivery!.attempts.map((a) => a.status_code)).toEqual([500, 500, 200]);
    // Every attempt carried the same event id, each signed anew.
    const tries = receiver.received.filter((r) => r.path === '/flaky');
    expect(tries).toHaveLength(3);
    expect(new Set(tries.map((t) => t.headers['webhook-id']))).toEqual(new Set([delivery!.id]));
    expect(verifiedAt('/flaky', endpoint.secret)).toHaveLength(3);

    // Redelivery sends it once more and logs it.
    expect((await admin.client.post('/api/user/team/webhooks/redeliver', { delivery_id: delivery!.id })).status).toBe(200);
    await expect.poll(() => receiver.received.filter((r) => r.path === '/flaky').length).toBe(4);
    await expect.poll(async () => (await deliveriesOf(admin.client, endpoint.id))[0]?.attempts.length).toBe(4);
  });

  it('disables an endpoint that has failed for a day and e-mails the team admins', async () => {
    const admin = await signedInUser(app, { role: 'team_admin' });
    const endpoint = await register(admin.client, '/down');
    receiver.answer('/down', 503);
    const dayAgo = new Date(Date.now() - WEBHOOK_LIMIT.disableAfterFailingHours * 3_600_000 - 60_000);
    await app.orm.em.fork().getConnection().execute('update webhook_endpoint set failing_since = ? where id = ?', [dayAgo, endpoint.id]);
    await admin.client.post('/api/user/team/webhooks/test', { id: endpoint.id });
    await expect
      .poll(async () => (await admin.client.get('/api/user/team/webhooks')).json.endpoints[0], { timeout: 20_000 })
      .toMatchObject({
        enabled: false,
        disabled_reason: WEBHOOK_TEXT.disabledAfterFailures,
      });
    expect((await deliveriesOf(admin.client, endpoint.id))[0]).toMatchObject({ status: 'failed', attempts: [{ status_code: 503 }] });
    await expect
      .poll(async () => (await app.orm.em.fork().find(MailOutbox, { toAddress: admin.user.email.toLowerCase() })).map((m) => m.subject), { timeout: 15_000 })
      .toEqual([WEBHOOK_TEXT.disabledMailSubject]);
    // Enabled again, it takes deliveries.
    expect((await admin.client.post('/api/user/team/webhooks/update', { id: endpoint.id, enabled: true })).json).toMatchObject({
      enabled: true,
      disabled_reason: null,
    });
  });

  it('refuses plain HTTP and, unless allowed, private addresses; another team’s endpoint is 404', async () => {
    const admin = await signedInUser(guarded, { role: 'team_admin' });
    const refused = async (url: string, message: string) => {
      const answer = await admin.client.post('/api/user/team/webhooks', { url, events: ['sheet.opened'] });
      expect(answer.status, url).toBe(400);
      expect(answer.json.error).toContain(message);
    };
    await refused('http://example.com/hook', WEBHOOK_TEXT.httpsOnly);
    for (const url of [
      'https://127.0.0.1/hook',
      'https://10.1.2.3/hook',
      'https://192.168.0.10/hook',
      'https://169.254.169.254/latest',
      'https://[::1]/hook',
      'https://localhost/hook',
    ]) {
      await refused(url, WEBHOOK_TEXT.privateAddress);
    }
    const noEvents = await admin.client.post('/api/user/team/webhooks', { url: 'https://203.0.113.7/hook', events: [] });
    expect(noEvents.status).toBe(400);
    expect(noEvents.json.fields).toEqual({ events: WEBHOOK_TEXT.pickEvent });
    expect((await admin.client.get('/api/user/team/webhooks')).json.endpoints).toEqual([]);

    const owner = await signedInUser(app, { role: 'team_admin' });
    const theirs = await register(owner.client, '/theirs', ['sheet.opened']);
    const other = await signedInUser(app, { role: 'team_admin' });
    expect((await other.client.get(`/api/user/team/webhooks/${theirs.id}/deliveries`)).status).toBe(404);
    expect((await other.client.post('/api/user/team/webhooks/test', { id: theirs.id })).status).toBe(404);
    expect((await other.client.post('/api/user/team/webhooks/remove', { id: theirs.id })).status).toBe(404);
    // A member who is not an admin cannot manage them.
    const member = await signedInMember(app, owner.team);
    expect((await member.api.get('/api/user/team/webhooks')).status).toBe(403);
  });
});
