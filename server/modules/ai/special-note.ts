import type { CampaignBrief } from './campaign-brief.js';
import { compactCount, matchedFacts, platformName, type CreatorDetails } from './creator-facts.js';

const list = (items: string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/**
 * A special note a talent manager would paste into a pitch: the creator's strongest facts for
 * the campaign in one or two sentences ("Maya Lee posts about trail running (12 posts), with a US
 * audience of 64 %. 42k Instagram followers at 4.1 % engagement.").
 */
export function writeSpecialNote(d: CreatorDetails, brief: CampaignBrief) {
  const name = d.fullname;
  const facts = matchedFacts(d, brief).filter((f) => f !== 'on your roster').slice(0, 3);
  const reach = `${compactCount(d.followers)} ${platformName(d.platform)} followers${d.engagementRate === null ? '' : ` at ${d.engagementRate.toFixed(1)} % engagement`}`;
  if (!facts.length) return `${name} brings ${reach} to this campaign.`;
  return `${name} is a strong fit for this campaign: ${list(facts)}. ${reach[0]!.toUpperCase()}${reach.slice(1)}.`;
}
