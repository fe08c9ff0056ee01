/** Public addresses of a sheet (spec §2.1), absolute so they can be shared. */
export const rosterViewUrl = (id: string) => `${window.location.origin}/public/talent-sheet/roster-view/${id}`;
export const singlePageUrl = (id: string) => `${window.location.origin}/public/talent-sheet/${id}`;

/** Spec §2.4 "only display sheets created by me", kept in this browser. */
export const ONLY_MINE_STORAGE_KEY = 'pitchroom.talent-sheets.only-mine';
