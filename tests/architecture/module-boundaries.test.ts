import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const serverDir = path.resolve(import.meta.dirname, '../../server');
const IMPORT = /(?:import|export)\s[^;]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/gs;
const appRouter = path.join(serverDir, 'trpc/router.ts');
const moduleOf = (file: string) => /server\/modules\/([^/]+)\/(.+)$/.exec(file);

/**
 * Every import, at any depth, from a server file (infrastructure and app.ts included) into another
 * module's files other than its index and entities; the app's router composes the modules' routers
 * (an index that exported them would put every router on the path of whatever imports the index).
 */
function importsPastAnIndex() {
  const found: string[] = [];
  const files = fs.readdirSync(serverDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
  for (const file of files.map((f) => path.join(serverDir, f))) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = path.resolve(path.dirname(file), match[1] ?? match[2]!).replace(/\.js$/, '.ts');
      const [from, into] = [moduleOf(file), moduleOf(target)];
      if (!into || from?.[1] === into[1] || into[2] === 'index.ts' || into[2]!.endsWith('.entity.ts')) continue;
      if (file === appRouter && into[2]!.endsWith('.router.ts')) continue;
      found.push(`${path.relative(serverDir, file)} -> ${path.relative(serverDir, target)}`);
    }
  }
  return found;
}

/** The modules that import each other (entity files left out: ORM relations go both ways), each cycle as "a -> b -> a". */
function moduleCycles() {
  const uses = new Map<string, Set<string>>();
  const files = fs.readdirSync(serverDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
  for (const file of files.map((f) => path.join(serverDir, f))) {
    const from = moduleOf(file)?.[1];
    if (!from) continue;
    for (const match of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const into = moduleOf(path.resolve(path.dirname(file), match[1] ?? match[2]!));
      if (!into || into[1] === from || into[2]!.endsWith('.entity.js')) continue;
      uses.set(from, (uses.get(from) ?? new Set()).add(into[1]!));
    }
  }
  const cycles: string[] = [];
  const walk = (trail: string[]) => {
    for (const next of uses.get(trail.at(-1)!) ?? []) {
      if (next === trail[0]) cycles.push([...trail, next].join(' -> '));
      else if (!trail.includes(next) && next > trail[0]!) walk([...trail, next]);
    }
  };
  for (const start of [...uses.keys()].sort()) walk([start]);
  return cycles;
}

/** Lints `source` as if it were a file of the sheets module, with the project's own configuration. */
async function restrictedImports(source: string) {
  const [result] = await new ESLint().lintText(source, { filePath: 'server/modules/sheets/boundary-probe.ts' });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('module boundaries (npm run lint)', () => {
  it('fails on a deep import into another module', async () => {
    const errors = await restrictedImports("import { loadInfluencerCards } from '../roster/influencer-cards.js';\nexport const probe = loadInfluencerCards;\n");
    expect(errors).toEqual([expect.stringContaining('Import another module through its index.ts')]);
  });

  it("passes another module's index, its entity files and the module's own files", async () => {
    const source = [
      "import { loadInfluencerCards } from '../roster/index.js';",
      "import { Influencer } from '../directory/influencer.entity.js';",
      "import { loadSheet } from './sheet-rows.js';",
      'export const probe = [loadInfluencerCards, Influencer, loadSheet];',
      '',
    ].join('\n');
    expect(await restrictedImports(source)).toEqual([]);
  });

  it('holds for every import of the server, at any depth and from outside server/modules too', () => {
    expect(importsPastAnIndex()).toEqual([]);
  });

  it('has no cycle between modules', () => {
    expect(moduleCycles()).toEqual([]);
  });
});
