import type { EntityManager } from '@mikro-orm/postgresql';
import { AI_LIMIT } from '../../../shared/ai-texts.js';
import type { Config } from '../../config.js';
import { ChatSuggestionEngine } from './chat-engine.js';
import type { SuggestionEngine } from './engine.js';
import { LocalSuggestionEngine } from './local-engine.js';
import { masterTagNames } from '../tags/index.js';

/** The engine that answers from the database alone. */
export const localEngine = (em: EntityManager) => new LocalSuggestionEngine(() => masterTagNames(em));

/** The engine the configuration asks for: a chat provider when AI_BASE_URL is set, else the local engine. */
export function engineFor(config: Pick<Config, 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL' | 'AI_TIMEOUT_MS'>, em: EntityManager): SuggestionEngine {
  const local = localEngine(em);
  if (!config.AI_BASE_URL) return local;
  return new ChatSuggestionEngine(
    { baseUrl: config.AI_BASE_URL, apiKey: config.AI_API_KEY, model: config.AI_MODEL, timeoutMs: config.AI_TIMEOUT_MS ?? AI_LIMIT.providerTimeoutMs },
    local,
  );
}
