import type { EntityManager } from '@mikro-orm/postgresql';
import type { User } from '../modules/account/user.entity.js';
import { CastingCallResponse } from '../modules/creator-calls/casting-call-response.entity.js';
import { CastingCall } from '../modules/creator-calls/casting-call.entity.js';
import type { Team } from '../modules/teams/team.entity.js';
import { portraitUrl } from '../providers/social-data/media-urls.js';
import { createSheet } from './demo-sheets.js';

const DAY = 86_400_000;
const CALLS = [
  {
    title: 'GlowCo Summer Skincare Launch',
    brand: 'GlowCo',
    issuer: 'GlowCo Brand Team',
    deliverables: '1 Reel, 3 Stories',
    locations: 'United States',
    compensation: '$1,500 - $4,000 per creator',
    description: 'We are looking for skincare and beauty creators (25-34) to introduce our new SPF serum this summer.',
  },
  {
    title: 'TrailPeak Outdoor Gear Ambassadors',
    brand: 'TrailPeak',
    issuer: 'TrailPeak Marketing',
    deliverables: '2 TikToks, 1 YouTube integration',
    locations: 'US and Canada',
    compensation: 'Product + $2,000',
    description: 'Hikers, climbers and van-lifers who want a six-month ambassadorship with our outdoor line.',
  },
  {
    title: 'Bytewave Gaming Headset Reviews',
    brand: 'Bytewave',
    issuer: 'Bytewave Partnerships',
    deliverables: '1 YouTube review',
    locations: 'Worldwide',
    compensation: '$3,000 flat',
    description: 'Gaming and tech reviewers with an engaged audience for an honest headset review.',
  },
  {
    title: 'FreshPlate Meal Kit Holiday Push',
    brand: 'FreshPlate',
    issuer: 'FreshPlate Creators',
    deliverables: '1 Reel, 1 TikTok',
    locations: 'United States',
    compensation: '$800 - $2,500',
    description: 'Food and family creators cooking a holiday dinner with our meal kit.',
  },
];

/** Calls the demo brand published itself: the first two open calls. */
const BRAND_OWNED = 2;

/**
 * Open Creator Calls: the demo team has a draft response to the first, a submitted one to the
 * second. The demo brand published the first two (the others come from brands not on Pitchroom).
 */
export function createCastingCalls(em: EntityManager, brand: Team, imageInfluencerIds: number[], now: Date) {
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
      issuerName: i < BRAND_OWNED ? brand.name : call.issuer,
      issuerImageUrl: null,
      brandTeam: i < BRAND_OWNED ? brand : null,
      createdAt: new Date(now.getTime() - (i + 1) * 2 * DAY),
    }),
  );
}

/** The demo team's submitted response to a call (the list shows "Response sent"). */
export function createSubmittedResponse(em: EntityManager, team: Team, user: User, call: CastingCall, influencerIds: number[], now: Date, position = 21) {
  const sheet = createSheet(em, {
    team,
    user,
    title: `Response to: ${call.title}`,
    description: null,
    type: 'casting_call_response',
    influencerIds,
    position,
    now,
  });
  return em.create(CastingCallResponse, {
    team,
    castingCall: call,
    sheet,
    status: 'submitted',
    submittedAt: new Date(now.getTime() - DAY),
    createdAt: new Date(now.getTime() - 2 * DAY),
  });
}

/**
 * The demo brand's closed call (ended last month), answered by the demo team and already
 * reviewed: two creators shortlisted, one declined, and a reply.
 */
export function createClosedReviewedCall(em: EntityManager, brand: Team, team: Team, user: User, influencerIds: number[], now: Date) {
  const call = em.create(CastingCall, {
    title: 'GlowCo Spring Refresh',
    description: 'Skincare creators for our spring cleanser relaunch: morning routines, real skin, no filters.',
    startDate: new Date(now.getTime() - 60 * DAY).toISOString().slice(0, 10),
    endDate: new Date(now.getTime() - 30 * DAY).toISOString().slice(0, 10),
    deliverables: '1 Reel, 2 Stories',
    locations: 'United States',
    compensation: '$1,000 - $3,000 per creator',
    brandRepresented: 'GlowCo',
    issuerName: brand.name,
    issuerImageUrl: null,
    brandTeam: brand,
    closedAt: new Date(now.getTime() - 29 * DAY),
    createdAt: new Date(now.getTime() - 65 * DAY),
  });
  const response = createSubmittedResponse(em, team, user, call, influencerIds, now, 22);
  const [first, second, third] = influencerIds.map(String);
  response.submittedAt = new Date(now.getTime() - 40 * DAY);
  response.creatorReviews = { [first!]: 'shortlisted', [second!]: 'shortlisted', [third!]: 'declined' };
  response.reviewedAt = new Date(now.getTime() - 35 * DAY);
  response.brandReply = 'Thank you! We would love to move ahead with the two shortlisted creators: expect a brief this week.';
  return call;
}
