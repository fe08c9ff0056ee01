import type { EntityManager } from '@mikro-orm/postgresql';
import type { User } from '../modules/account/user.entity.js';
import { CollectionSheet } from '../modules/collections/collection-sheet.entity.js';
import { Collection } from '../modules/collections/collection.entity.js';
import { CastingCallResponse } from '../modules/creator-calls/casting-call-response.entity.js';
import type { CastingCall } from '../modules/creator-calls/casting-call.entity.js';
import { Influencer } from '../modules/directory/influencer.entity.js';
import { CampaignRow } from '../modules/sheets/campaign-row.entity.js';
import { InfluencerLike } from '../modules/sheets/influencer-like.entity.js';
import { SheetEntry } from '../modules/sheets/sheet-entry.entity.js';
import { TalentSheet, type SheetType } from '../modules/sheets/talent-sheet.entity.js';
import type { Team } from '../modules/teams/team.entity.js';
import { Rng } from '../providers/social-data/prng.js';

const TALENT_SHEETS: [string, string | null][] = [
  ['Summer Beauty Picks', 'Beauty creators for your summer launch'],
  ['Fitness Faces 2027', 'Creators who move'],
  ['Travel Storytellers', 'Wanderlust, on camera'],
  ['Foodies We Love', null],
  ['Gaming & Tech Shortlist', null],
];
/** The demo's 20-creator sheet whose deck brands may download (rates hidden). */
export const DEMO_DECK_SHEET = { title: 'Autumn Brief: Full Deck', description: 'Twenty creators for your autumn brief', creators: 20 } as const;

const NOTES = ['Great with product demos', 'Available from June', 'Exclusive with us', 'Strong US audience', 'Loves long-term partnerships'];

interface SheetInput {
  team: Team;
  user: User;
  title: string;
  description: string | null;
  type: SheetType;
  influencerIds: number[];
  position: number;
  now: Date;
}

export function createSheet(em: EntityManager, input: SheetInput) {
  const rng = new Rng('demo-sheet', input.title);
  const sheet = em.create(TalentSheet, {
    team: input.team,
    createdBy: input.user,
    title: input.title,
    description: input.description,
    sheetType: input.type,
    position: input.position,
    campaignDescription: input.type === 'campaign' ? 'Spring launch: 2 posts and 3 stories per creator, going live in April.' : null,
    createdAt: new Date(input.now.getTime() - (10 - input.position) * 86_400_000),
    updatedAt: input.now,
  });
  input.influencerIds.forEach((id, position) =>
    em.create(SheetEntry, {
      team: input.team,
      sheet,
      influencer: em.getReference(Influencer, id),
      position,
      note: rng.chance(0.3) ? rng.pick(NOTES) : null,
      createdAt: input.now,
    }),
  );
  return sheet;
}

/** The demo team's sheets of every type, a collection of three publicly titled sheets, likes and a draft Creator Call response. */
export function createDemoSheets(em: EntityManager, team: Team, users: { admin: User; member: User }, rosterIds: number[], call: CastingCall, now: Date) {
  const rng = new Rng('demo-sheets');
  const pickIds = (count: number) => rng.sample(rosterIds, count);
  const talentIds = TALENT_SHEETS.map(([title, description], i) => {
    const ids = pickIds(rng.int(6, 12));
    const sheet = createSheet(em, { team, user: i % 2 ? users.member : users.admin, title, description, type: 'talent', influencerIds: ids, position: i, now });
    return [sheet, ids] as const;
  });
  const talent = talentIds.map(([sheet]) => sheet);
  const campaignIds = ['Spring Launch Campaign', 'Holiday Gifting 2026'].map((title, i) => {
    const ids = pickIds(8);
    const sheet = createSheet(em, { team, user: users.admin, title, description: null, type: 'campaign', influencerIds: ids, position: 10 + i, now });
    ids.forEach((id, n) =>
      em.create(CampaignRow, {
        team,
        sheet,
        influencer: em.getReference(Influencer, id),
        dateSent: n < 5 ? '10/0' + (n + 1) + '/26' : null,
        sender: users.admin.fullName,
        contact: n % 2 ? 'brand@glowco.example' : null,
        replied: n < 3 ? 'Y' : n < 5 ? 'N' : null,
        rate: n < 4 ? `$${(n + 2) * 500}` : null,
        notes: n === 0 ? 'Confirmed, contract sent' : null,
        updatedAt: now,
      }),
    );
    return [sheet, ids] as const;
  });
  const responseSheet = createSheet(em, {
    team,
    user: users.admin,
    title: `Response to: ${call.title}`,
    description: null,
    type: 'casting_call_response',
    influencerIds: pickIds(5),
    position: 20,
    now,
  });
  em.create(CastingCallResponse, { team, castingCall: call, sheet: responseSheet, status: 'draft', createdAt: now });

  const collection = em.create(Collection, { team, createdBy: users.admin, title: 'Northstar Spring Showcase', createdAt: now, updatedAt: now });
  talent.slice(0, 3).forEach((sheet, position) => em.create(CollectionSheet, { team, collection, sheet, position }));

  // A longer sheet brands may download as a PDF deck, with the rates kept from them (its own random
  // sequence, so the sheets above stay as they were).
  const deckSheet = createSheet(em, {
    team,
    user: users.admin,
    title: DEMO_DECK_SHEET.title,
    description: DEMO_DECK_SHEET.description,
    type: 'talent',
    influencerIds: new Rng('demo-deck-sheet').sample(rosterIds, DEMO_DECK_SHEET.creators),
    position: 5,
    now,
  });
  deckSheet.settings = { allow_pdf_download: true, hide_rates: true };

  // Team members like a few creators on the first sheets.
  for (const [sheet, ids] of talentIds.slice(0, 3)) {
    for (const id of ids.slice(0, 4))
      em.create(InfluencerLike, { team, sheet, influencer: em.getReference(Influencer, id), user: users.admin, createdAt: now });
    for (const id of ids.slice(2, 5))
      em.create(InfluencerLike, { team, sheet, influencer: em.getReference(Influencer, id), user: users.member, createdAt: now });
  }
  return { talent, sheetsWithCreators: [...talentIds, ...campaignIds], responseSheet, collection };
}
