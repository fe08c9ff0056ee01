import type { EntityManager } from '@mikro-orm/postgresql';
import { runSql } from '../../db/sql.js';
import { AppError } from '../../errors.js';
import { readBrief, type BriefVocabulary } from './campaign-brief.js';
import { explain, loadDetails, matchedFacts, topicEvidence, type CreatorDetails } from './creator-facts.js';
import type { CreatorPick, CreatorQuery, NoteQuery, SuggestionEngine, TagQuery } from './engine.js';
import { noteAccount, rankingSql } from './ai.sql.js';
import { writeSpecialNote } from './special-note.js';
import { suggestTagsLocally } from './tag-suggestions.js';

/** The sheet helper ranks this many times its answer, then checks the pool against the exact topic. */
const RERANK_POOL = 3;
/** A pick whose content never names the asked topic (a stemming match only) keeps this share of its score. */
const UNNAMED_TOPIC_WEIGHT = 0.4;

/** An excluded topic the account's posts name (the SQL has already checked its name, description and the team's tags). */
const postsAbout = (d: CreatorDetails, topics: string[]) => topics.some((t) => topicEvidence(d, t).posts > 0);

/** The master tag list, read once per engine (it changes only with a migration or seed). */
type MasterTags = () => Promise<string[]>;

/**
 * The default engine: no network, no model. PostgreSQL full-text search over descriptions,
 * interests, post captions and the team's tags finds the candidates; the audience shares the
 * description asks for rank them; each pick names the facts that matched.
 */
export class LocalSuggestionEngine implements SuggestionEngine {
  readonly name = 'local';

  constructor(private readonly masterTags: MasterTags) {}

  async parseBrief(description: string, vocabulary: BriefVocabulary) {
    return readBrief(description, vocabulary);
  }

  async suggestCreators(em: EntityManager, query: CreatorQuery): Promise<CreatorPick[]> {
    // Full-text search stems words ("anime" and "animals" are both "anim"): a wider pool is checked
    // against the exact topic, and picks whose content never names it move down.
    const pool = query.perCreator || query.brief.excluded_topics.length ? query.limit * RERANK_POOL : query.limit;
    const ranked = await runSql<{ id: number; influencer_id: number; score: number }>(em, rankingSql(query, pool));
    const details = await loadDetails(
      em,
      query.teamId,
      ranked.map((r) => r.id),
      query.brief,
    );
    const picks = ranked.flatMap((r) => {
      const d = details.get(r.id);
      if (!d || postsAbout(d, query.brief.excluded_topics)) return [];
      const facts = matchedFacts(d, query.brief);
      const named =
        !query.brief.topics.length ||
        query.brief.topics.some((t) => {
          const e = topicEvidence(d, t);
          return e.posts > 0 || e.description || e.teamTag;
        });
      return [
        {
          accountId: d.accountId,
          influencerId: d.influencerId,
          fullname: d.fullname,
          handle: d.handle,
          platform: d.platform,
          pictureUrl: d.pictureUrl,
          followers: d.followers,
          score: Number(r.score) * (named ? 1 : UNNAMED_TOPIC_WEIGHT),
          facts,
          explanation: explain(d, facts),
          details: d,
        },
      ];
    });
    return picks.sort((x, y) => y.score - x.score).slice(0, query.limit);
  }

  async suggestTags(em: EntityManager, query: TagQuery) {
    return suggestTagsLocally(em, query, await this.masterTags());
  }

  async specialNote(em: EntityManager, query: NoteQuery) {
    const platform = query.brief.platforms[0];
    const rows = await runSql<{ id: number }>(em, noteAccount(query.influencerId, platform ?? ''));
    const details = await loadDetails(
      em,
      query.teamId,
      rows.map((r) => r.id),
      query.brief,
    );
    const d = details.get(rows[0]?.id ?? -1);
    if (!d) throw new AppError('NOT_FOUND', 'Creator not found');
    return writeSpecialNote(d, query.brief);
  }
}
