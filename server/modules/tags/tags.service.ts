import type { EntityManager } from '@mikro-orm/postgresql';
import { runSql } from '../../db/sql.js';
import { masterTagList, masterTagsNamed } from './tags.sql.js';

/** The master tag list, sorted. */
export const masterTagNames = async (em: EntityManager) => (await runSql<{ name: string }>(em, masterTagList())).map((r) => r.name);

/** Which of `names` are master tags. */
export const masterTagsAmong = async (em: EntityManager, names: string[]) => (await runSql<{ name: string }>(em, masterTagsNamed(names))).map((r) => r.name);
