import type { CampaignBrief } from './campaign-brief.js';
import { compactCount, matchedFacts, platformName, type CreatorDetails } from './creator-facts.js';

const list = (items: string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);
/** Facts that restate the follower count, which the note's last sentence gives once. */
const countsFollowers = (fact: string) => / followers on /.test(fact) || fact === 'on your roster';

/**
 * A special note a talent manager would paste into a pitch: the creator's facts that support the
 * brief in one sentence, then their reach once ("Maya Lee posts about trail running (12 posts) and
 * has a US audience 64 %. 42k Instagram followers at 4.1 % engagement."). It names no campaign:
 * the brand reading it knows its own.
 */
export function writeSpecialNote(d: CreatorDetails, brief: CampaignBrief) {
  const facts = matchedFacts(d, brief)
    .filter((f) => !countsFollowers(f))
    .slice(0, 3);
  const reach = `${compactCount(d.followers)} ${platformName(d.platform)} followers${d.engagementRate === null ? '' : ` at ${d.engagementRate.toFixed(1)} % engagement`}.`;
  if (!facts.length) return `${d.fullname}: ${reach}`;
  return `${d.fullname}: ${list(facts)}. ${reach[0]!.toUpperCase()}${reach.slice(1)}`;
}
