import type { z } from 'zod';
import type { CategoriesResponse } from '../../../shared/schemas/roster/tags.js';
import type { TeamContext } from '../../trpc/team-context.js';
import { Category, TeamCategory } from './category.entity.js';

/** GET /api/categories: the shared categories with their subcategories, and the ones the team uses. */
export async function listCategories(ctx: TeamContext): Promise<z.infer<typeof CategoriesResponse>> {
  const [categories, mine] = await Promise.all([
    ctx.em.find(Category, {}, { orderBy: { name: 'asc', id: 'asc' } }),
    ctx.em.fork().find(TeamCategory, { team: ctx.team }, { populate: ['category'] }),
  ]);
  const top = categories.filter((c) => !c.parent);
  return {
    categories: top.map((c) => ({
      id: c.id,
      name: c.name,
      subcategories: categories.filter((s) => s.parent?.id === c.id).map((s) => ({ id: s.id, name: s.name })),
    })),
    team_categories: mine.map((m) => ({ id: m.category.id, name: m.category.name })).sort((a, b) => a.name.localeCompare(b.name)),
  };
}
