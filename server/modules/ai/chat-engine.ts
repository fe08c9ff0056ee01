import type { EntityManager } from '@mikro-orm/postgresql';
import OpenAI from 'openai';
import { z } from 'zod';
import { AI_LIMIT, AI_TEXT } from '../../../shared/ai-texts.js';
import { AppError } from '../../errors.js';
import { logger } from '../../logger.js';
import { CampaignBrief, HARD_CONSTRAINTS } from '../../../shared/campaign-brief.js';
import type { BriefVocabulary } from './campaign-brief.js';
import type { CreatorPick, CreatorQuery, NoteQuery, SuggestionEngine, TagQuery } from './engine.js';
import type { LocalSuggestionEngine } from './local-engine.js';

export interface ChatSettings {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

const CreatorsAnswer = z.object({ influencers: z.array(z.object({ id: z.number().int(), explanation: z.string().trim().min(1).max(600) })).max(300) });
const TagsAnswer = z.object({ tags: z.array(z.object({ tag: z.string().trim().min(1).max(100), evidence: z.string().trim().min(1).max(600) })).max(50) });
const NoteAnswer = z.object({ explanation: z.string().trim().min(1).max(1000) });

const SYSTEM = `You help talent managers at an agency pitch social media creators to brands.
Answer with one JSON object only, no prose. Use only the candidates and facts given; never invent creators, tags or figures.`;

/** A provider's failure of any kind (timeout, refusal, malformed or invented answer) is the spec's one error. */
const failed = (reason: string, cause?: unknown) => {
  logger.warn({ reason, err: cause instanceof Error ? cause.message : cause }, 'AI provider answer refused');
  return new AppError('SERVICE_UNAVAILABLE', AI_TEXT.generationFailed);
};

/**
 * An OpenAI-compatible chat provider. The local engine retrieves the candidates (real creators of
 * the directory and roster, real tags with evidence); the model only chooses among them and words
 * the explanations. Every answer is checked with zod and against the candidates before use.
 */
export class ChatSuggestionEngine implements SuggestionEngine {
  readonly name = 'chat';
  private readonly client: OpenAI;

  constructor(
    private readonly settings: ChatSettings,
    private readonly local: LocalSuggestionEngine,
  ) {
    this.client = new OpenAI({ baseURL: settings.baseUrl, apiKey: settings.apiKey, timeout: settings.timeoutMs, maxRetries: 0 });
  }

  private async ask<T>(schema: z.ZodType<T>, prompt: string, unwrap: (json: unknown) => unknown = (json) => json): Promise<T> {
    let content: string | null | undefined;
    try {
      const completion = await this.client.chat.completions.create({
        model: this.settings.model,
        temperature: 0.2,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: SYSTEM },
          { role: 'user', content: prompt },
        ],
      });
      content = completion.choices?.[0]?.message?.content;
    } catch (error) {
      throw failed('request failed', error);
    }
    let json: unknown;
    try {
      json = JSON.parse(content ?? '');
    } catch (error) {
      throw failed('not JSON', error);
    }
    const parsed = schema.safeParse(unwrap(json));
    if (!parsed.success) throw failed('wrong shape', parsed.error.message);
    return parsed.data;
  }

  /**
   * The model reads the brief into the same contract the local parser answers; its topics must be
   * the vocabulary's. A slow, malformed or off-contract answer falls back to the local parser.
   */
  async parseBrief(description: string, vocabulary: BriefVocabulary) {
    try {
      const known = new Map([...vocabulary.masterTags, ...vocabulary.teamTags].map((t) => [t.toLowerCase(), t]));
      const brief = await this.ask(
        CampaignBrief,
        `Campaign brief: ${JSON.stringify(description)}
Read the constraints it states. Answer {"brief":{"platforms":[instagram|tiktok|youtube],"size":{"label":"<band>","min":<followers>,"max":<followers or null>} or null,
"audience_gender":"female"|"male"|null,"audience_ages":[<min>,<max or null>] or null,"audience_countries":["<ISO code>"],"audience_languages":["<ISO 639-1>"],
"creator_locations":["<city or ISO code>"],"topics":["<tag>"],"excluded_topics":["<tag>"],"words":["<other content word>"]}}.
Size bands: nano under 10k, micro 10k-100k, mid-size 100k-500k, macro 500k-1M, mega over 1M. Hard constraints: ${HARD_CONSTRAINTS.join(', ')}.
Topics and excluded topics only from this list: ${JSON.stringify([...known.values()])}.`,
        (json) => (json as { brief?: unknown } | null)?.brief,
      );
      const tags = (list: string[]) => [...new Set(list.map((t) => known.get(t.toLowerCase())).filter((t): t is string => Boolean(t)))];
      return { ...brief, topics: tags(brief.topics), excluded_topics: tags(brief.excluded_topics) };
    } catch {
      return this.local.parseBrief(description, vocabulary);
    }
  }

  async suggestCreators(em: EntityManager, query: CreatorQuery): Promise<CreatorPick[]> {
    const candidates = await this.local.suggestCreators(em, { ...query, limit: Math.max(query.limit, AI_LIMIT.providerCandidates) });
    if (!candidates.length) return [];
    const byId = new Map(candidates.map((c) => [c.accountId, c]));
    const answer = await this.ask(
      CreatorsAnswer,
      `Campaign: ${JSON.stringify(query.description)}
Candidates (id, name, facts):
${candidates.map((c) => JSON.stringify({ id: c.accountId, name: c.fullname, platform: c.platform, followers: c.followers, facts: c.facts })).join('\n')}
Choose up to ${query.limit} candidates that fit best, best first. Answer {"influencers":[{"id":<candidate id>,"explanation":"<one line naming the facts that matched>"}]}.`,
    );
    const picks: CreatorPick[] = [];
    for (const item of answer.influencers.slice(0, query.limit)) {
      const candidate = byId.get(item.id);
      if (!candidate) throw failed(`unknown creator ${item.id}`);
      if (!picks.includes(candidate)) picks.push({ ...candidate, explanation: item.explanation });
    }
    return picks;
  }

  async suggestTags(em: EntityManager, query: TagQuery) {
    const candidates = await this.local.suggestTags(em, { ...query, limit: AI_LIMIT.providerCandidates });
    if (!candidates.length) return [];
    const byTag = new Map(candidates.map((c) => [c.tag.toLowerCase(), c]));
    const answer = await this.ask(
      TagsAnswer,
      `Candidate tags for a creator, with the evidence found in their content:
${candidates.map((c) => JSON.stringify({ tag: c.tag, evidence: c.evidence })).join('\n')}
${query.text ? `Extra text from the talent manager: ${JSON.stringify(query.text)}\n` : ''}Keep up to ${query.limit} tags that describe the creator, best first. Answer {"tags":[{"tag":"<candidate tag>","evidence":"<short reason>"}]}.`,
    );
    return answer.tags.slice(0, query.limit).map((t) => {
      const candidate = byTag.get(t.tag.toLowerCase());
      if (!candidate) throw failed(`unknown tag ${t.tag}`);
      return { ...candidate, evidence: t.evidence };
    });
  }

  async specialNote(em: EntityManager, query: NoteQuery) {
    const draft = await this.local.specialNote(em, query);
    const answer = await this.ask(
      NoteAnswer,
      `Campaign: ${JSON.stringify(query.description)}
Facts about the creator: ${JSON.stringify(draft)}
Write one or two sentences for the creator's special note in a pitch to the brand, using only these facts. Answer {"explanation":"<the note>"}.`,
    );
    return answer.explanation;
  }
}
