import Papa from 'papaparse';
import { unescapeFormula } from './csv-export.js';
import { CSV_IMPORT_LIMIT, CSV_IMPORT_MSG } from './csv-import-texts.js';
import { SOCIAL_PLATFORMS } from './schemas/platforms.js';
import { ADD_TALENT_PLATFORMS } from './social-handles.js';

/** One talent as read from a CSV row, before any check: the server judges it (POST preview/import). */
export interface CsvTalentRow {
  name: string;
  socials: { platform: string; handle: string }[];
}

export type ParsedCsv = { ok: true; rows: CsvTalentRow[] } | { ok: false; error: string };

const NAME_COLUMNS = new Set(['name', 'talentname', 'fullname', 'displayname', 'creator', 'creatorname', 'talent']);
const SOCIALS_COLUMNS = new Set(['socials', 'accounts']);
const HOST_PLATFORMS: [RegExp, string][] = [
  [/(^|\.)instagram\.com$/i, 'instagram'],
  [/(^|\.)tiktok\.com$/i, 'tiktok'],
  [/(^|\.)(youtube\.com|youtu\.be)$/i, 'youtube'],
];
const addable = new Set<string>(ADD_TALENT_PLATFORMS);
const known = new Set<string>(SOCIAL_PLATFORMS);

const normalizeHeader = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');
// NUL bytes are never part of a name or a link; a formula the export made inert is read back as it was; the rest of a cell is sent as read, cut to the cell limit.
const cell = (value: unknown) =>
  typeof value === 'string' ? unescapeFormula(value.replaceAll('\u0000', '').trim()).slice(0, CSV_IMPORT_LIMIT.maxCellLength) : '';

/** The add platform a column is for ("Instagram", "instagram_url", "TikTok handle"), else null. */
function columnPlatform(header: string): string | null {
  const normalized = normalizeHeader(header);
  return ADD_TALENT_PLATFORMS.find((platform) => normalized.startsWith(platform)) ?? null;
}

/** The platform of a profile link from its host ("example.com" for another site), or null when it is no link. */
function linkPlatform(value: string): string | null {
  if (!/^(https?:\/\/)?([a-z0-9-]+\.)+[a-z]{2,}(\/|$)/i.test(value)) return null;
  try {
    const host = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`).hostname;
    return HOST_PLATFORMS.find(([pattern]) => pattern.test(host))?.[1] ?? host;
  } catch {
    return null;
  }
}

/**
 * One entry of the export's "socials" cell: "instagram:@name (12345)", or a profile link. Accounts
 * on platforms Add Talent does not take (twitter, …) are left out (null): the export lists them too.
 */
function socialsEntry(entry: string): CsvTalentRow['socials'][number] | null {
  const prefixed = /^([a-z]+)\s*:\s*(?!\/\/)(.*?)(\s*\([\d,.]*\))?$/i.exec(entry);
  if (prefixed) {
    const platform = prefixed[1].toLowerCase();
    if (known.has(platform) && !addable.has(platform)) return null;
    return { platform, handle: prefixed[2].trim() };
  }
  return { platform: linkPlatform(entry) ?? '', handle: entry };
}

/** A row of the file as a talent: the name column, each platform column, and the export's socials column. */
function toTalentRow(record: Record<string, unknown>, columns: { name: string; platforms: [string, string][]; socials: string[] }): CsvTalentRow {
  const socials: CsvTalentRow['socials'] = [];
  for (const [header, platform] of columns.platforms) {
    for (const value of cell(record[header]).split(';')) if (value.trim()) socials.push({ platform, handle: value.trim() });
  }
  for (const header of columns.socials) {
    for (const entry of cell(record[header]).split(';')) {
      const social = entry.trim() ? socialsEntry(entry.trim()) : null;
      if (social) socials.push(social);
    }
  }
  return {
    name: cell(record[columns.name]),
    socials: socials.slice(0, CSV_IMPORT_LIMIT.maxSocialsSent).map((s) => ({ platform: s.platform.slice(0, 40), handle: s.handle })),
  };
}

/**
 * A roster CSV (the columns of Export CSV: "name" and "socials"; or a column per platform with a
 * handle or profile link) as one talent per non-empty row, every row kept, however many.
 */
export function parseRosterCsv(text: string): ParsedCsv {
  const parsed = Papa.parse<Record<string, unknown>>(text, { header: true, skipEmptyLines: 'greedy' });
  const fields = (parsed.meta.fields ?? []).filter((field) => typeof field === 'string');
  const name = fields.find((field) => NAME_COLUMNS.has(normalizeHeader(field)));
  if (!fields.length) return { ok: false, error: CSV_IMPORT_MSG.noRows };
  if (name === undefined) return { ok: false, error: CSV_IMPORT_MSG.noNameColumn };
  const columns = {
    name,
    platforms: fields.flatMap((field): [string, string][] => {
      const platform = columnPlatform(field);
      return platform ? [[field, platform]] : [];
    }),
    socials: fields.filter((field) => SOCIALS_COLUMNS.has(normalizeHeader(field))),
  };
  const rows = parsed.data.filter((record) => record && typeof record === 'object').map((record) => toTalentRow(record, columns));
  return rows.length ? { ok: true, rows } : { ok: false, error: CSV_IMPORT_MSG.noRows };
}
