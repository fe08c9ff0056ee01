import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { CheckSocialRequest } from '../../../shared/schemas/add-talent.js';
import { parseHandle, type AddTalentPlatform } from '../../../shared/social-handles.js';
import { ADD_TALENT_MSG } from '../../../shared/talent-add-texts.js';
import { runSql } from '../../db/sql.js';
import { AppError } from '../../errors.js';
import { rosterCreatorsHolding } from '../roster/index.js';
import { pendingWithAccounts } from './requests.sql.js';

/** The team's creator that has this account (on the roster, or added and waiting for review), as "Name (@handle)". */
export async function existingAccount(em: EntityManager, teamId: string, platform: AddTalentPlatform, handle: string) {
  return (await existingAccounts(em, teamId, [{ platform, handle }])).get(`${platform}:${handle}`) ?? null;
}

/** GET /api/check-social: the handle in a link or username, and whether the team already has it. */
export async function checkSocial(ctx: { em: EntityManager; team: { id: string } }, input: z.infer<typeof CheckSocialRequest>) {
  const handle = parseHandle(input.platform, input.url);
  if (!handle) throw new AppError('BAD_REQUEST', ADD_TALENT_MSG.unknownPlatformHandle, { field: 'url' });
  const existing = await existingAccount(ctx.em, ctx.team.id, input.platform, handle);
  return { existing, social: existing ? null : { platform: input.platform, handle } };
}

/**
 * "platform:handle" of each of the accounts the team already has (on the roster, else added and
 * waiting), to "Name (@handle)".
 */
export async function existingAccounts(em: EntityManager, teamId: string, accounts: { platform: string; handle: string }[]) {
  const found = new Map<string, string>();
  if (!accounts.length) return found;
  const wanted = accounts.map(({ platform, handle }) => ({ platform, handle }));
  const rostered = await rosterCreatorsHolding(em, teamId, wanted);
  const pending = await runSql<{ platform: string; handle: string; name: string }>(em, pendingWithAccounts(teamId, wanted));
  for (const row of [...rostered, ...pending]) {
    const key = `${row.platform}:${row.handle}`;
    if (!found.has(key)) found.set(key, `${row.name} (@${row.handle})`);
  }
  return found;
}
