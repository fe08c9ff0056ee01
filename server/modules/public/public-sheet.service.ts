import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { MSG } from '../../../shared/messages.js';
import type { PublicSheetRequest, PublicSheetResponse } from '../../../shared/schemas/public/public-sheet.js';
import type { SheetProfileRequest } from '../../../shared/schemas/public/public-profile.js';
import { readShareSettings } from '../../../shared/schemas/sheets/share-settings.js';
import { AppError } from '../../errors.js';
import { SheetEntry } from '../sheets/sheet-entry.entity.js';
import { TalentSheet } from '../sheets/talent-sheet.entity.js';
import { loadCreators, toPublicCard } from './public-cards.js';
import { buildProfile, withoutRates } from './public-profile.service.js';
import { type PublicPageContext, readTeamSettings, toPublicSettings, toPublicTeam } from './public-team.js';
import type { PublicSheetCache } from './sheet-answer-cache.js';

type Ctx = PublicPageContext;

/** A live (not deleted) sheet with its team, or the spec's not-found answer. */
export async function findPublicSheet(em: EntityManager, id: string) {
  const sheet = await em.findOne(TalentSheet, { id, deletedAt: null }, { populate: ['team'] });
  if (!sheet) throw new AppError('NOT_FOUND', MSG.noTalentSheetFound);
  return sheet;
}

/** GET /api/public/talent-sheets/{hashId}: the hottest call of the public pages, answered from the built answers (sheet-answer-cache.ts). */
export async function cachedPublicSheet(ctx: { publicSheets: PublicSheetCache }, input: z.infer<typeof PublicSheetRequest>) {
  const built = await ctx.publicSheets.get(input);
  if (!built) throw new AppError('NOT_FOUND', MSG.noTalentSheetFound);
  return built.answer;
}

export async function publicSheet(ctx: Ctx, input: z.infer<typeof PublicSheetRequest>): Promise<PublicSheetResponse> {
  const sheet = await findPublicSheet(ctx.em, input.hashId);
  const settings = readTeamSettings(sheet.team);
  const [entries, total] = await ctx.em.findAndCount(
    SheetEntry,
    { sheet },
    { orderBy: { position: 'asc', id: 'asc' }, limit: input.limit, offset: (input.page - 1) * input.limit },
  );
  const views = await loadCreators(
    ctx.em,
    sheet.team.id,
    entries.map((e) => e.influencer.id),
  );
  const influencers = entries.flatMap((entry) => {
    const view = views.get(entry.influencer.id);
    if (!view) return [];
    const card = toPublicCard(view, settings, entry.note ?? null);
    return [input.with_stats === 'true' ? card : { ...card, engagement_rate: null, audience_female_percent: null, audience_age: null }];
  });
  return {
    sheet: {
      id: sheet.id,
      title: sheet.title,
      description: sheet.description ?? null,
      access_restricted: sheet.accessRestricted,
      requires_registration: sheet.accessRestricted || settings.displayRequireRegistration,
      ...readShareSettings(sheet.settings),
      updated_at: sheet.updatedAt.toISOString(),
    },
    team: toPublicTeam(sheet.team),
    team_settings: toPublicSettings(sheet.team),
    influencers,
    total_influencers: total,
    page: input.page,
    limit: input.limit,
    hasMoreResults: input.page * input.limit < total,
    demo_data: ctx.socialData.demo,
  };
}

/** A creator's profile as shown from a sheet: the sheet's team styling and its note. */
export async function sheetProfile(ctx: Ctx, input: z.infer<typeof SheetProfileRequest>) {
  const sheet = await findPublicSheet(ctx.em, input.salesheet_id);
  const entry = await ctx.em.findOne(SheetEntry, { sheet, influencer: input.influencer_id });
  if (!entry) throw new AppError('NOT_FOUND', 'Creator not found on this sheet');
  const { answer } = await buildProfile(ctx.em, input.influencer_id, sheet.team, entry.note ?? null);
  return { ...(readShareSettings(sheet.settings).hide_rates ? withoutRates(answer) : answer), demo_data: ctx.socialData.demo };
}
