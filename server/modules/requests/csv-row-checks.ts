import type { z } from 'zod';
import { CSV_IMPORT_LIMIT, CSV_IMPORT_MSG } from '../../../shared/csv-import-texts.js';
import type { CsvPreviewRow, CsvTalentRowSchema } from '../../../shared/schemas/csv-import.js';
import { ADD_TALENT_PLATFORMS, parseHandle, type AddTalentPlatform } from '../../../shared/social-handles.js';
import { ADD_TALENT_MSG } from '../../../shared/talent-add-texts.js';

type CsvTalentRow = z.infer<typeof CsvTalentRowSchema>;

const PLATFORM_NAMES: Record<AddTalentPlatform, string> = { instagram: 'Instagram', tiktok: 'TikTok', youtube: 'YouTube' };
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001F\u007F]/;
const shown = (value: string) => (value.length > 60 ? `${value.slice(0, 60)}…` : value);
const isAddPlatform = (platform: string): platform is AddTalentPlatform => (ADD_TALENT_PLATFORMS as readonly string[]).includes(platform);

/** A row's own problems: the name, each account (as Add Talent reads handles and links), the same account twice. */
function checkRow(row: CsvTalentRow, index: number): CsvPreviewRow {
  const errors: string[] = [];
  const name = row.name.trim();
  if (!name) errors.push(ADD_TALENT_MSG.nameRequired);
  else if (name.length > CSV_IMPORT_LIMIT.maxNameLength) errors.push(CSV_IMPORT_MSG.nameTooLong(CSV_IMPORT_LIMIT.maxNameLength));
  else if (CONTROL.test(name)) errors.push(CSV_IMPORT_MSG.nameInvalid);

  if (!row.socials.length) errors.push(ADD_TALENT_MSG.socialRequired);
  if (row.socials.length > CSV_IMPORT_LIMIT.maxSocialsPerTalent) errors.push(CSV_IMPORT_MSG.tooManySocials(CSV_IMPORT_LIMIT.maxSocialsPerTalent));
  const socials = row.socials.map(({ platform, handle: value }) => {
    const key = platform.trim().toLowerCase();
    if (!isAddPlatform(key)) {
      errors.push(CSV_IMPORT_MSG.unsupportedPlatform(shown(platform.trim() || value.trim())));
      return { platform, value, handle: null };
    }
    if (!value.trim()) {
      errors.push(ADD_TALENT_MSG.handleOrUrlRequired);
      return { platform: key, value, handle: null };
    }
    const handle = parseHandle(key, value);
    if (!handle) errors.push(CSV_IMPORT_MSG.badHandle(PLATFORM_NAMES[key], shown(value.trim())));
    return { platform: key, value, handle };
  });
  const accounts = socials.filter((s) => s.handle).map((s) => `${s.platform}:${s.handle}`);
  if (new Set(accounts).size !== accounts.length) errors.push(ADD_TALENT_MSG.duplicateAccount);
  return { row: index + 1, name, socials, errors };
}

/** Every row's own problems, and an account already on an earlier row of the file. */
export function checkRows(rows: CsvTalentRow[]): CsvPreviewRow[] {
  const firstRow = new Map<string, number>();
  return rows.map((row, index) => {
    const checked = checkRow(row, index);
    const earlier = new Set<number>();
    for (const social of checked.socials) {
      if (!social.handle) continue;
      const key = `${social.platform}:${social.handle}`;
      const seen = firstRow.get(key);
      if (seen !== undefined && seen !== checked.row) earlier.add(seen);
      else if (seen === undefined) firstRow.set(key, checked.row);
    }
    for (const row of earlier) checked.errors.push(CSV_IMPORT_MSG.duplicateInFile(row));
    return checked;
  });
}

/** The row as POST /api/add-influencer takes it: its accounts, the first one primary. */
export function toAddInput(row: CsvPreviewRow) {
  return {
    name: row.name,
    socials: row.socials.map((s, i) => ({ platform: s.platform as AddTalentPlatform, handle: s.handle!, primary: i === 0 })),
  };
}
