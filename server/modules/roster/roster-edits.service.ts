import type { z } from 'zod';
import type {
  RemoveFromRosterRequest,
  SaveDisplayTagsRequest,
  SaveInfluencerSettingsRequest,
  SaveLocationRequest,
  SaveStatSettingsRequest,
  SaveTagsRequest,
} from '../../../shared/schemas/roster/edits.js';
import { TALENT_MSG } from '../../../shared/talent-texts.js';
import { runSql } from '../../db/sql.js';
import { AppError } from '../../errors.js';
import type { TeamContext } from '../../trpc/team-context.js';
import { masterTagsAmong } from '../tags/index.js';
import { editRosterEntry, findRosterEntry, publishRosterChange } from './roster-access.js';
import { RosterEntry } from './roster-entry.entity.js';
import { rosterTagsAmong } from './roster.sql.js';

type In<T extends z.ZodType> = z.output<T>;

export async function saveTags(ctx: TeamContext, input: In<typeof SaveTagsRequest>) {
  return editRosterEntry(ctx, input.influencer_id, (entry) => {
    entry.tags = input.tags;
    // Displayed tags must stay among the creator's tags or the master list; a tag taken off the creator leaves the display too.
    entry.displayTags = entry.displayTags.filter((tag) => input.tags.includes(tag));
    return { tags: entry.tags };
  });
}

/** Displayed tags come only from existing tags: the master list or a tag the team already uses. */
export async function saveDisplayTags(ctx: TeamContext, input: In<typeof SaveDisplayTagsRequest>) {
  await findRosterEntry(ctx, input.influencer_id);
  if (input.tags.length) {
    const known = new Set([...(await masterTagsAmong(ctx.em, input.tags)), ...(await teamTagsAmong(ctx, input.tags))]);
    if (input.tags.some((tag) => !known.has(tag))) throw new AppError('BAD_REQUEST', TALENT_MSG.displayTagUnknown, { field: 'tags' });
  }
  return editRosterEntry(ctx, input.influencer_id, (entry) => {
    entry.displayTags = input.tags;
    return { tags: entry.displayTags };
  });
}

async function teamTagsAmong(ctx: TeamContext, tags: string[]) {
  const rows = await runSql<{ tag: string }>(ctx.em, rosterTagsAmong(ctx.team.id, tags));
  return rows.map((r) => r.tag);
}

export async function saveLocation(ctx: TeamContext, input: In<typeof SaveLocationRequest>) {
  return editRosterEntry(ctx, input.influencer_id, (entry) => {
    entry.city = input.city || null;
    entry.state = input.state || null;
    return { city: entry.city, state: entry.state };
  });
}

export async function saveStatSettings(ctx: TeamContext, input: In<typeof SaveStatSettingsRequest>) {
  return editRosterEntry(ctx, input.influencer_id, (entry) => {
    entry.statDisplaySettings = Object.fromEntries(Object.entries(input.stringifiedSettings).filter(([, hidden]) => hidden));
    return { success: true };
  });
}

export async function saveInfluencerSettings(ctx: TeamContext, input: In<typeof SaveInfluencerSettingsRequest>) {
  return editRosterEntry(ctx, input.influencer_id, (entry) => {
    const { excluded_post_ids, disabledInfoBoxes, custom_display_name } = input.settings;
    if (excluded_post_ids) entry.excludedPostIds = [...new Set(excluded_post_ids)];
    if (disabledInfoBoxes) entry.disabledInfoBoxes = [...new Set(disabledInfoBoxes)];
    if (custom_display_name !== undefined) entry.customDisplayName = custom_display_name || null;
    return { excluded_post_ids: entry.excludedPostIds, disabledInfoBoxes: entry.disabledInfoBoxes, custom_display_name: entry.customDisplayName ?? null };
  });
}

/** The creator leaves the roster; sheets that include it keep it (their entries point at the directory creator). */
export async function removeFromRoster(ctx: TeamContext, input: In<typeof RemoveFromRosterRequest>) {
  const entry = await findRosterEntry(ctx, input.influencer_id);
  await ctx.em.nativeDelete(RosterEntry, { id: entry.id });
  await publishRosterChange(ctx, input.influencer_id);
  return { success: true };
}
