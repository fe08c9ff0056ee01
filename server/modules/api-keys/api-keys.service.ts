import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { ApiKeyRow, CreateApiKeyRequest, RevokeApiKeyRequest } from '../../../shared/schemas/api-keys.js';
import { notFound } from '../../errors.js';
import { runSql } from '../../db/sql.js';
import { scopes } from '../../events/bus.js';
import type { Resolution } from '../../trpc/callers.js';
import type { TeamContext } from '../../trpc/team-context.js';
import { ApiKey } from './api-key.entity.js';
import { revokedKey, useLiveKey } from './api-keys.sql.js';

/** Every key starts so; a Bearer token without it is not one of ours. */
export const API_KEY_PREFIX = 'prk_';

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

export async function createKey(ctx: TeamContext, input: z.output<typeof CreateApiKeyRequest>) {
  const key = API_KEY_PREFIX + randomBytes(32).toString('base64url');
  const row = ctx.em.create(ApiKey, {
    team: ctx.team,
    createdBy: ctx.user,
    name: input.name,
    keyHash: hashKey(key),
    prefix: key.slice(0, API_KEY_PREFIX.length + 6),
  });
  await ctx.em.flush();
  return { id: row.id, name: row.name, key };
}

export async function listKeys(ctx: TeamContext): Promise<{ keys: z.output<typeof ApiKeyRow>[] }> {
  const rows = await ctx.em.find(ApiKey, { team: ctx.team, revokedAt: null }, { populate: ['createdBy'], orderBy: { id: 'asc' } });
  return {
    keys: rows.map((k) => ({
      id: k.id,
      name: k.name,
      prefix: k.prefix,
      created_at: k.createdAt.toISOString(),
      created_by: k.createdBy.fullName || k.createdBy.email,
      last_used_at: k.lastUsedAt?.toISOString() ?? null,
    })),
  };
}

/** Revoking is at once: the next call with the key is refused. Another team's key is 404. */
export async function revokeKey(ctx: TeamContext, input: z.output<typeof RevokeApiKeyRequest>) {
  const row = await ctx.em.findOne(ApiKey, { id: input.id, team: ctx.team, revokedAt: null });
  if (!row) throw notFound('API key');
  row.revokedAt = new Date();
  await ctx.em.flush();
  await ctx.bus.publish(scopes.team(ctx.team.id), 'apiKey.revoked', { keyId: row.id });
  return { success: true };
}

type Row = Record<string, unknown>;

/**
 * What a Bearer key names now: a live key's principal (its creator's rows, in the key's team with a
 * member's rights), a key that was revoked, or nothing of ours; its use is recorded with each read.
 * A revoked key is told apart from an unknown or altered one (403, not 401): only the holder of the
 * exact key learns it was revoked.
 */
export async function readKeyPrincipal(em: EntityManager, key: string): Promise<Resolution> {
  if (!key.startsWith(API_KEY_PREFIX)) return { status: 'unknown' };
  const hash = hashKey(key);
  const [live] = await runSql<{ id: number; team_id: string; created_by_id: number; caller_user: Row & { id: number }; team: (Row & { id: string }) | null }>(
    em,
    useLiveKey(hash),
  );
  if (live) {
    const apiKey = { keyId: live.id, teamId: live.team_id, userId: live.created_by_id };
    const current = live.team ? { team: live.team, role: 'member' } : null;
    const memberships = live.team ? [{ ...live.team, member_role: 'member' }] : [];
    return { status: 'live', principal: { userId: apiKey.userId, sessionUserId: null, session: null, apiKey, user: live.caller_user, memberships, current } };
  }
  const [revoked] = await runSql<{ id: number }>(em, revokedKey(hash));
  return revoked ? { status: 'revoked' } : { status: 'unknown' };
}
