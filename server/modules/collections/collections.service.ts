import type { z } from 'zod';
import { LIMIT } from '../../../shared/limits.js';
import { MSG } from '../../../shared/messages.js';
import {
  effectiveFilter,
  type AlterCollectionTitleRequest,
  type GetCollectionRequest,
  type ListCollectionsRequest,
  type DeleteCollectionRequest,
  collectionSaveProblem,
  type SaveCollectionRequest,
} from '../../../shared/schemas/collections.js';
import { containing } from '../../db/like-pattern.js';
import { AppError, notFound } from '../../errors.js';
import { scopes } from '../../events/bus.js';
import type { TeamServicesContext } from '../../trpc/team-context.js';
import { ownSheetsAmong, sheetReference } from '../sheets/index.js';
import { CollectionSheet } from './collection-sheet.entity.js';
import { Collection } from './collection.entity.js';
import { loadSheetFacts } from './sheet-facts.js';

/** The team's collection, or 404 exactly like a missing one. */
export async function findOwnCollection(ctx: TeamServicesContext, id: string) {
  const collection = await ctx.em.findOne(Collection, { id, team: ctx.team });
  if (!collection) throw notFound('Collection');
  return collection;
}

export async function listCollections(ctx: TeamServicesContext, input: z.output<typeof ListCollectionsRequest>) {
  const filter = effectiveFilter(input.title_filter, LIMIT.collectionsListFilterMinLength);
  const where = { team: ctx.team, ...(filter ? { title: { $ilike: containing(filter) } } : {}) };
  const [collections, total] = await ctx.em.findAndCount(Collection, where, {
    orderBy: { createdAt: 'desc', id: 'asc' },
    limit: input.limit,
    offset: (input.page - 1) * input.limit,
  });
  const links = collections.length
    ? await ctx.em.find(
        CollectionSheet,
        { collection: { $in: collections.map((c) => c.id) }, sheet: { deletedAt: null } },
        { populate: ['sheet'], orderBy: { collection: 'asc', position: 'asc' } },
      )
    : [];
  return {
    collections: collections.map((collection) => {
      const mine = links.filter((link) => link.collection.id === collection.id);
      return {
        id: collection.id,
        title: collection.title,
        created_at: collection.createdAt.toISOString(),
        sheet_count: mine.length,
        sheet_titles: mine.slice(0, LIMIT.collectionRowSheetTitles).map((link) => link.sheet.title),
      };
    }),
    total,
    page: input.page,
    limit: input.limit,
  };
}

export async function getCollection(ctx: TeamServicesContext, input: z.output<typeof GetCollectionRequest>) {
  const collection = await findOwnCollection(ctx, input.id);
  const links = await ctx.em.find(CollectionSheet, { collection, sheet: { deletedAt: null } }, { populate: ['sheet'], orderBy: { position: 'asc' } });
  const facts = await loadSheetFacts(
    ctx.em,
    ctx.team.id,
    links.map((link) => link.sheet.id),
  );
  return {
    id: collection.id,
    title: collection.title,
    version: collection.version,
    created_at: collection.createdAt.toISOString(),
    updated_at: collection.updatedAt.toISOString(),
    sheets: links.map(({ sheet }) => ({
      id: sheet.id,
      title: sheet.title,
      description: sheet.description ?? null,
      portraits: facts.get(sheet.id)!.portraits,
      creator_count: facts.get(sheet.id)!.creatorCount,
    })),
  };
}

/** Spec §5 (`collectionSaveProblem`): refused with the spec's message, naming the field. */
export async function saveCollection(ctx: TeamServicesContext, input: z.output<typeof SaveCollectionRequest>) {
  const collection = input.id ? await findOwnCollection(ctx, input.id) : undefined;
  const sheets = await ownSheetsAmong(ctx, input.salesheet_ids);
  if (sheets.length !== input.salesheet_ids.length) throw notFound('Sheet');
  const problem = collectionSaveProblem(
    input.title,
    sheets.map((sheet) => sheet.description),
    !input.id,
  );
  if (problem) throw new AppError('BAD_REQUEST', MSG.collectionSaveCheck, { field: problem });

  const target =
    collection ?? ctx.em.create(Collection, { team: ctx.team, createdBy: ctx.user, title: input.title, createdAt: new Date(), updatedAt: new Date() });
  target.title = input.title;
  // Always a change, so every save gets a new version for its acknowledgement.
  target.updatedAt = new Date();
  await placeSheets(ctx, target, input.salesheet_ids, !collection);
  await ctx.em.flush();
  await publishSaved(ctx, target);
  return { collection_id: target.id, version: target.version };
}

/** Keeps the rows of sheets that stay (moving them), adds new ones, removes the rest. */
async function placeSheets(ctx: TeamServicesContext, collection: Collection, sheetIds: string[], isNew: boolean) {
  const existing = isNew ? [] : await ctx.em.find(CollectionSheet, { collection });
  const bySheet = new Map(existing.map((link) => [link.sheet.id, link]));
  sheetIds.forEach((id, position) => {
    const link = bySheet.get(id);
    if (link) {
      link.position = position;
      bySheet.delete(id);
    } else {
      ctx.em.create(CollectionSheet, { team: ctx.team, collection, sheet: sheetReference(ctx.em, id), position });
    }
  });
  for (const stale of bySheet.values()) ctx.em.remove(stale);
}

export async function alterTitle(ctx: TeamServicesContext, input: z.output<typeof AlterCollectionTitleRequest>) {
  const collection = await findOwnCollection(ctx, input.collection_id);
  collection.title = input.title;
  collection.updatedAt = new Date();
  await ctx.em.flush();
  await publishSaved(ctx, collection);
  return { collection_id: collection.id, title: collection.title, version: collection.version };
}

export async function deleteCollection(ctx: TeamServicesContext, input: z.output<typeof DeleteCollectionRequest>) {
  const collection = await findOwnCollection(ctx, input.collection_id);
  // Its CollectionSheet rows go with it (on delete cascade).
  ctx.em.remove(collection);
  await ctx.em.flush();
  return { success: true };
}

function publishSaved(ctx: TeamServicesContext, collection: Collection) {
  return ctx.bus.publish(scopes.collection(collection.id), 'collection.saved', {
    collectionId: collection.id,
    version: collection.version,
    by: ctx.user.id,
  });
}
