/**
 * The URL the public pages fetch a sheet page from; the server inlines the answer under the
 * same string, so both sides must build it here.
 */
export const publicSheetUrl = (id: string, page: number, limit: number) =>
  `/api/public/talent-sheets/${encodeURIComponent(id)}?${new URLSearchParams({ page: String(page), limit: String(limit) }).toString()}`;

/** The element of a public page holding answers the server inlined (JSON by URL), to skip the first round trip. */
export const PUBLIC_PRELOAD_ELEMENT_ID = 'public-preload';

/** The public pages' addresses (client/public-app.tsx), `:name` for each id; the e2e sweep visits each. */
export const PUBLIC_ROUTES = {
  rosterView: '/public/talent-sheet/roster-view/:sheetId',
  singlePage: '/public/talent-sheet/:sheetId',
  response: '/public/talent-sheet-response/:sheetId',
  collectionAll: '/public/collection/view-all/:collectionId',
  collection: '/public/collection/:collectionId',
  teamProfile: '/public/profile/:influencerId/team/:teamId',
  profile: '/public/profile/:influencerId',
  talentDetails: '/public/talent-details/:teamId',
  talentRoster: '/public/talent-roster/:teamId',
} as const;
