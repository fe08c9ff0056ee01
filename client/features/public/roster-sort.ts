import { PUBLIC_LIMIT } from '../../../shared/public-constants';
import type { PublicCard } from '../../../shared/schemas/public/public-cards';

export type RosterSort = 'engagement' | 'followers' | 'default';

const primaryFollowers = (card: PublicCard) => (card.socials.find((s) => s.primary) ?? card.socials[0])?.followers ?? 0;

/** Spec §4: default is primary followers descending; engagement, or followers across socials, descending. */
export function sortRoster(cards: PublicCard[], sort: RosterSort) {
  const key =
    sort === 'engagement' ? (c: PublicCard) => c.engagement_rate ?? -1 : sort === 'followers' ? (c: PublicCard) => c.total_reach ?? 0 : primaryFollowers;
  return [...cards].sort((a, b) => key(b) - key(a) || a.id - b.id);
}

/** Spec §9: Female when the rounded female percent is 50 or more, else Male with the remainder. */
export function audienceType(femalePercent: number | null): { gender: 'female' | 'male'; percent: number } | null {
  if (femalePercent == null) return null;
  const female = Math.round(femalePercent);
  return female >= PUBLIC_LIMIT.femaleAudienceThreshold ? { gender: 'female', percent: female } : { gender: 'male', percent: 100 - female };
}
