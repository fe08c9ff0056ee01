import { ageRangeText } from './account-cards.js';
import { FIGURES, talentGenderCode, type AccountFigures, type Figure } from './platform-columns.js';

const REAL_FIGURES = new Set<Figure>([
  'engagement_rate',
  'us_audience_share',
  'audience_female_percent',
  'audience_male_percent',
  'audience_age_13_17',
  'audience_age_18_24',
  'audience_age_25_34',
  'audience_age_35_44',
  'audience_age_45_64',
  'audience_age_65_plus',
]);
const NUMERIC = FIGURES.filter((f) => f !== 'talent_gender');
/** An account's texts as the memory reads them (search.sql.ts: accountsAfter, accountTexts). */
export type Texts = { search_name: string; document: string };
/** An account's row as the memory reads it (search.sql.ts: accountsAfter, accountFigures): its card, every figure as a number, the hash of its texts. */
export type Row = Record<string, number | string | null> & { id: number; influencer_id: number; platform: string; text_hash: number };

/** A row's figures and card as the columns hold them. */
export function toAccount(row: Row): AccountFigures {
  const figures = {} as Record<Figure, number>;
  for (const f of NUMERIC) figures[f] = row[f] === null ? NaN : Number(row[f]);
  for (const f of REAL_FIGURES) figures[f] = Math.fround(figures[f]);
  const text = (column: string) => row[column] as string | null;
  const card = {
    fullname: text('fullname')!,
    handle: text('handle')!,
    pictureUrl: text('picture_url'),
    profileUrl: text('profile_url'),
    gender: text('talent_gender'),
    ageRange: ageRangeText(row.talent_age_min as number | null, row.talent_age_max as number | null),
  };
  // The SQL filter reads coalesce(talent_age_max, 200): an open-ended range.
  if (Number.isNaN(figures.talent_age_max)) figures.talent_age_max = 200;
  figures.talent_gender = talentGenderCode(row.talent_gender as string | null);
  return { id: row.id, influencerId: row.influencer_id, platform: row.platform, figures, card, textHash: row.text_hash };
}
