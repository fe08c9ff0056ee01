import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CastingCallResponse } from '../../server/modules/creator-calls/casting-call-response.entity.js';
import { CastingCall } from '../../server/modules/creator-calls/casting-call.entity.js';
import { Influencer } from '../../server/modules/directory/influencer.entity.js';
import { SocialAccount } from '../../server/modules/directory/social-account.entity.js';
import { SocialPost } from '../../server/modules/directory/social-post.entity.js';
import { RosterEntry } from '../../server/modules/roster/roster-entry.entity.js';
import { TalentSheet } from '../../server/modules/sheets/talent-sheet.entity.js';
import type { Team } from '../../server/modules/teams/team.entity.js';
import type { User } from '../../server/modules/account/user.entity.js';

const unique = () => randomBytes(4).toString('hex');

/** A directory creator with a primary Instagram account, on `team`'s roster. */
export async function createRosterCreator(em: EntityManager, team: Team, options: { name?: string; followers?: number; tags?: string[]; posts?: number } = {}) {
  const influencer = em.create(Influencer, { fullname: options.name ?? `Creator ${unique()}` });
  const account = em.create(SocialAccount, {
    influencer,
    platform: 'instagram',
    handle: `handle_${unique()}`,
    primary: true,
    followers: options.followers ?? 1000,
  });
  for (let i = 1; i <= (options.posts ?? 0); i++) {
    em.create(SocialPost, {
      account,
      category: 'recent_posts',
      postId: `post_${unique()}`,
      caption: `Post ${i}`,
      likes: 100 * i,
      postedAt: new Date(Date.now() - i * 86_400_000),
    });
  }
  em.create(RosterEntry, { team, influencer, tags: options.tags ?? [] });
  await em.flush();
  return influencer;
}

export async function createRosterCreators(em: EntityManager, team: Team, count: number, prefix = 'Creator') {
  const creators = [];
  for (let i = 0; i < count; i++) creators.push(await createRosterCreator(em, team, { name: `${prefix} ${String(i + 1).padStart(2, '0')}` }));
  return creators;
}

export async function createCastingCall(
  em: EntityManager,
  title = `Call ${unique()}`,
  options: { endDate?: string | null; closedAt?: Date | null; createdAt?: Date } = {},
) {
  const call = em.create(CastingCall, {
    title,
    description: 'A brand looks for creators',
    issuerName: 'Brand Co',
    endDate: options.endDate ?? null,
    closedAt: options.closedAt ?? null,
    ...(options.createdAt ? { createdAt: options.createdAt } : {}),
  });
  await em.flush();
  return call;
}

/** A team's Creator Call response sheet, as the Creator Calls screens will create it. */
export async function createResponseSheet(em: EntityManager, team: Team, user: User, callTitle = `Call ${unique()}`) {
  const castingCall = await createCastingCall(em, callTitle);
  const sheet = em.create(TalentSheet, { team, createdBy: user, title: `Response to: ${castingCall.title}`, sheetType: 'casting_call_response' });
  em.create(CastingCallResponse, { team, castingCall, sheet, status: 'created' });
  await em.flush();
  return { sheet, castingCall };
}
