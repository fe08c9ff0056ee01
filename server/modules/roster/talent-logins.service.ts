import type { EntityManager } from '@mikro-orm/postgresql';
import { ADD_TALENT_MSG } from '../../../shared/talent-add-texts.js';
import { SEARCH_PLATFORMS } from '../../../shared/schemas/platforms.js';
import type { Signer } from '../../auth/signing.js';
import { AppError } from '../../errors.js';
import { type EventBus, scopes } from '../../events/bus.js';
import type { TeamContext } from '../../trpc/team-context.js';
import { creatorAccountId } from '../directory/index.js';
import { runSql } from '../../db/sql.js';
import { findRosterEntry } from './roster-access.js';
import { creatorsWithoutLogin } from './roster.sql.js';
import { CONNECT_PATH, loginToken, readLoginToken } from './talent-login-links.js';
import { TalentConnection, TalentLogin } from './talent-login.entity.js';

type LoginsContext = TeamContext & { signer: Signer };

/** GET /api/team-influencer-logins: each login with its connected platforms and a signed link per platform. */
export async function teamInfluencerLogins(ctx: LoginsContext, origin: string) {
  const logins = await ctx.em.find(
    TalentLogin,
    { team: ctx.team.id },
    { populate: ['connections', 'influencer', 'influencer.accounts'], orderBy: { createdAt: 'asc' } },
  );
  const candidates = await runSql<{ influencer_id: number; fullname: string }>(ctx.em, creatorsWithoutLogin(ctx.team.id));
  let connected = 0;
  const items = logins.map((login) => {
    const done = new Set(login.connections.getItems().map((c) => c.platform));
    connected += done.size;
    const entry = login.influencer;
    return {
      influencer_id: entry.id,
      fullname: entry.fullname,
      picture_url: entry.pictureUrl ?? null,
      platforms: Object.fromEntries(SEARCH_PLATFORMS.map((p) => [p, done.has(p)])) as Record<(typeof SEARCH_PLATFORMS)[number], boolean>,
      login_url: Object.fromEntries(SEARCH_PLATFORMS.map((p) => [p, `${origin}${CONNECT_PATH}/${loginToken(ctx.signer, login.loginToken, p)}`])) as Record<
        (typeof SEARCH_PLATFORMS)[number],
        string
      >,
      socials: entry.accounts.getItems().map((a) => ({ platform: a.platform, handle: a.handle })),
    };
  });
  return { logins: items, connected_socials: connected, candidates };
}

/** Creates the login of a roster creator (once; again answers the same). Another team's creator: 404. */
export async function createLogin(ctx: LoginsContext, influencerId: number) {
  await findRosterEntry(ctx, influencerId);
  const existing = await ctx.em.findOne(TalentLogin, { team: ctx.team.id, influencer: influencerId });
  if (!existing) {
    ctx.em.create(TalentLogin, { team: ctx.team.id, influencer: influencerId, createdAt: new Date() });
    await ctx.em.flush();
  }
  return { success: true };
}

async function loginOf(em: EntityManager, signer: Signer, token: string) {
  const { loginId, platform } = readLoginToken(signer, token);
  const login = await em.findOne(TalentLogin, { loginToken: loginId }, { populate: ['team', 'influencer', 'connections'] });
  if (!login) throw new AppError('NOT_FOUND', ADD_TALENT_MSG.loginLinkInvalid);
  return { login, platform, connected: login.connections.getItems().some((c) => c.platform === platform) };
}

/** The connect page (signed out): whose link it is and for which platform. */
export async function connectInfo(ctx: { em: EntityManager; signer: Signer }, token: string) {
  const { login, platform, connected } = await loginOf(ctx.em, ctx.signer, token);
  return { fullname: login.influencer.fullname, team_name: login.team.name, platform, connected };
}

/**
 * The talent connects the platform (the synthetic provider stands in for the platform's OAuth).
 * A link already used to connect is refused; the team's roster shows the connection at once.
 */
export async function connectPlatform(ctx: { em: EntityManager; signer: Signer; bus: EventBus }, token: string) {
  const { login, platform, connected } = await loginOf(ctx.em, ctx.signer, token);
  if (connected) throw new AppError('CONFLICT', ADD_TALENT_MSG.loginLinkUsed);
  const account = await creatorAccountId(ctx.em, login.influencer.id, platform);
  ctx.em.create(TalentConnection, { team: login.team.id, talentLogin: login, platform, socialAccount: account, connectedAt: new Date() });
  try {
    await ctx.em.flush();
  } catch {
    throw new AppError('CONFLICT', ADD_TALENT_MSG.loginLinkUsed);
  }
  await ctx.bus.publish(scopes.team(login.team.id), 'roster.changed', { teamId: login.team.id, influencerId: login.influencer.id });
  return { success: true };
}
