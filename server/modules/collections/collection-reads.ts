import type { EntityManager } from '@mikro-orm/postgresql';
import { CollectionSheet } from './collection-sheet.entity.js';

/** A collection's live sheets in the collection's order, each with its share settings. */
export async function liveSheetsOf(em: EntityManager, collectionId: string) {
  const links = await em.find(CollectionSheet, { collection: collectionId, sheet: { deletedAt: null } }, { populate: ['sheet'], orderBy: { position: 'asc' } });
  return links.map((link) => ({ id: link.sheet.id, settings: link.sheet.settings }));
}
