import type { EntityManager } from '@mikro-orm/postgresql';
import { TALENT_MSG } from '../../../shared/talent-texts.js';
import { runSql } from '../../db/sql.js';
import { AppError } from '../../errors.js';
import { scopes } from '../../events/bus.js';
import type { TeamContext } from '../../trpc/team-context.js';
import { RosterEntry } from './roster-entry.entity.js';
import { namesShown, rosteredWithAccounts, rosteredWithTags, rosterTags } from './roster.sql.js';

/** The team's roster entry for a creator; a creator not on this team's roster answers 404 like a missing one. */
export async function findRosterEntry(ctx: Pick<TeamContext, 'em' | 'team'>, influencerId: number) {
  const entry = await ctx.em.findOne(RosterEntry, { team: ctx.team, influencer: influencerId }, { populate: ['influencer'] });
  if (!entry) throw new AppError('NOT_FOUND', TALENT_MSG.influencerNotFound);
  return entry;
}

/** The creators by the names the team shows them by (its custom name, else the directory's), by id. */
export async function creatorNamesShown(em: EntityManager, teamId: string, influencerIds: number[]): Promise<Map<number, string>> {
  if (influencerIds.length === 0) return new Map();
  return new Map((await runSql<{ id: number; name: string }>(em, namesShown(teamId, influencerIds))).map((row) => [row.id, row.name]));
}

/** The team's creators carrying every one of `tags`. */
export async function rosteredCarrying(em: EntityManager, teamId: string, tags: string[]): Promise<Set<number>> {
  return new Set((await runSql<{ influencer_id: number }>(em, rosteredWithTags(teamId, tags))).map((r) => r.influencer_id));
}

/** The team's creators holding any of the accounts: each account held, with the creator's name as the team shows it. */
export async function rosterCreatorsHolding(em: EntityManager, teamId: string, accounts: { platform: string; handle: string }[]) {
  if (accounts.length === 0) return [];
  return runSql<{ platform: string; handle: string; name: string }>(em, rosteredWithAccounts(teamId, accounts));
}

/** The tags the team's creators carry, sorted. */
export async function rosterTagNames(em: EntityManager, teamId: string): Promise<string[]> {
  return (await runSql<{ tag: string }>(em, rosterTags(teamId))).map((r) => r.tag);
}

/** Puts a creator on a team's roster (no tags) unless they are on it already; flushed with the caller's unit of work. */
export async function ensureOnRoster(em: EntityManager, teamId: string, influencerId: number) {
  const onRoster = await em.findOne(RosterEntry, { team: teamId, influencer: influencerId });
  if (!onRoster) em.create(RosterEntry, { team: teamId, influencer: influencerId, tags: [] });
}

/** A staff-approved change to a team's roster entry: taken off the roster, or given the uploaded portrait. No entry, no change. */
export async function changeRosterEntry(em: EntityManager, teamId: string, influencerId: number, change: { remove: true } | { pictureUrl: string }) {
  const entry = await em.findOne(RosterEntry, { team: teamId, influencer: influencerId });
  if (!entry) return;
  if ('remove' in change) em.remove(entry);
  else entry.customPictureUrl = change.pictureUrl;
}

/** After the commit: the team's public answers that show this creator are rebuilt on their next request. */
export async function publishRosterChange(ctx: Pick<TeamContext, 'bus' | 'team'>, influencerId: number) {
  await ctx.bus.publish(scopes.team(ctx.team.id), 'roster.changed', { teamId: ctx.team.id, influencerId });
}

/** Loads, changes and flushes one roster entry, then tells the public caches. */
export async function editRosterEntry<T>(ctx: TeamContext, influencerId: number, change: (entry: RosterEntry) => T | Promise<T>): Promise<T> {
  const entry = await findRosterEntry(ctx, influencerId);
  const result = await change(entry);
  await ctx.em.flush();
  await publishRosterChange(ctx, influencerId);
  return result;
}
