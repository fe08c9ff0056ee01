import type { EntityManager } from '@mikro-orm/postgresql';
import { runSql } from '../../db/sql.js';
import { CollectionSheet } from './collection-sheet.entity.js';
import { collectionHeadingRow } from './collections.sql.js';

/** A collection's live sheets in the collection's order, each with its share settings. */
export async function liveSheetsOf(em: EntityManager, collectionId: string) {
  const links = await em.find(CollectionSheet, { collection: collectionId, sheet: { deletedAt: null } }, { populate: ['sheet'], orderBy: { position: 'asc' } });
  return links.map((link) => ({ id: link.sheet.id, settings: link.sheet.settings }));
}

export interface CollectionHeading {
  id: string;
  title: string;
  team_id: string;
}

/** A collection's id, title and team (whatever team), or null. */
export async function collectionHeading(em: EntityManager, collectionId: string): Promise<CollectionHeading | null> {
  const [row] = await runSql<CollectionHeading>(em, collectionHeadingRow(collectionId));
  return row ?? null;
}
