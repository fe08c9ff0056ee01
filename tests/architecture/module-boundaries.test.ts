import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const serverDir = path.resolve(import.meta.dirname, '../../server');
const testsDir = path.resolve(import.meta.dirname, '..');
const IMPORT = /(?:import|export)\s[^;]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/gs;
const moduleOf = (file: string) => /server\/modules\/([^/]+)\/(.+)$/.exec(file);

/** One import of a server file: the importing file and the file it names (both absolute, `.ts`). */
type Edge = { file: string; target: string };

/** Every `.ts` file under `dir` (the server's, by default) with its text. */
const sourcesUnder = (dir = serverDir) =>
  fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .map((f) => ({ file: path.join(dir, f), text: fs.readFileSync(path.join(dir, f), 'utf8') }));

/** Every import of every `.ts` file under `dir` (the server's, by default). */
function importsUnder(dir = serverDir): Edge[] {
  return sourcesUnder(dir).flatMap(({ file, text }) =>
    [...text.matchAll(IMPORT)].map((match) => ({
      file,
      target: path.resolve(path.dirname(file), match[1] ?? match[2]!).replace(/\.js$/, '.ts'),
    })),
  );
}
const shown = ({ file, target }: Edge) => `${path.relative(serverDir, file)} -> ${path.relative(serverDir, target)}`;

/**
 * Imports, at any depth, from a server file (infrastructure, app.ts and the app's router included)
 * into another module's files other than its index and entities.
 */
function importsPastAnIndex(edges: Edge[]) {
  return edges
    .filter(({ file, target }) => {
      const [from, into] = [moduleOf(file), moduleOf(target)];
      return into && from?.[1] !== into[1] && into[2] !== 'index.ts' && !into[2]!.endsWith('.entity.ts');
    })
    .map(shown);
}

/** The modules that import each other (entity files left out: ORM relations go both ways), each cycle as "a -> b -> a". */
function moduleCycles(edges: Edge[]) {
  const uses = new Map<string, Set<string>>();
  for (const { file, target } of edges) {
    const [from, into] = [moduleOf(file)?.[1], moduleOf(target)];
    if (!from || !into || into[1] === from || into[2]!.endsWith('.entity.ts')) continue;
    uses.set(from, (uses.get(from) ?? new Set()).add(into[1]!));
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

/**
 * The infrastructure: what every module uses and none owns. It imports no module; the domains
 * declare what they give it (trpc/domain.ts) and app.ts gives it at start. An entity may still
 * name another module's entity (an ORM relation: the session's user).
 */
const INFRASTRUCTURE = ['trpc', 'http', 'events', 'db', 'jobs', 'auth', 'mail', 'storage'].map((dir) => path.join(serverDir, dir) + path.sep);
function infrastructureImportingDomains(edges: Edge[]) {
  return edges
    .filter(({ file, target }) => INFRASTRUCTURE.some((dir) => file.startsWith(dir)) && moduleOf(target))
    .filter(({ file, target }) => !(file.endsWith('.entity.ts') && target.endsWith('.entity.ts')))
    .map(shown);
}

/**
 * Imports from a test into a module's files other than its index and entities: a test of
 * `tests/<domain>/` may reach into its own module (unit tests of its parts), any other test goes
 * through the module's public face as the code does.
 */
function testsPastAnIndex(edges: Edge[]) {
  return edges
    .filter(({ file, target }) => {
      const into = moduleOf(target);
      if (!into || into[2] === 'index.ts' || into[2]!.endsWith('.entity.ts')) return false;
      return path.relative(testsDir, file).split(path.sep)[0] !== into[1];
    })
    .map(({ file, target }) => `${path.relative(testsDir, file)} -> ${path.relative(serverDir, target)}`);
}

const ENTITY_IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+['"](\.[^'"]+\.entity\.js)['"]/g;

/**
 * The entities of other modules that a file other than an entity imports as values (to query,
 * count or create their rows), as "file -> Entity". A type-only import reads no row.
 */
function foreignEntityUses(sources: { file: string; text: string }[]) {
  const uses: string[] = [];
  for (const { file, text } of sources.filter(({ file }) => moduleOf(file) && !file.endsWith('.entity.ts'))) {
    for (const [, typeOnly, names, from] of text.matchAll(ENTITY_IMPORT)) {
      const into = moduleOf(path.resolve(path.dirname(file), from!));
      if (typeOnly || !into || into[1] === moduleOf(file)![1]) continue;
      for (const name of names!.split(',').map((n) => n.trim())) {
        if (name && !name.startsWith('type ')) uses.push(`${path.relative(path.join(serverDir, 'modules'), file)} -> ${name}`);
      }
    }
  }
  return uses.sort();
}

/**
 * The services that still use another module's entities (docs/architecture.md: "Where the code
 * does not follow the rule"): the public pages, which show what several modules own; the teams
 * module's memberships and invitations, which the account module owns (it reads them for every
 * session); the roster's creator cards and its profile's sheets; a collection's sheet relations;
 * the account's team rows. A new use fails here: read through the owner's index instead, or add
 * it with its reason.
 */
const FOREIGN_ENTITY_USES = [
  'account/caller-reads.ts -> Team',
  'public/public-cards.ts -> RosterEntry',
  'public/public-collection.service.ts -> Collection',
  'public/public-collection.service.ts -> CollectionSheet',
  'public/public-collection.service.ts -> SheetEntry',
  'public/public-roster.service.ts -> RosterEntry',
  'public/public-sheet.service.ts -> SheetEntry',
  'public/public-sheet.service.ts -> TalentSheet',
  'public/public-visitors.service.ts -> InterestRegistration',
  'public/public-visitors.service.ts -> SheetEntry',
  'public/public-visitors.service.ts -> SheetResponse',
  'roster/roster-profile.service.ts -> SheetEntry',
  'teams/invitations.service.ts -> Invitation',
  'teams/invitations.service.ts -> TeamMember',
  'teams/invitations.service.ts -> User',
  'teams/members.service.ts -> Invitation',
  'teams/members.service.ts -> TeamMember',
  'teams/organisations.service.ts -> TeamMember',
];

const probe = (file: string, target: string): Edge => ({ file: path.join(serverDir, file), target: path.join(serverDir, target) });

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
    expect(importsPastAnIndex(importsUnder())).toEqual([]);
    // The app's router takes each module's router from its index, as any other importer would.
    expect(importsPastAnIndex([probe('router.ts', 'modules/search/search.router.ts')])).toEqual(['router.ts -> modules/search/search.router.ts']);
  });

  it('holds for the tests too: a test reaches into its own domain only', () => {
    expect(testsPastAnIndex(importsUnder(testsDir))).toEqual([]);
    const probe = { file: path.join(testsDir, 'requests/probe.test.ts'), target: path.join(serverDir, 'modules/roster/talent-login-links.ts') };
    expect(testsPastAnIndex([probe])).toEqual(['requests/probe.test.ts -> modules/roster/talent-login-links.ts']);
  });

  it("uses another module's entities only where listed, and would name a new use", () => {
    expect(foreignEntityUses(sourcesUnder())).toEqual(FOREIGN_ENTITY_USES);
    const probes = [
      { file: path.join(serverDir, 'modules/webhooks/probe.ts'), text: "import { TeamMember, type User } from '../account/user.entity.js';" },
      { file: path.join(serverDir, 'modules/messaging/probe.ts'), text: "import type { User } from '../account/user.entity.js';" },
      { file: path.join(serverDir, 'modules/account/probe.ts'), text: "import { User } from './user.entity.js';" },
    ];
    expect(foreignEntityUses(probes)).toEqual(['webhooks/probe.ts -> TeamMember']);
  });

  it('has no cycle between modules, and would name one', () => {
    const edges = importsUnder();
    expect(moduleCycles(edges)).toEqual([]);
    const probes = [probe('modules/sheets/probe.ts', 'modules/creator-calls/index.ts'), probe('modules/creator-calls/probe.ts', 'modules/sheets/index.ts')];
    expect(moduleCycles([...edges, ...probes])).toContain('creator-calls -> sheets -> creator-calls');
  });

  it('keeps the infrastructure free of domains, and would name an import of one', () => {
    const edges = importsUnder();
    expect(infrastructureImportingDomains(edges)).toEqual([]);
    expect(infrastructureImportingDomains([...edges, probe('trpc/init.ts', 'modules/account/user.entity.ts')])).toEqual([
      'trpc/init.ts -> modules/account/user.entity.ts',
    ]);
    expect(infrastructureImportingDomains([probe('http/probe.ts', 'modules/search/index.ts')])).toEqual(['http/probe.ts -> modules/search/index.ts']);
  });
});
