import type pg from 'pg';
import type { SocialPlatform } from '../../shared/schemas/platforms.js';
import { Rng } from '../providers/social-data/prng.js';
import { rebuildTeamRollups } from '../modules/analytics/index.js';
import { copyRows, type CopyValue } from './copy.js';

export const DEMO_ANALYTICS_DAYS = 60;
const DAY = 86_400_000;
const VIEWERS = [
  'jess@glowco.example',
  'marketing@trailpeak.example',
  'tom@bytewave.example',
  'casting@freshplate.example',
  'ana@lumen-agency.example',
  'partnerships@northwind.example',
];
const PLATFORMS: SocialPlatform[] = ['instagram', 'tiktok', 'youtube'];

interface Target {
  teamId: string;
  sheets: { id: string; influencerIds: number[] }[];
  collectionIds: string[];
}

/** 60 days of visits to the team's public sheets and collections, and the e-mails that opened them. */
export async function seedDemoAnalytics(client: pg.ClientBase, target: Target, now: Date) {
  const rng = new Rng('demo-analytics', target.teamId);
  const events: CopyValue[][] = [];
  const viewers = new Map<string, { sheetId: string; email: string; visits: number; first: Date; last: Date }>();
  const at = (day: number) => new Date(now.getTime() - day * DAY - rng.int(0, DAY - 1));
  for (let day = DEMO_ANALYTICS_DAYS - 1; day >= 0; day--) {
    // Busier on recent days, so the chart rises.
    const busy = 1 + (DEMO_ANALYTICS_DAYS - day) / DEMO_ANALYTICS_DAYS;
    for (const sheet of target.sheets) {
      for (let n = rng.int(0, Math.round(6 * busy)); n > 0; n--) {
        const email = rng.chance(0.3) ? rng.pick(VIEWERS) : null;
        const when = at(day);
        events.push([target.teamId, sheet.id, null, null, 'sheet_view', email, null, null, when]);
        if (email) {
          const key = `${sheet.id}:${email}`;
          const seen = viewers.get(key);
          if (seen) Object.assign(seen, { visits: seen.visits + 1, first: when < seen.first ? when : seen.first, last: when > seen.last ? when : seen.last });
          else viewers.set(key, { sheetId: sheet.id, email, visits: 1, first: when, last: when });
        }
        if (sheet.influencerIds.length > 0 && rng.chance(0.5)) {
          const influencerId = rng.pick(sheet.influencerIds);
          events.push([target.teamId, sheet.id, null, influencerId, 'influencer_click', email, null, null, at(day)]);
          if (rng.chance(0.4)) {
            const platform = rng.pick(PLATFORMS);
            events.push([target.teamId, sheet.id, null, influencerId, 'social_view', email, platform, `https://www.${platform}.com/`, at(day)]);
          }
        }
      }
    }
    for (const collectionId of target.collectionIds) {
      for (let n = rng.int(0, Math.round(3 * busy)); n > 0; n--)
        events.push([target.teamId, null, collectionId, null, 'collection_view', rng.chance(0.3) ? rng.pick(VIEWERS) : null, null, null, at(day)]);
    }
  }
  await copyRows(
    client,
    'analytics_event',
    ['team_id', 'sheet_id', 'collection_id', 'influencer_id', 'event_type', 'viewer_email', 'platform', 'url', 'created_at'],
    events,
  );
  await copyRows(
    client,
    'sheet_viewer',
    ['team_id', 'sheet_id', 'email', 'visits', 'first_seen_at', 'last_seen_at'],
    [...viewers.values()].map((v) => [target.teamId, v.sheetId, v.email, v.visits, v.first, v.last]),
  );
  await rebuildTeamRollups(client, [target.teamId]);
  return events.length;
}
