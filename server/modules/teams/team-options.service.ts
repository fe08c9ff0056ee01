import type { z } from 'zod';
import { teamSettingsSchema } from '../../../shared/schemas/team-settings.js';
import type { SetTeamOptionsRequest } from '../../../shared/schemas/team-options.js';
import type { TeamContext } from '../../trpc/team-context.js';
import { teamChanged } from './team-changed.js';

function answer(settings: unknown) {
  const { noTalentSheets: _sheets, pageTheme: _theme, ...options } = teamSettingsSchema.parse(settings ?? {});
  return { success: true, options };
}

/** The team's design options for its public pages. */
export const teamOptions = (ctx: TeamContext) => answer(ctx.team.settings);

/** POST /api/set-team-options: the given options replace the stored ones; the others stay. Public pages show them at once. */
export async function setTeamOptions(ctx: TeamContext, input: z.output<typeof SetTeamOptionsRequest>) {
  ctx.team.settings = { ...teamSettingsSchema.parse(ctx.team.settings ?? {}), ...input.options };
  await ctx.em.flush();
  await teamChanged(ctx);
  return answer(ctx.team.settings);
}
