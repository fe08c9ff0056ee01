/**
 * A small integration written as an integrator would: types generated from Pitchroom's OpenAPI
 * document (`npm run api:types`, openapi-typescript) and calls made with openapi-fetch, with a
 * team's API key. docs/api.md walks through it; tests/integrators runs it against a live server.
 */
import createClient from 'openapi-fetch';
import type { paths } from './pitchroom-api.js';

export async function pitchThreeCreators(baseUrl: string, apiKey: string) {
  const api = createClient<paths>({ baseUrl, headers: { Authorization: `Bearer ${apiKey}` } });

  // The first page of the roster.
  const roster = await api.GET('/api/user/influencers', { params: { query: { page: 1, limit: 25 } } });
  if (roster.error) throw new Error(`roster: ${roster.error.error}`);
  const three = roster.data.influencers.slice(0, 3);

  // A talent sheet with three of them, each with a note for the brand.
  const saved = await api.POST('/api/user/talent-sheets/save', {
    body: {
      title: 'Spring pitch for Acme',
      sheet_type: 'talent',
      influencers: three.map((c) => ({ influencer_id: c.id, note: `Why ${c.fullname} fits Acme` })),
    },
  });
  if (saved.error) throw new Error(`save: ${saved.error.error}`);
  const sheetId = saved.data.sheet_id;

  // Shared: the brand may download the PDF, rates stay hidden. The link is /public/talent-sheet/{sheetId}.
  const shared = await api.PUT('/api/talent-sheets/{sheet_id}/share-settings', {
    params: { path: { sheet_id: sheetId } },
    body: { allow_pdf_download: true, hide_rates: true },
  });
  if (shared.error) throw new Error(`share: ${shared.error.error}`);

  // Who clicked which creator on it so far.
  const clicks = await api.GET('/api/user/analytics/sheet-clicks', { params: { query: { sheet_id: sheetId } } });
  if (clicks.error) throw new Error(`analytics: ${clicks.error.error}`);

  return {
    creators: three.map((c) => c.fullname),
    sheetId,
    shareSettings: shared.data,
    clicks: clicks.data.clicks,
    budgetLeft: Number(clicks.response.headers.get('RateLimit-Remaining')),
  };
}
