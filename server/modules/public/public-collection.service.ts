import type { z } from 'zod';
import { PUBLIC_LIMIT } from '../../../shared/public-constants.js';
import { PUBLIC_LABEL, PUBLIC_MSG } from '../../../shared/public-texts.js';
import type { PublicCollectionRequest, PublicCollectionResponse } from '../../../shared/schemas/public/public-collection.js';
import { AppError } from '../../errors.js';
import { CollectionSheet } from '../collections/collection-sheet.entity.js';
import { Collection } from '../collections/collection.entity.js';
import { SheetEntry } from '../sheets/sheet-entry.entity.js';
import { loadCreators, toPublicCard } from './public-cards.js';
import { type PublicPageContext, readTeamSettings, toPublicSettings, toPublicTeam } from './public-team.js';

type Ctx = PublicPageContext;

/** GET /api/public/collections/{id}: the live sheets in order and 140 creators per load. */
export async function publicCollection(ctx: Ctx, input: z.infer<typeof PublicCollectionRequest>): Promise<PublicCollectionResponse> {
  const collection = await ctx.em.findOne(Collection, input.id, { populate: ['team'] });
  if (!collection) throw new AppError('NOT_FOUND', PUBLIC_MSG.collectionNotFound);
  const links = await ctx.em.find(CollectionSheet, { collection, sheet: { deletedAt: null } }, { populate: ['sheet'], orderBy: { position: 'asc' } });
  const sheetOrder = new Map(links.map((link, index) => [link.sheet.id, index]));
  const entries = links.length ? await ctx.em.find(SheetEntry, { sheet: { $in: [...sheetOrder.keys()] } }, { orderBy: { position: 'asc', id: 'asc' } }) : [];
  entries.sort((a, b) => sheetOrder.get(a.sheet.id)! - sheetOrder.get(b.sheet.id)! || a.position - b.position);
  const counts = new Map<string, number>();
  for (const entry of entries) counts.set(entry.sheet.id, (counts.get(entry.sheet.id) ?? 0) + 1);

  const size = PUBLIC_LIMIT.collectionCreatorsPerLoad;
  const pageEntries = entries.slice((input.page - 1) * size, input.page * size);
  const views = await loadCreators(ctx.em, collection.team.id, [...new Set(pageEntries.map((e) => e.influencer.id))]);
  const settings = readTeamSettings(collection.team);
  return {
    collection: { id: collection.id, title: collection.title },
    team: toPublicTeam(collection.team),
    team_settings: toPublicSettings(collection.team),
    sheets: links.map((link) => ({
      id: link.sheet.id,
      title: link.sheet.description || PUBLIC_LABEL.selectedTalent,
      total_influencers: counts.get(link.sheet.id) ?? 0,
    })),
    entries: pageEntries.flatMap((entry) => {
      const view = views.get(entry.influencer.id);
      return view ? [{ ...toPublicCard(view, settings, entry.note ?? null), sheet_id: entry.sheet.id }] : [];
    }),
    page: input.page,
    hasMoreResults: input.page * size < entries.length,
    demo_data: ctx.socialData.demo,
  };
}
