import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { CheckSocialRequest } from '../../../shared/schemas/add-talent.js';
import { parseHandle, type AddTalentPlatform } from '../../../shared/social-handles.js';
import { ADD_TALENT_MSG } from '../../../shared/talent-add-texts.js';
import { runSql } from '../../db/sql.js';
import { AppError } from '../../errors.js';
import { creatorsWithAccounts, creatorWithAccount } from './requests.sql.js';

/** The team's creator that has this account (on the roster, or added and waiting for review), as "Name (@handle)". */
export async function existingAccount(em: EntityManager, teamId: string, platform: AddTalentPlatform, handle: string) {
  const [row] = await runSql<{ name: string }>(em, creatorWithAccount(teamId, platform, handle));
  return row ? `${row.name} (@${handle})` : null;
}

/** GET /api/check-social: the handle in a link or username, and whether the team already has it. */
export async function checkSocial(ctx: { em: EntityManager; team: { id: string } }, input: z.infer<typeof CheckSocialRequest>) {
  const handle = parseHandle(input.platform, input.url);
  if (!handle) throw new AppError('BAD_REQUEST', ADD_TALENT_MSG.unknownPlatformHandle, { field: 'url' });
  const existing = await existingAccount(ctx.em, ctx.team.id, input.platform, handle);
  return { existing, social: existing ? null : { platform: input.platform, handle } };
}

/**
 * existingAccount for many accounts in one query: "platform:handle" of each the team already has
 * (on the roster, or added and waiting), to "Name (@handle)".
 */
export async function existingAccounts(em: EntityManager, teamId: string, accounts: { platform: string; handle: string }[]) {
  if (!accounts.length) return new Map<string, string>();
  const rows = await runSql<{ platform: string; handle: string; name: string }>(
    em,
    creatorsWithAccounts(
      teamId,
      accounts.map(({ platform, handle }) => ({ platform, handle })),
    ),
  );
  const found = new Map<string, string>();
  for (const row of rows) {
    const key = `${row.platform}:${row.handle}`;
    if (!found.has(key)) found.set(key, `${row.name} (@${row.handle})`);
  }
  return found;
}
