import type { EntityManager } from '@mikro-orm/postgresql';
import type { User } from '../modules/account/user.entity.js';
import { Influencer } from '../modules/directory/influencer.entity.js';
import { Favourite } from '../modules/roster/favourite.entity.js';
import { TalentConnection, TalentLogin } from '../modules/roster/talent-login.entity.js';
import { Category, TeamCategory } from '../modules/tags/category.entity.js';
import type { Team } from '../modules/teams/team.entity.js';

const CATEGORIES: Record<string, string[]> = {
  Lifestyle: ['Travel', 'Food & Drink', 'Home'],
  Beauty: ['Makeup', 'Skincare', 'Hair'],
  Entertainment: ['Comedy', 'Music', 'Gaming'],
};

/** What the roster screens show beyond the roster itself: connected talent, the admin's favourites, categories. */
export function createRosterExtras(em: EntityManager, team: Team, admin: User, rosterIds: number[]) {
  // Every fourth creator connected at least one platform through a data-authorization link.
  rosterIds.forEach((id, i) => {
    if (i % 4 !== 0) return;
    const login = em.create(TalentLogin, { team, influencer: em.getReference(Influencer, id) });
    em.create(TalentConnection, { team, talentLogin: login, platform: 'instagram' });
  });
  rosterIds
    .slice(0, 6)
    .forEach((id, i) => em.create(Favourite, { user: admin, influencer: em.getReference(Influencer, id), createdAt: new Date(Date.now() - i * 60_000) }));
  for (const [name, children] of Object.entries(CATEGORIES)) {
    const parent = em.create(Category, { name });
    children.forEach((child) => em.create(Category, { name: child, parent }));
    if (name !== 'Entertainment') em.create(TeamCategory, { team, category: parent });
  }
}
