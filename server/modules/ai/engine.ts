import type { EntityManager } from '@mikro-orm/postgresql';
import type { SuggestedTag } from '../../../shared/schemas/ai.js';
import type { SearchFilters } from '../search/index.js';
import type { BriefVocabulary, CampaignBrief } from './campaign-brief.js';
import type { CreatorDetails } from './creator-facts.js';

/** Creators for a campaign: from the directory (public facts) and the team's roster (the team's own tags and texts). */
export interface CreatorQuery {
  description: string;
  brief: CampaignBrief;
  teamId: string;
  /** Creators (influencer ids) already chosen: never suggested. */
  exclude: number[];
  limit: number;
  /** The advanced filter's search filters (every one a hard condition). */
  filters?: SearchFilters;
  /** One account per creator (the sheet helper) rather than one row per account (the search table). */
  perCreator: boolean;
}

export interface CreatorPick {
  accountId: number;
  influencerId: number;
  fullname: string;
  handle: string;
  platform: string;
  pictureUrl: string | null;
  followers: number;
  score: number;
  /** The matched facts, strongest first ("US audience 64 %", "posts about trail running (12 posts)"). */
  facts: string[];
  explanation: string;
  details: CreatorDetails;
}

/** Tags for a creator of the team's roster, or for a general description. */
export interface TagQuery {
  teamId: string;
  influencerId?: number;
  /** The general description, or custom text added to the creator's content. */
  text?: string;
  limit: number;
}

export interface NoteQuery {
  teamId: string;
  influencerId: number;
  description: string;
  brief: CampaignBrief;
}

/**
 * One interface for the AI helpers. The local engine answers from the database alone; a chat
 * provider is handed the local engine's candidates, so it can only name real creators and tags.
 */
export interface SuggestionEngine {
  readonly name: string;
  /** The brief's constraints (a chat provider's reading is checked against the contract; the local parser answers when it fails). */
  parseBrief(description: string, vocabulary: BriefVocabulary): Promise<CampaignBrief>;
  suggestCreators(em: EntityManager, query: CreatorQuery): Promise<CreatorPick[]>;
  suggestTags(em: EntityManager, query: TagQuery): Promise<SuggestedTag[]>;
  specialNote(em: EntityManager, query: NoteQuery): Promise<string>;
}
