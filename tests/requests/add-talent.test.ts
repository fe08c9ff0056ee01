import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADD_TALENT_MSG } from '../../shared/talent-add-texts.js';
import { AddTalentRequest } from '../../server/modules/requests/add-talent-request.entity.js';
import { Notification } from '../../server/modules/notifications/notification.entity.js';
import { RosterEntry } from '../../server/modules/roster/roster-entry.entity.js';
import { Team } from '../../server/modules/teams/team.entity.js';
import { SocialAccount } from '../../server/modules/directory/social-account.entity.js';
import { SyntheticSocialDataProvider } from '../../server/providers/social-data/synthetic-provider.js';
import { createRosterCreator } from '../helpers/sheets-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { signedInMember } from '../sheets/sheet-helpers.js';
import { knownCreator, knownHandle } from '../helpers/known-accounts.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

async function memberWithCredits(credits: number) {
  const member = await signedInMember(app);
  await (app.orm.em.fork() as EntityManager).nativeUpdate(Team, { id: member.team.id }, { credits });
  return member;
}
const creditsOf = async (teamId: string) => (await app.orm.em.fork().findOneOrFail(Team, teamId)).credits;
const add = (member: Awaited<ReturnType<typeof signedInMember>>, influencer: unknown, extra: Record<string, unknown> = {}) =>
  member.api.post('/api/add-influencer', { influencer, ...extra });

describe('GET /api/check-social', () => {
  it('reads the handle from a username or a profile link, and names the team’s creator that already has it', async () => {
    const member = await memberWithCredits(1);
    const check = (url: string, platform: string) => member.api.get(`/api/check-social?${new URLSearchParams({ url, platform })}`);
    expect((await check('https://www.instagram.com/Sunny.Days/?hl=en', 'instagram')).json).toEqual({
      existing: null,
      social: { platform: 'instagram', handle: 'sunny.days' },
    });
    expect((await check('tiktok.com/@dancer_1', 'tiktok')).json.social).toEqual({ platform: 'tiktok', handle: 'dancer_1' });
    expect((await check('@Cooking-Chan', 'youtube')).json.social).toEqual({ platform: 'youtube', handle: 'cooking-chan' });

    const creator = await createRosterCreator(member.em, member.team, { name: 'Ana Lima' });
    const account = await member.em.getConnection().execute<{ handle: string }[]>('select handle from social_account where influencer_id = ?', [creator.id]);
    const existing = await check(`https://instagram.com/${account[0].handle}`, 'instagram');
    expect(existing.json).toEqual({ existing: `Ana Lima (@${account[0].handle})`, social: null });
    // Another team's creator is not "existing" for this team.
    const other = await memberWithCredits(1);
    expect((await other.api.get(`/api/check-social?url=${account[0].handle}&platform=instagram`)).json.existing).toBeNull();

    const badLink = await check('https://example.com/someone', 'instagram');
    expect(badLink.status).toBe(400);
    expect(badLink.json.error).toBe(ADD_TALENT_MSG.unknownPlatformHandle);
    expect((await check('someone', 'myspace')).status).toBe(400);
  });
});

describe('POST /api/add-influencer', () => {
  it('spends a credit, and the enrichment job puts the creator with both socials on the roster and tells the team', async () => {
    const member = await memberWithCredits(2);
    expect((await member.api.get('/api/user/configuration')).json.teamSettings.credits).toBe(2);
    const handle = knownCreator(['instagram', 'tiktok']).accounts[0]!.handle;
    const answer = await add(member, {
      name: 'Maya Torres',
      socials: [
        { platform: 'instagram', handle: `https://instagram.com/${handle}` },
        { platform: 'tiktok', handle: `@${handle}`, primary: true },
      ],
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json).toMatchObject({ success: true, credits: 1 });
    expect(await creditsOf(member.team.id)).toBe(1);
    // The caller's team row is remembered with the session: spending a credit drops it.
    expect((await member.api.get('/api/user/configuration')).json.teamSettings.credits).toBe(1);

    const em = app.orm.em.fork();
    await vi.waitFor(async () => expect((await em.fork().findOneOrFail(AddTalentRequest, answer.json.request_id)).status).toBe('approved'), {
      timeout: 20_000,
      interval: 200,
    });
    const request = await em.fork().findOneOrFail(AddTalentRequest, answer.json.request_id);
    expect(request.socials).toEqual([
      { platform: 'instagram', handle, primary: false },
      { platform: 'tiktok', handle, primary: true },
    ]);
    const entry = await em
      .fork()
      .findOneOrFail(RosterEntry, { team: member.team.id, influencer: request.influencer!.id }, { populate: ['influencer.accounts'] });
    expect(entry.influencer.fullname).toBe('Maya Torres');
    expect(
      entry.influencer.accounts
        .getItems()
        .map((a) => [a.platform, a.handle, a.primary])
        .sort(),
    ).toEqual([
      ['instagram', handle, false],
      ['tiktok', handle, true],
    ]);
    // The figures are the data source's for these accounts, not made up for the request.
    const source = (await new SyntheticSocialDataProvider().creatorWithAccount('tiktok', handle))!.accounts.find((a) => a.platform === 'tiktok')!;
    expect(entry.influencer.accounts.getItems().find((a) => a.platform === 'tiktok')!.followers).toBe(source.followers);
    const notice = await em.fork().findOneOrFail(Notification, { team: member.team.id, type: 'talent_added' });
    expect(notice.title).toBe(ADD_TALENT_MSG.talentAddedNotice('Maya Torres'));

    // Now on the roster: checking the account again names it, and adding it again is refused.
    const again = await add(member, { name: 'Maya Again', socials: [{ platform: 'tiktok', handle }] });
    expect(again.status).toBe(400);
    expect(again.json.error).toBe(ADD_TALENT_MSG.existing(`Maya Torres (@${handle})`));
    expect(await creditsOf(member.team.id)).toBe(1);
  }, 30_000);

  it('adds nothing for an account the data source does not know: the request ends "not found", the credit comes back, the team is told', async () => {
    const member = await memberWithCredits(2);
    const handle = `zz_not_a_real_handle_${Date.now()}_999`;
    const answer = await add(member, { name: 'Zz Nobody', socials: [{ platform: 'instagram', handle }] });
    expect(answer.json).toMatchObject({ success: true, credits: 1 });
    const em = app.orm.em.fork();
    await vi.waitFor(async () => expect((await em.fork().findOneOrFail(AddTalentRequest, answer.json.request_id)).status).toBe('not_found'), {
      timeout: 20_000,
      interval: 200,
    });
    expect(await creditsOf(member.team.id)).toBe(2);
    expect(await em.fork().count(SocialAccount, { handle })).toBe(0);
    expect(await em.fork().count(RosterEntry, { team: member.team.id })).toBe(0);
    const notice = await em.fork().findOneOrFail(Notification, { team: member.team.id, type: 'talent_not_found' });
    expect(notice.title).toBe(ADD_TALENT_MSG.talentNotFoundNotice('Zz Nobody', `@${handle} on Instagram`));
    // Not pending any more: the same account may be tried again.
    expect((await member.api.get(`/api/check-social?url=${handle}&platform=instagram`)).json.existing).toBeNull();
  }, 30_000);

  it('at 1 credit left, of concurrent adds exactly one succeeds and the credits end at 0, never below', async () => {
    const member = await memberWithCredits(1);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => add(member, { name: `Racer ${i}`, socials: [{ platform: 'instagram', handle: knownHandle('instagram') }] })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(5);
    for (const r of refused) expect(r.json).toMatchObject({ code: 'no_credits', error: ADD_TALENT_MSG.noCredits });
    expect(refused.every((r) => r.status === 403)).toBe(true);
    expect(await creditsOf(member.team.id)).toBe(0);
    expect(await app.orm.em.fork().count(AddTalentRequest, { team: member.team.id })).toBe(1);
  });

  it('spends one credit for one add sent several times at once with the same request_key', async () => {
    const member = await memberWithCredits(3);
    const body = { name: 'Sent At Once', socials: [{ platform: 'youtube', handle: `@${knownHandle('youtube')}` }] };
    const answers = await Promise.all(Array.from({ length: 6 }, () => add(member, body, { request_key: 'form-abcdef12' })));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((a) => a.json.request_id)).size).toBe(1);
    expect(await creditsOf(member.team.id)).toBe(2);
  });

  it('answers an add sent again with its request_key after the first answer with that add, not "already added"', async () => {
    const member = await memberWithCredits(3);
    const body = { name: 'Sent Again', socials: [{ platform: 'tiktok', handle: knownHandle('tiktok') }] };
    const first = await add(member, body, { request_key: 'form-again001' });
    const again = await add(member, body, { request_key: 'form-again001' });
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.json.request_id).toBe(first.json.request_id);
    expect(await creditsOf(member.team.id)).toBe(2);
  });

  it('refuses bad input with the spec’s texts and spends nothing', async () => {
    const member = await memberWithCredits(2);
    const noName = await add(member, { name: ' ', socials: [{ platform: 'instagram', handle: 'someone' }] });
    expect(noName.status).toBe(400);
    expect(noName.json.error).toContain(ADD_TALENT_MSG.nameRequired);
    const noSocial = await add(member, { name: 'Someone', socials: [] });
    expect(noSocial.json.error).toContain(ADD_TALENT_MSG.socialRequired);
    const duplicate = await add(member, {
      name: 'Someone',
      socials: [
        { platform: 'instagram', handle: 'dup' },
        { platform: 'instagram', handle: '@DUP' },
      ],
    });
    expect(duplicate.status).toBe(400);
    expect(duplicate.json.error).toContain(ADD_TALENT_MSG.duplicateAccount);
    const badPlatform = await add(member, { name: 'Someone', socials: [{ platform: 'myspace', handle: 'x' }] });
    expect(badPlatform.status).toBe(400);
    expect(await creditsOf(member.team.id)).toBe(2);
    expect((await fetch(`${app.baseUrl}/api/add-influencer`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(
      401,
    );
  });
});
