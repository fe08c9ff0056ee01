import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADD_TALENT_MSG } from '../../shared/talent-add-texts.js';
import { RosterEntry } from '../../server/modules/roster/roster-entry.entity.js';
import { SocialAccount } from '../../server/modules/directory/social-account.entity.js';
import { ApiClient } from '../helpers/api-client.js';
import { createUser, TEST_PASSWORD } from '../helpers/factories.js';
import { createRosterCreator } from '../helpers/sheets-factories.js';
import { photo } from '../helpers/test-images.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { signedInMember } from '../sheets/sheet-helpers.js';
import { uploadFile } from '../uploads/upload-flow.js';
import { knownHandle } from '../helpers/known-accounts.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

async function signedInStaff() {
  const { user } = await createUser(app.orm.em.fork() as EntityManager, { isStaff: true });
  const api = new ApiClient(app.baseUrl);
  await api.signIn(user.email, TEST_PASSWORD);
  return api;
}
const request = (member: Awaited<ReturnType<typeof signedInMember>>, body: unknown) => member.api.post('/api/user/request-influencer', body);
const staffList = async (api: ApiClient) => (await api.get('/trpc/requests.staffList')).json.result.data.requests as { id: number; request_type: string }[];

describe('talent requests and the staff screen', () => {
  it('stores a profile change with socials and a portrait; staff approve it and the change applies', async () => {
    const member = await signedInMember(app);
    const creator = await createRosterCreator(member.em, member.team, { name: 'Change Me' });
    const { key } = await uploadFile(member.api, await photo(900, 700));
    const answer = await request(member, {
      request_type: 'update',
      influencer_id: creator.id,
      socials: [{ platform: 'tiktok', url: 'https://www.tiktok.com/@changed_handle' }],
      note: 'New TikTok',
      uploadedKey: key,
      crop: { x: 0.1, y: 0, size: 1 },
    });
    expect(answer.status, answer.text).toBe(200);

    const staff = await signedInStaff();
    const pending = (await staffList(staff)).find((r) => r.id === answer.json.request_id);
    expect(pending).toMatchObject({ request_type: 'update', influencer_name: 'Change Me', note: 'New TikTok' });
    const approved = await staff.post('/trpc/requests.staffReview', { request_id: answer.json.request_id, decision: 'approve' });
    expect(approved.status, approved.text).toBe(200);
    const em = app.orm.em.fork();
    expect((await em.findOneOrFail(SocialAccount, { influencer: creator.id, platform: 'tiktok' })).handle).toBe('changed_handle');
    expect((await em.findOneOrFail(RosterEntry, { team: member.team.id, influencer: creator.id })).customPictureUrl).toMatch(/^\/media\/files\/portraits\//);
    expect((await staffList(staff)).some((r) => r.id === answer.json.request_id)).toBe(false);
    // Reviewed once: a second decision is 404.
    expect((await staff.post('/trpc/requests.staffReview', { request_id: answer.json.request_id, decision: 'reject' })).status).toBe(404);
  });

  it('removes from the roster on approval; a rejected request changes nothing', async () => {
    const member = await signedInMember(app);
    const creator = await createRosterCreator(member.em, member.team);
    const staff = await signedInStaff();
    const keep = await request(member, { request_type: 'update', influencer_id: creator.id, note: 'Please update the bio' });
    expect((await staff.post('/trpc/requests.staffReview', { request_id: keep.json.request_id, decision: 'reject' })).status).toBe(200);
    const remove = await request(member, { request_type: 'remove', influencer_id: creator.id });
    expect((await staff.post('/trpc/requests.staffReview', { request_id: remove.json.request_id, decision: 'approve' })).status).toBe(200);
    expect(await app.orm.em.fork().count(RosterEntry, { team: member.team.id, influencer: creator.id })).toBe(0);
  });

  it('refuses empty changes and bad add requests with the spec’s texts, another team’s creator (404), and non-staff on the staff screen', async () => {
    const member = await signedInMember(app);
    const creator = await createRosterCreator(member.em, member.team);
    const empty = await request(member, { request_type: 'update', influencer_id: creator.id, socials: [] });
    expect(empty.status).toBe(400);
    expect(empty.json.error).toBe(ADD_TALENT_MSG.noChangeData);
    const twice = await request(member, {
      name: 'Dup',
      socials: [
        { platform: 'instagram', url: 'a' },
        { platform: 'instagram', url: 'b' },
      ],
    });
    expect(twice.json.error).toBe(ADD_TALENT_MSG.samePlatformTwice);
    const noHandle = await request(member, { name: 'NoHandle', socials: [{ platform: 'facebook' }] });
    expect(noHandle.json.error).toBe(ADD_TALENT_MSG.handleOrUrlRequired);
    const noName = await request(member, { socials: [{ platform: 'twitter', url: 'x.com/a' }] });
    expect(noName.json.error).toBe(ADD_TALENT_MSG.nameRequired);

    const other = await signedInMember(app);
    expect((await request(other, { request_type: 'update', influencer_id: creator.id, note: 'x' })).status).toBe(404);
    expect((await member.api.get('/trpc/requests.staffList')).status).toBe(403);
    expect((await member.api.post('/trpc/requests.staffReview', { request_id: 1, decision: 'approve' })).status).toBe(403);
  });

  it('an approved Request to Add Talent puts the creator on the team’s roster through the enrichment job', async () => {
    const member = await signedInMember(app);
    const handle = knownHandle('instagram');
    const answer = await request(member, {
      name: 'Requested Star',
      socials: [
        { platform: 'instagram', url: `https://instagram.com/${handle}`, primary: true },
        { platform: 'facebook', url: 'https://facebook.com/x' },
      ],
      note: 'Thanks',
    });
    expect(answer.status, answer.text).toBe(200);
    const staff = await signedInStaff();
    expect((await staff.post('/trpc/requests.staffReview', { request_id: answer.json.request_id, decision: 'approve' })).status).toBe(200);
    const em = app.orm.em.fork();
    await vi.waitFor(async () => expect(await em.fork().count(RosterEntry, { team: member.team.id })).toBe(1), { timeout: 20_000, interval: 200 });
    const entry = await em.fork().findOneOrFail(RosterEntry, { team: member.team.id }, { populate: ['influencer.accounts'] });
    expect(entry.influencer.fullname).toBe('Requested Star');
    // The directory keeps the platforms it searches; the Facebook link stays on the request.
    expect(entry.influencer.accounts.getItems().map((a) => [a.platform, a.handle, a.primary])).toEqual([['instagram', handle, true]]);
  }, 30_000);
});
