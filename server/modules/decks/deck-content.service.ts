import type { EntityManager } from '@mikro-orm/postgresql';
import { readShareSettings } from '../../../shared/schemas/sheets/share-settings.js';
import type { PublicProfileResponse } from '../../../shared/schemas/public/public-profile.js';
import type { PublicTeam, PublicTeamSettings } from '../../../shared/schemas/public/public-cards.js';
import { PUBLIC_LABEL } from '../../../shared/public-texts.js';
import { liveSheetsOf } from '../collections/index.js';
import type { Collection } from '../collections/collection.entity.js';
import { buildProfiles, toPublicSettings, toPublicTeam, withoutRates } from '../public/index.js';
import { readEntries, readEntriesOfSheets } from '../sheets/index.js';
import type { TalentSheet } from '../sheets/talent-sheet.entity.js';
import type { Team } from '../teams/team.entity.js';

/** Everything a deck shows, with the share settings already applied (hidden rates removed, not just not drawn). */
export interface DeckContent {
  title: string;
  heading: string;
  team: PublicTeam;
  teamSettings: PublicTeamSettings;
  creators: PublicProfileResponse[];
}

interface DeckEntry {
  influencerId: number;
  note: string | null;
  hideRates: boolean;
}

async function profilesOf(em: EntityManager, team: Team, entries: DeckEntry[]) {
  const hidesRates = new Set(entries.filter((entry) => entry.hideRates).map((entry) => entry.influencerId));
  return (await buildProfiles(em, entries, team)).map(({ answer }) => (hidesRates.has(answer.influencer.id) ? withoutRates(answer) : answer));
}

const deckOf = (team: Team, title: string, heading: string | null, creators: PublicProfileResponse[]): DeckContent => ({
  title,
  heading: heading || PUBLIC_LABEL.selectedTalent,
  team: toPublicTeam(team),
  teamSettings: toPublicSettings(team),
  creators,
});

/** A sheet's deck: its creators in the sheet's order, with their notes. */
export async function sheetDeckContent(em: EntityManager, sheet: TalentSheet & { team: Team }) {
  const entries = await readEntries(em, sheet.id);
  const { hide_rates } = readShareSettings(sheet.settings);
  const creators = await profilesOf(
    em,
    sheet.team,
    entries.map((entry) => ({ influencerId: entry.influencerId, note: entry.note, hideRates: hide_rates })),
  );
  return deckOf(sheet.team, sheet.title, sheet.description ?? null, creators);
}

/** A collection's deck: its live sheets' creators in order, each once, with the note and rate setting of the first sheet holding them. */
export async function collectionDeckContent(em: EntityManager, collection: Collection & { team: Team }) {
  const sheets = await liveSheetsOf(em, collection.id);
  const sheetOrder = new Map(sheets.map((sheet, index) => [sheet.id, index]));
  const hidesRates = new Map(sheets.map((sheet) => [sheet.id, readShareSettings(sheet.settings).hide_rates]));
  const entries = sheets.length ? await readEntriesOfSheets(em, [...sheetOrder.keys()]) : [];
  entries.sort((a, b) => sheetOrder.get(a.sheetId)! - sheetOrder.get(b.sheetId)! || a.position - b.position || a.id - b.id);
  const seen = new Set<number>();
  const unique = entries.filter((entry) => !seen.has(entry.influencerId) && seen.add(entry.influencerId));
  const creators = await profilesOf(
    em,
    collection.team,
    unique.map((entry) => ({ influencerId: entry.influencerId, note: entry.note, hideRates: hidesRates.get(entry.sheetId) ?? false })),
  );
  return deckOf(collection.team, collection.title, collection.title, creators);
}
