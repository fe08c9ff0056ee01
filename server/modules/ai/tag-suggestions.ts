import type { EntityManager } from '@mikro-orm/postgresql';
import type { SuggestedTag } from '../../../shared/schemas/ai.js';
import { runSql } from '../../db/sql.js';
import { creatorAccountIds, creatorsCarrying } from './ai.sql.js';
import { readBrief, topicPattern, type BriefVocabulary } from './campaign-brief.js';
import { loadDetails, type CreatorDetails } from './creator-facts.js';
import type { TagQuery } from './engine.js';
import { teamTagNames } from './vocabulary.js';

/** A tag needs at least this much evidence: a mention in the description, or three posts. */
const MIN_SCORE = 3;
const SIMILAR_MIN = 2;

type Scored = { tag: string; score: number; evidence: string[] };

/** Every account of a creator as the team sees it. */
async function creatorAccounts(em: EntityManager, teamId: string, influencerId: number) {
  const rows = await runSql<{ id: number }>(em, creatorAccountIds(influencerId));
  return [
    ...(
      await loadDetails(
        em,
        teamId,
        rows.map((r) => r.id),
      )
    ).values(),
  ];
}

/** A team tag the creator's words support outranks a master tag with the same evidence. */
const TEAM_TAG_BONUS = 1;

/**
 * What a creator says about themselves, without the brands they name: "Partners include beauty,
 * lifestyle and tech brands" says who pays them, not what they make.
 */
export function ownWords(text: string) {
  return text.replace(
    /[^.!?\n]*\b(?:partners?|partnered|partnerships?|sponsored|sponsors?|collab(?:orat\w*)?s?|worked with|working with|ambassador|brand deals?|brands? (?:like|such as|include)|as seen (?:in|on)|#ad|#gifted|gifted by)\b[^.!?\n]*[.!?]?/gi,
    ' ',
  );
}

/** Tags (the team's own and the master list) with evidence in a creator's content (and any custom text). */
function textEvidence(accounts: CreatorDetails[], vocabulary: BriefVocabulary, text: string | undefined): Scored[] {
  const posts = accounts.flatMap((a) => a.posts).map(ownWords);
  const description = ownWords(accounts[0]?.description ?? '');
  const interests = new Set(accounts.flatMap((a) => (a.audience?.interests ?? []).map((i) => i.name.toLowerCase())));
  const teamTags = new Set(vocabulary.teamTags.map((t) => t.toLowerCase()));
  const scored: Scored[] = [];
  const tags = new Map([...vocabulary.teamTags, ...vocabulary.masterTags].map((t) => [t.toLowerCase(), t]));
  for (const tag of tags.values()) {
    const pattern = topicPattern(tag);
    const evidence: string[] = [];
    let score = 0;
    const inPosts = posts.filter((p) => pattern.test(p)).length;
    if (inPosts) {
      score += Math.min(inPosts, 6);
      evidence.push(`${inPosts} ${inPosts === 1 ? 'post mentions' : 'posts mention'} it`);
    }
    if (pattern.test(description)) {
      score += 3;
      evidence.push('the description mentions it');
    }
    if (text && pattern.test(text)) {
      score += 3;
      evidence.push('named in your text');
    }
    if (interests.has(tag.toLowerCase())) {
      score += 0.5;
      evidence.push('an interest of the audience');
    }
    if (score > 0 && teamTags.has(tag.toLowerCase())) {
      score += TEAM_TAG_BONUS;
      evidence.push('a tag your team uses');
    }
    if (score > 0) scored.push({ tag, score, evidence });
  }
  return scored;
}

/** Tags that creators of the team who share the strongest tags carry (this team's roster only). */
async function similarCreatorTags(em: EntityManager, teamId: string, influencerId: number | undefined, strong: string[]) {
  if (!strong.length) return new Map<string, string[]>();
  const rows = await runSql<{ name: string; tags: string[] }>(
    em,
    creatorsCarrying(
      teamId,
      influencerId ?? 0,
      strong.map((t) => t.toLowerCase()),
    ),
  );
  const carriers = new Map<string, string[]>();
  for (const row of rows) for (const tag of row.tags) carriers.set(tag, [...(carriers.get(tag) ?? []), row.name]);
  return carriers;
}

/** Tags for a creator (or a general description): text evidence from the master list, then the tags of similar creators on the team. */
export async function suggestTagsLocally(em: EntityManager, query: TagQuery, masterTags: string[]): Promise<SuggestedTag[]> {
  const accounts = query.influencerId ? await creatorAccounts(em, query.teamId, query.influencerId) : [];
  const has = new Set(accounts.flatMap((a) => a.teamTags.map((t) => t.toLowerCase())));
  const vocabulary = { masterTags, teamTags: await teamTagNames(em, query.teamId) };
  const byTag = new Map<string, Scored>();
  for (const s of textEvidence(accounts, vocabulary, query.text)) byTag.set(s.tag.toLowerCase(), s);
  if (!query.influencerId && query.text) {
    for (const tag of readBrief(query.text, vocabulary).topics)
      if (!byTag.has(tag.toLowerCase())) byTag.set(tag.toLowerCase(), { tag, score: MIN_SCORE, evidence: ['named in your text'] });
  }
  const strong = [...byTag.values()].filter((s) => s.score >= MIN_SCORE).map((s) => s.tag);
  const carriers = await similarCreatorTags(em, query.teamId, query.influencerId, [...strong, ...has]);
  const strongSet = new Set(strong.map((t) => t.toLowerCase()));
  for (const [tag, names] of carriers) {
    const key = tag.toLowerCase();
    if (names.length < SIMILAR_MIN || strongSet.has(key)) continue;
    const entry = byTag.get(key) ?? { tag, score: 0, evidence: [] };
    entry.score += 1.5 * Math.min(names.length, 3);
    entry.evidence.push(`carried by ${names.length} similar creators on your roster (${names.slice(0, 2).join(', ')}${names.length > 2 ? '...' : ''})`);
    byTag.set(key, entry);
  }
  return [...byTag.values()]
    .filter((s) => s.score >= MIN_SCORE && !has.has(s.tag.toLowerCase()))
    .sort((a, b) => b.score - a.score || a.tag.localeCompare(b.tag))
    .slice(0, query.limit)
    .map((s) => ({ tag: s.tag, score: Math.round(s.score * 10) / 10, evidence: s.evidence.join('; ') }));
}
