import type { z } from 'zod';
import type { SaveDescriptionRequest, SaveRateCardRequest, SaveTaglineRequest } from '../../../shared/schemas/roster/edits.js';
import type { TeamContext } from '../../trpc/team-context.js';
import { editRosterEntry } from './roster-access.js';

/**
 * Markdown is stored as typed; it is rendered without raw HTML and with only http(s) and mailto
 * links (client/features/public/profile/markdown-text.tsx), so a script stays inert text.
 */
export async function saveDescription(ctx: TeamContext, input: z.output<typeof SaveDescriptionRequest>) {
  return editRosterEntry(ctx, input.influencer_id, (entry) => {
    entry.customDescription = input.description || null;
    return { custom_description: entry.customDescription ?? null };
  });
}

export async function saveTagline(ctx: TeamContext, input: z.output<typeof SaveTaglineRequest>) {
  return editRosterEntry(ctx, input.influencer_id, (entry) => {
    entry.tagline = input.tagline || null;
    return { tagline: entry.tagline ?? null };
  });
}

/** An all-empty card, or removeRateCard, removes the card. */
export async function saveRateCard(ctx: TeamContext, input: z.output<typeof SaveRateCardRequest>) {
  return editRosterEntry(ctx, input.influencer_id, (entry) => {
    entry.rateCard = input.removeRateCard || input.rate_card.length === 0 ? null : input.rate_card;
    return 'OK' as const;
  });
}
