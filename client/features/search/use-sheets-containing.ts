import { LIMIT } from '../../../shared/limits';
import type { SearchResult } from '../../../shared/schemas/search';
import { trpc } from '../../lib/trpc';

/**
 * The team's talent sheets each listed creator is on, asked a page of results at a time (a page
 * already asked is not asked again when more results load).
 */
export function useSheetsContaining(results: SearchResult[], enabled: boolean) {
  const pages: number[][] = [];
  for (let i = 0; i < results.length; i += LIMIT.sheetsContainingMax) {
    pages.push(results.slice(i, i + LIMIT.sheetsContainingMax).map((r) => r.influencer_id));
  }
  const answers = trpc.useQueries((t) => (enabled ? pages : []).map((ids) => t.sheets.containing({ influencer_ids: ids })));
  const byInfluencer = new Map<number, string[]>();
  for (const answer of answers) {
    for (const [id, sheetIds] of Object.entries(answer.data?.sheets_by_influencer ?? {})) byInfluencer.set(Number(id), sheetIds);
  }
  return (influencerId: number) => byInfluencer.get(influencerId) ?? [];
}
