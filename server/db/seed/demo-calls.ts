import type { EntityManager } from '@mikro-orm/postgresql';
import { CastingCall } from '../../modules/creator-calls/casting-call.entity.js';
import { portraitUrl } from '../../providers/social-data/media-urls.js';

const DAY = 86_400_000;
const CALLS = [
  { title: 'GlowCo Summer Skincare Launch', brand: 'GlowCo', issuer: 'GlowCo Brand Team', deliverables: '1 Reel, 3 Stories', locations: 'United States', compensation: '$1,500 - $4,000 per creator', description: 'We are looking for skincare and beauty creators (25-34) to introduce our new SPF serum this summer.' },
  { title: 'TrailPeak Outdoor Gear Ambassadors', brand: 'TrailPeak', issuer: 'TrailPeak Marketing', deliverables: '2 TikToks, 1 YouTube integration', locations: 'US and Canada', compensation: 'Product + $2,000', description: 'Hikers, climbers and van-lifers who want a six-month ambassadorship with our outdoor line.' },
  { title: 'Bytewave Gaming Headset Reviews', brand: 'Bytewave', issuer: 'Bytewave Partnerships', deliverables: '1 YouTube review', locations: 'Worldwide', compensation: '$3,000 flat', description: 'Gaming and tech reviewers with an engaged audience for an honest headset review.' },
  { title: 'FreshPlate Meal Kit Holiday Push', brand: 'FreshPlate', issuer: 'FreshPlate Creators', deliverables: '1 Reel, 1 TikTok', locations: 'United States', compensation: '$800 - $2,500', description: 'Food and family creators cooking a holiday dinner with our meal kit.' },
];

/** Open Creator Calls (not team-owned); the first gets the demo team's draft response. */
export function createCastingCalls(em: EntityManager, imageInfluencerIds: number[], now: Date) {
  return CALLS.map((call, i) =>
    em.create(CastingCall, {
      title: call.title,
      description: call.description,
      startDate: new Date(now.getTime() + (i + 7) * DAY).toISOString().slice(0, 10),
      endDate: new Date(now.getTime() + (i + 30) * DAY).toISOString().slice(0, 10),
      deliverables: call.deliverables,
      locations: call.locations,
      compensation: call.compensation,
      brandRepresented: call.brand,
      displayImages: imageInfluencerIds.slice(i * 3, i * 3 + 3).map(portraitUrl),
      issuerName: call.issuer,
      issuerImageUrl: null,
      createdAt: new Date(now.getTime() - (i + 1) * 2 * DAY),
    }),
  );
}
