import { openDatabase } from '../server/orm.js';
import { createTeam, createUser } from '../tests/helpers/factories.js';
import { createRosterCreator } from '../tests/helpers/sheets-factories.js';
import { TalentSheet } from '../server/modules/sheets/talent-sheet.entity.js';
import { SheetEntry } from '../server/modules/sheets/sheet-entry.entity.js';
import { startServerProcess } from '../tests/helpers/server-process.js';

/** The real server (`tsx server/main.ts`) on free ports, with a fresh embedded PostgreSQL and no demo data. */
export function startServer() {
  return startServerProcess({ NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS ?? '' });
}

export interface SeededSheet {
  sheetId: string;
  title: string;
  creatorIds: number[];
  editors: string[];
}

/** `sheets` teams, each with one sheet of `perSheet` creators and `perSheet` members (e-mails) to edit it. */
export async function seed(databaseUrl: string, sheets: number, perSheet: number): Promise<SeededSheet[]> {
  const orm = await openDatabase(databaseUrl);
  try {
    const seeded: SeededSheet[] = [];
    for (let s = 0; s < sheets; s++) {
      const em = orm.em.fork();
      const team = await createTeam(em, `Bench Team ${s + 1}`);
      const editors: string[] = [];
      const creatorIds: number[] = [];
      for (let e = 0; e < perSheet; e++) {
        const { user } = await createUser(em, { team, email: `editor-${s + 1}-${e + 1}@bench.test` });
        editors.push(user.email);
        creatorIds.push((await createRosterCreator(em, team, { name: `Bench Creator ${s + 1}.${e + 1}` })).id);
      }
      const title = `Bench Sheet ${s + 1}`;
      const sheet = em.create(TalentSheet, { team, title, sheetType: 'talent' });
      creatorIds.forEach((id, position) => em.create(SheetEntry, { team, sheet, influencer: id, position, note: null }));
      await em.flush();
      seeded.push({ sheetId: sheet.id, title, creatorIds, editors });
    }
    return seeded;
  } finally {
    await orm.close();
  }
}
