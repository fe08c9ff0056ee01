import type { EntityManager } from '@mikro-orm/postgresql';
import fc from 'fast-check';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSV_IMPORT_LIMIT } from '../../shared/csv-import-texts.js';
import { parseRosterCsv } from '../../shared/csv-import-rows.js';
import { Team } from '../../server/modules/teams/team.entity.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { signedInMember } from '../sheets/sheet-helpers.js';

let app: TestApp;
let member: Awaited<ReturnType<typeof signedInMember>>;
/** A member of a new team with credits to spare. */
async function memberWithCredits() {
  const fresh = await signedInMember(app);
  await (app.orm.em.fork() as EntityManager).nativeUpdate(Team, { id: fresh.team.id }, { credits: 10_000 });
  return fresh;
}
beforeAll(async () => {
  app = await startTestApp();
  member = await memberWithCredits();
});
afterAll(() => app.close());

/** Cells people and attackers put in a CSV: handles, links, quotes, separators, control and odd Unicode characters. */
const cellText = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.stringMatching(/^@?[a-z0-9._-]{1,20}$/),
  fc.constantFrom(
    'https://www.instagram.com/someone/',
    'tiktok.com/@dancer',
    'youtube.com/@chef',
    'https://example.com/x',
    'instagram:@a (12); twitter:@b (3)',
    'myspace:@x',
    '"',
    '""',
    ',,,',
    '\r\n',
    '\u0000',
    '🎉'.repeat(300),
    'x'.repeat(2000),
  ),
);
const header = fc.uniqueArray(
  fc.oneof(fc.constantFrom('name', 'Name', 'instagram', 'TikTok URL', 'youtube', 'socials', 'tags', ' name '), fc.string({ maxLength: 12 })),
  { minLength: 1, maxLength: 7 },
);
const csvFromRecords = header.chain((fields) =>
  fc.array(fc.array(cellText, { minLength: fields.length, maxLength: fields.length }), { maxLength: 30 }).map((rows) => Papa.unparse({ fields, data: rows })),
);
/** Whole files: well-formed CSV, or any text at all (unbalanced quotes, other separators, binary). */
const csvText = fc.oneof(
  csvFromRecords,
  fc.string({ unit: 'binary', maxLength: 400 }).map((body) => `name,instagram,socials\n${body}`),
  fc.string({ maxLength: 400 }),
);

describe('CSV roster import: any file', () => {
  it('whatever the file, the rows read from it are previewed (200), never refused whole or failed', async () => {
    let previewed = 0;
    await fc.assert(
      fc.asyncProperty(csvText, async (text) => {
        const parsed = parseRosterCsv(text);
        if (!parsed.ok) return;
        const answer = await member.api.post('/trpc/requests.csvPreview', { rows: parsed.rows.slice(0, CSV_IMPORT_LIMIT.maxRows) });
        expect(answer.status, answer.text).toBe(200);
        expect(answer.json.result.data.rows).toHaveLength(Math.min(parsed.rows.length, CSV_IMPORT_LIMIT.maxRows));
        previewed++;
      }),
      { numRuns: 80 },
    );
    // The generator reaches the server, not only files without a name column.
    expect(previewed).toBeGreaterThan(5);
  }, 120_000);

  it('importing the rows read from any file answers 200, adding only rows without problems', async () => {
    let added = 0;
    await fc.assert(
      fc.asyncProperty(csvFromRecords, async (text) => {
        const parsed = parseRosterCsv(text);
        if (!parsed.ok) return;
        const rows = parsed.rows.slice(0, CSV_IMPORT_LIMIT.maxRows);
        // A team of its own for each file: an earlier file's requests end in the background (found or
        // not), which would change what "already on the team" means between this preview and import.
        const { api } = await memberWithCredits();
        const previewed = await api.post('/trpc/requests.csvPreview', { rows });
        const imported = await api.post('/trpc/requests.csvImport', { rows });
        expect(imported.status, imported.text).toBe(200);
        const result = imported.json.result.data as { added: number; rows: { row: number; added: boolean }[] };
        const clean = new Set(previewed.json.result.data.rows.filter((r: { errors: string[] }) => !r.errors.length).map((r: { row: number }) => r.row));
        for (const row of result.rows) if (row.added) expect(clean.has(row.row)).toBe(true);
        added += result.added;
      }),
      // A file with a clean row comes first, so the check below never depends on what the generator happened to draw.
      {
        numRuns: 25,
        examples: [
          [
            Papa.unparse({
              fields: ['name', 'instagram'],
              data: [
                ['Ada Runner', '@ada.runs'],
                ['', '@no.name'],
              ],
            }),
          ],
        ],
      },
    );
    expect(added).toBeGreaterThan(0);
  }, 120_000);

  it('rows sent by hand, of any shape, are answered 200 or 400, never 500', async () => {
    const row = fc.record({
      name: fc.oneof(fc.string(), fc.anything()),
      socials: fc.oneof(
        fc.array(fc.record({ platform: fc.string({ maxLength: 50 }), handle: fc.string({ maxLength: 600 }) }), { maxLength: 15 }),
        fc.anything(),
      ),
    });
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.array(row, { maxLength: 8 }), fc.anything()), async (rows) => {
        const answer = await member.api.post('/trpc/requests.csvPreview', { rows });
        expect([200, 400], answer.text).toContain(answer.status);
      }),
      { numRuns: 80 },
    );
  }, 120_000);
});
