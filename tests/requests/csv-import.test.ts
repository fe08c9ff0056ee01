import type { EntityManager } from '@mikro-orm/postgresql';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CSV_IMPORT_LIMIT, CSV_IMPORT_MSG } from '../../shared/csv-import-texts.js';
import { parseRosterCsv, type CsvTalentRow } from '../../shared/csv-import-rows.js';
import { ADD_TALENT_MSG } from '../../shared/talent-add-texts.js';
import { AddTalentRequest } from '../../server/modules/requests/add-talent-request.entity.js';
import { RosterEntry } from '../../server/modules/roster/roster-entry.entity.js';
import { Team } from '../../server/modules/teams/team.entity.js';
import { createRosterCreator } from '../helpers/sheets-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { signedInMember } from '../sheets/sheet-helpers.js';
import { knownHandle } from '../helpers/known-accounts.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

type Member = Awaited<ReturnType<typeof signedInMember>>;
let serial = 0;
const unique = (prefix: string) => `${prefix}_${Date.now().toString(36)}_${++serial}`;

async function memberWithCredits(credits: number) {
  const member = await signedInMember(app);
  await (app.orm.em.fork() as EntityManager).nativeUpdate(Team, { id: member.team.id }, { credits });
  return member;
}
const creditsOf = async (teamId: string) => (await app.orm.em.fork().findOneOrFail(Team, teamId)).credits;
const preview = (member: Member, rows: unknown) => member.api.post('/trpc/requests.csvPreview', { rows });
const importRows = (member: Member, rows: unknown, extra: Record<string, unknown> = {}) => member.api.post('/trpc/requests.csvImport', { rows, ...extra });
const csvRows = (text: string) => {
  const parsed = parseRosterCsv(text);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.rows;
};
const errorsByRow = (answer: { json: any }) =>
  Object.fromEntries(answer.json.result.data.rows.map((r: { row: number; errors: string[] }) => [r.row, r.errors]));

describe('CSV roster import: preview', () => {
  it('reports each row’s problems: missing name, bad link, duplicate in the file, already on the roster, no account', async () => {
    const member = await memberWithCredits(5);
    const creator = await createRosterCreator(member.em, member.team, { name: 'Ana Lima' });
    const [{ handle: onRoster }] = await member.em
      .getConnection()
      .execute<{ handle: string }[]>('select handle from social_account where influencer_id = ?', [creator.id]);
    const good = unique('good');
    const csv = [
      'name,instagram,tiktok,youtube',
      `Good One,https://www.instagram.com/${good}/,,`,
      `,@${unique('nameless')},,`,
      `Bad Link,https://example.com/someone,,`,
      `Copy Cat,${good},,`,
      `Already Here,https://instagram.com/${onRoster},,`,
      `No Accounts,,,`,
      `Two Socials,,@${unique('tt')},youtube.com/@${unique('yt')}`,
    ].join('\n');
    const answer = await preview(member, csvRows(csv));
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json.result.data.credits).toBe(5);
    expect(errorsByRow(answer)).toEqual({
      1: [],
      2: [ADD_TALENT_MSG.nameRequired],
      3: [CSV_IMPORT_MSG.badHandle('Instagram', 'https://example.com/someone')],
      4: [CSV_IMPORT_MSG.duplicateInFile(1)],
      5: [ADD_TALENT_MSG.existing(`Ana Lima (@${onRoster})`)],
      6: [ADD_TALENT_MSG.socialRequired],
      7: [],
    });
    expect(answer.json.result.data.rows[0].socials).toEqual([{ platform: 'instagram', value: `https://www.instagram.com/${good}/`, handle: good }]);
    // A preview spends nothing and records nothing.
    expect(await creditsOf(member.team.id)).toBe(5);
    expect(await app.orm.em.fork().count(AddTalentRequest, { team: member.team.id })).toBe(0);
  });

  it('reads the roster export’s own columns (name, socials "platform:@handle (followers)") and leaves out platforms Add Talent does not take', async () => {
    const member = await memberWithCredits(1);
    const handle = unique('export');
    const csv = Papa.unparse([
      { name: 'Round Trip', tagline: 'x', socials: `instagram:@${handle} (12345); twitter:@${handle} (99); tiktok:@${handle} (1,200)`, tags: 'a; b' },
      { name: 'Odd Platform', tagline: '', socials: `myspace:@${handle}`, tags: '' },
      { name: 'Twice In Row', tagline: '', socials: `instagram:@${handle}x; instagram:https://instagram.com/${handle}x`, tags: '' },
    ]);
    const answer = await preview(member, csvRows(csv));
    expect(answer.status, answer.text).toBe(200);
    const [first, second, third] = answer.json.result.data.rows;
    expect(first.socials.map((s: { platform: string; handle: string }) => [s.platform, s.handle])).toEqual([
      ['instagram', handle],
      ['tiktok', handle],
    ]);
    expect(first.errors).toEqual([]);
    expect(second.errors).toEqual([CSV_IMPORT_MSG.unsupportedPlatform('myspace')]);
    expect(third.errors).toEqual([ADD_TALENT_MSG.duplicateAccount]);
  });

  it('refuses over the row limit, oversized cells and malformed bodies with 400 naming the field, never 500', async () => {
    const member = await memberWithCredits(3);
    const row = { name: 'A', socials: [{ platform: 'instagram', handle: 'a' }] };
    const tooMany = await preview(
      member,
      Array.from({ length: CSV_IMPORT_LIMIT.maxRows + 1 }, () => row),
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.error.message).toBe(`rows: ${CSV_IMPORT_MSG.tooManyRows(CSV_IMPORT_LIMIT.maxRows)}`);
    const bigCell = await preview(member, [row, row, row, { ...row, name: 'x'.repeat(CSV_IMPORT_LIMIT.maxCellLength + 1) }]);
    expect(bigCell.status).toBe(400);
    expect(bigCell.json.error.data.fields).toHaveProperty(['rows.3.name']);
    expect((await preview(member, [])).json.error.message).toBe(`rows: ${CSV_IMPORT_MSG.noRows}`);
    for (const hostile of [
      'rows',
      { 0: row },
      [null],
      [{ name: 1, socials: 'x' }],
      [{ ...row, socials: Array(50).fill(row.socials[0]) }],
      [{ name: 'a\u0000b', socials: [] }],
    ]) {
      const answer = await preview(member, hostile);
      expect(answer.status, JSON.stringify(hostile)).toBe(400);
    }
    const huge = await member.api.post('/trpc/requests.csvImport', { rows: [{ name: 'x'.repeat(2 * 1024 * 1024), socials: [] }] });
    expect(huge.status).toBe(413);
    // Control characters and the longest allowed cell are row problems, not failures.
    const odd = await preview(member, [
      { name: 'Tab\there', socials: [{ platform: 'youtube', handle: `@${'é'.repeat(CSV_IMPORT_LIMIT.maxCellLength - 1)}` }] },
    ]);
    expect(odd.status, odd.text).toBe(200);
    expect(odd.json.result.data.rows[0].errors).toHaveLength(2);
    expect(await creditsOf(member.team.id)).toBe(3);
  });
});

describe('CSV roster import: import', () => {
  it('adds only the valid rows, one credit each, and they reach the roster through the enrichment job', async () => {
    const member = await memberWithCredits(5);
    const [a, b] = [knownHandle('instagram'), knownHandle('tiktok')];
    const rows = csvRows(`name,instagram,tiktok\nFirst Import,@${a},\n,@${unique('x')},\nSecond Import,,tiktok.com/@${b}\nBroken,not a handle!,`);
    const answer = await importRows(member, rows, { request_key: `import-${unique('k')}` });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json.result.data).toMatchObject({ added: 2, skipped: 2, credits: 3 });
    expect(answer.json.result.data.rows.map((r: { row: number; added: boolean }) => [r.row, r.added])).toEqual([
      [1, true],
      [2, false],
      [3, true],
      [4, false],
    ]);
    expect(answer.json.result.data.rows[1].errors).toEqual([ADD_TALENT_MSG.nameRequired]);
    expect(await creditsOf(member.team.id)).toBe(3);

    const em = app.orm.em.fork();
    await vi.waitFor(async () => expect(await em.fork().count(RosterEntry, { team: member.team.id })).toBe(2), { timeout: 20_000, interval: 200 });
    const names = (await em.fork().find(RosterEntry, { team: member.team.id }, { populate: ['influencer'] })).map((e) => e.influencer.fullname).sort();
    expect(names).toEqual(['First Import', 'Second Import']);

    // The same file again: both are now the team's, nothing is spent.
    const again = await importRows(member, rows);
    expect(again.json.result.data).toMatchObject({ added: 0, skipped: 4, credits: 3 });
    expect(again.json.result.data.rows[0].errors[0]).toBe(ADD_TALENT_MSG.existing(`First Import (@${a})`));
  }, 30_000);

  it('when credits run out mid-way, adds what the credits allow and reports the rest with the credits message', async () => {
    const member = await memberWithCredits(2);
    const rows: CsvTalentRow[] = Array.from({ length: 4 }, (_, i) => ({
      name: `Credit ${i}`,
      socials: [{ platform: 'youtube', handle: `@${knownHandle('youtube')}` }],
    }));
    const answer = await importRows(member, rows);
    expect(answer.json.result.data).toMatchObject({ added: 2, skipped: 2, credits: 0 });
    expect(answer.json.result.data.rows.map((r: { added: boolean; errors: string[] }) => [r.added, r.errors])).toEqual([
      [true, []],
      [true, []],
      [false, [ADD_TALENT_MSG.noCredits]],
      [false, [ADD_TALENT_MSG.noCredits]],
    ]);
    expect(await creditsOf(member.team.id)).toBe(0);
    expect(await app.orm.em.fork().count(AddTalentRequest, { team: member.team.id })).toBe(2);
  });

  it('in calls of a few rows each (add_rows, as the screen shows progress): each adds and reports only its rows, the whole file still checked', async () => {
    const member = await memberWithCredits(5);
    const shared = knownHandle('instagram');
    const rows: CsvTalentRow[] = [
      { name: 'Part One', socials: [{ platform: 'instagram', handle: shared }] },
      { name: 'Part Two', socials: [{ platform: 'tiktok', handle: knownHandle('tiktok') }] },
      { name: 'Part Three', socials: [{ platform: 'youtube', handle: `@${knownHandle('youtube')}` }] },
      { name: 'Same As One', socials: [{ platform: 'instagram', handle: shared }] },
    ];
    const key = `import-${unique('parts')}`;
    const first = await importRows(member, rows, { request_key: key, add_rows: { first: 1, last: 2 } });
    expect(first.json.result.data).toMatchObject({ added: 2, skipped: 0, credits: 3 });
    expect(first.json.result.data.rows.map((r: { row: number }) => r.row)).toEqual([1, 2]);
    const second = await importRows(member, rows, { request_key: key, add_rows: { first: 3, last: 4 } });
    expect(second.json.result.data).toMatchObject({ added: 1, skipped: 1, credits: 2 });
    expect(errorsByRow(second)).toEqual({ 3: [], 4: [CSV_IMPORT_MSG.duplicateInFile(1), ADD_TALENT_MSG.existing(`Part One (@${shared})`)] });
    // The first part again (a retried call): nothing is added or spent twice.
    await importRows(member, rows, { request_key: key, add_rows: { first: 1, last: 2 } });
    expect(await creditsOf(member.team.id)).toBe(2);
    expect(await app.orm.em.fork().count(AddTalentRequest, { team: member.team.id })).toBe(3);

    const backwards = await importRows(member, rows, { add_rows: { first: 3, last: 2 } });
    expect(backwards.status).toBe(400);
    expect(backwards.json.error.data.fields).toEqual({ 'add_rows.first': CSV_IMPORT_MSG.badRowRange });
    expect(await creditsOf(member.team.id)).toBe(2);
  });

  it('two imports at once never spend more than the credits, and a repeated request_key adds nothing twice', async () => {
    const member = await memberWithCredits(3);
    const file = (prefix: string) =>
      Array.from({ length: 3 }, (_, i) => ({ name: `${prefix} ${i}`, socials: [{ platform: 'instagram', handle: knownHandle('instagram') }] }));
    const [one, two] = await Promise.all([importRows(member, file('racea')), importRows(member, file('raceb'))]);
    expect(one.json.result.data.added + two.json.result.data.added).toBe(3);
    expect(await creditsOf(member.team.id)).toBe(0);

    const other = await memberWithCredits(5);
    const rows = file('repeat');
    const key = `import-${unique('twice')}`;
    const [first, second] = await Promise.all([importRows(other, rows, { request_key: key }), importRows(other, rows, { request_key: key })]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await creditsOf(other.team.id)).toBe(2);
    expect(await app.orm.em.fork().count(AddTalentRequest, { team: other.team.id })).toBe(3);
  });

  it('is scoped to the signed-in team: another team’s accounts are no problem, its credits untouched; signed out is 401', async () => {
    const owner = await memberWithCredits(4);
    const creator = await createRosterCreator(owner.em, owner.team, { name: 'Kept By Owner' });
    const [{ handle }] = await owner.em
      .getConnection()
      .execute<{ handle: string }[]>('select handle from social_account where influencer_id = ?', [creator.id]);
    const pending = knownHandle('tiktok');
    await importRows(owner, [{ name: 'Pending Owner', socials: [{ platform: 'tiktok', handle: pending }] }]);
    expect(await creditsOf(owner.team.id)).toBe(3);

    const other = await memberWithCredits(2);
    const rows = [
      { name: 'Mine Too', socials: [{ platform: 'instagram', handle }] },
      { name: 'Pending Too', socials: [{ platform: 'tiktok', handle: pending }] },
    ];
    expect(errorsByRow(await preview(other, rows))).toEqual({ 1: [], 2: [] });
    expect((await importRows(other, rows)).json.result.data).toMatchObject({ added: 2, credits: 0 });
    expect(await creditsOf(owner.team.id)).toBe(3);
    expect(await app.orm.em.fork().count(AddTalentRequest, { team: owner.team.id })).toBe(1);

    const signedOut = await fetch(`${app.baseUrl}/trpc/requests.csvImport`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rows }),
    });
    expect(signedOut.status).toBe(401);
  });
});
