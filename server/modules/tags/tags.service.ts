import type { EntityManager } from '@mikro-orm/postgresql';
import { runSql } from '../../db/sql.js';
import { masterTagList } from './tags.sql.js';

/** The master tag list, sorted. */
export const masterTagNames = async (em: EntityManager) => (await runSql<{ name: string }>(em, masterTagList())).map((r) => r.name);
