import type { EntityManager } from '@mikro-orm/postgresql';
import { readShareSettings } from '../../../shared/schemas/sheets/share-settings.js';
import type { PublicProfileResponse } from '../../../shared/schemas/public/public-profile.js';
import type { PublicTeam, PublicTeamSettings } from '../../../shared/schemas/public/public-cards.js';
import { PUBLIC_LABEL } from '../../../shared/public-texts.js';
import { CollectionSheet } from '../collections/collection-sheet.entity.js';
import type { Collection } from '../collections/collection.entity.js';
import { buildProfiles, toPublicSettings, toPublicTeam, withoutRates } from '../public/index.js';
import { SheetEntry } from '../sheets/sheet-entry.entity.js';
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
  const entries = await em.find(SheetEntry, { sheet }, { orderBy: { position: 'asc', id: 'asc' } });
  const { hide_rates } = readShareSettings(sheet.settings);
  const creators = await profilesOf(
    em,
    sheet.team,
    entries.map((entry) => ({ influencerId: entry.influencer.id, note: entry.note ?? null, hideRates: hide_rates })),
  );
  return deckOf(sheet.team, sheet.title, sheet.description ?? null, creators);
}

/** A collection's deck: its live sheets' creators in order, each once, with the note and rate setting of the first sheet holding them. */
export async function collectionDeckContent(em: EntityManager, collection: Collection & { team: Team }) {
  const links = await em.find(CollectionSheet, { collection, sheet: { deletedAt: null } }, { populate: ['sheet'], orderBy: { position: 'asc' } });
  const sheetOrder = new Map(links.map((link, index) => [link.sheet.id, index]));
  const hidesRates = new Map(links.map((link) => [link.sheet.id, readShareSettings(link.sheet.settings).hide_rates]));
  const entries = links.length ? await em.find(SheetEntry, { sheet: { $in: [...sheetOrder.keys()] } }) : [];
  entries.sort((a, b) => sheetOrder.get(a.sheet.id)! - sheetOrder.get(b.sheet.id)! || a.position - b.position || a.id - b.id);
  const seen = new Set<number>();
  const unique = entries.filter((entry) => !seen.has(entry.influencer.id) && seen.add(entry.influencer.id));
  const creators = await profilesOf(
    em,
    collection.team,
    unique.map((entry) => ({ influencerId: entry.influencer.id, note: entry.note ?? null, hideRates: hidesRates.get(entry.sheet.id) ?? false })),
  );
  return deckOf(collection.team, collection.title, collection.title, creators);
}
