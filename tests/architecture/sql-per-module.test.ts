import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const modulesDir = path.resolve(import.meta.dirname, '../../server/modules');
/** A statement run or written in place: the ORM's execute, a raw connection, or a `sql` template. */
const STATEMENT = /\.execute\s*[<(]|getConnection\(\)|\bsql`/;

type Source = { file: string; text: string };

/** The files of modules that write or run a statement outside their `<domain>.sql.ts`. */
function statementsOutsideSqlFiles(sources: Source[]) {
  return sources
    .filter(({ file }) => !file.endsWith('.sql.ts'))
    .filter(({ text }) => STATEMENT.test(text))
    .map(({ file }) => file);
}

const moduleSources = (): Source[] =>
  fs
    .readdirSync(modulesDir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .map((file) => ({ file, text: fs.readFileSync(path.join(modulesDir, file), 'utf8') }));

describe('each module reads and writes through the statements of its <domain>.sql.ts (npm run lint)', () => {
  it('holds for every module', () => {
    expect(statementsOutsideSqlFiles(moduleSources())).toEqual([]);
  });

  it('would name a service that runs or writes a statement of its own', () => {
    const probes = [
      { file: 'roster/probe.service.ts', text: "await em.getConnection().execute('select 1', []);" },
      { file: 'teams/probe.service.ts', text: "await em.execute<{ id: number }[]>('select id from team');" },
      { file: 'sheets/probe.service.ts', text: 'const statement = sql`select 1`;' },
      { file: 'sheets/sheets.sql.ts', text: 'export const one = () => sql`select 1`;' },
    ];
    expect(statementsOutsideSqlFiles(probes)).toEqual(['roster/probe.service.ts', 'teams/probe.service.ts', 'sheets/probe.service.ts']);
  });
});
