import { describe, expect, it } from 'vitest';
import { CSV_IMPORT_LIMIT, CSV_IMPORT_MSG } from '../../shared/csv-import-texts.js';
import { toCsv } from '../../shared/csv-export.js';
import { parseRosterCsv } from '../../shared/csv-import-rows.js';

describe('reading a roster CSV', () => {
  it('reads the export back as it was written, formulae the export made inert included', () => {
    const exported = toCsv([
      { name: '@dj_kay', tagline: '', city: '', state: '', total_reach: 1200, socials: 'instagram:@dj_kay (1200)', tags: '', description: '' },
      { name: '=Ana', tagline: '', city: '', state: '', total_reach: 10, socials: 'tiktok:@ana (10)', tags: '', description: '' },
    ]);
    expect(exported).toContain("'@dj_kay");
    expect(parseRosterCsv(exported)).toEqual({
      ok: true,
      rows: [
        { name: '@dj_kay', socials: [{ platform: 'instagram', handle: '@dj_kay' }] },
        { name: '=Ana', socials: [{ platform: 'tiktok', handle: '@ana' }] },
      ],
    });
  });

  it('finds the name and platform columns however they are titled, and keeps quoted commas, several links per cell and blank lines out', () => {
    const csv =
      '\uFEFFTalent Name,Instagram URL,TikTok handle,Notes\r\n"Lima, Ana",https://instagram.com/ana; @ana.two,@ana_tt,"likes, food"\r\n\r\n,,,\r\nBo,,,\r\n';
    expect(parseRosterCsv(csv)).toEqual({
      ok: true,
      rows: [
        {
          name: 'Lima, Ana',
          socials: [
            { platform: 'instagram', handle: 'https://instagram.com/ana' },
            { platform: 'instagram', handle: '@ana.two' },
            { platform: 'tiktok', handle: '@ana_tt' },
          ],
        },
        { name: 'Bo', socials: [] },
      ],
    });
  });

  it('reads the export’s socials cell: platform prefixes, follower counts, and bare links by their site', () => {
    const csv = 'name,socials\nAna,"instagram:@ana (1,234); twitter:@ana (5); https://www.tiktok.com/@ana; example.com/ana; @nobody"';
    const parsed = parseRosterCsv(csv);
    expect(parsed.ok && parsed.rows[0].socials).toEqual([
      { platform: 'instagram', handle: '@ana' },
      { platform: 'tiktok', handle: 'https://www.tiktok.com/@ana' },
      { platform: 'example.com', handle: 'example.com/ana' },
      { platform: '', handle: '@nobody' },
    ]);
  });

  it('says why a file cannot be read: no columns, no name column, no rows', () => {
    expect(parseRosterCsv('')).toEqual({ ok: false, error: CSV_IMPORT_MSG.noRows });
    expect(parseRosterCsv('instagram,tiktok\n@a,@b')).toEqual({ ok: false, error: CSV_IMPORT_MSG.noNameColumn });
    expect(parseRosterCsv('name,instagram\n\n')).toEqual({ ok: false, error: CSV_IMPORT_MSG.noRows });
  });

  it('cuts what it sends to the server’s limits: NUL bytes out, long cells cut, one account more than a talent may have', () => {
    const many = Array.from({ length: 20 }, (_, i) => `@a${i}`).join(';');
    const parsed = parseRosterCsv(`name,instagram\n"A\u0000na${'x'.repeat(1000)}",${many}`);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.rows[0].name.startsWith('Anax')).toBe(true);
    expect(parsed.rows[0].name).toHaveLength(CSV_IMPORT_LIMIT.maxCellLength);
    expect(parsed.rows[0].socials).toHaveLength(CSV_IMPORT_LIMIT.maxSocialsSent);
  });
});
