import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHOTS } from '../../scripts/docs-screenshots/shots.js';
import { CONFIG_VARIABLES } from '../../server/config.js';

/*
 * The docs as a reader meets them: every link and image resolves, every setting the server reads
 * is documented where operators look, and every image shown is one `npm run docs:screenshots` takes.
 */
const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

function markdownFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(file);
    return entry.name.endsWith('.md') ? [file] : [];
  });
}
const DOCS = ['README.md', ...markdownFiles('docs')];

/** Outside code: code blocks and spans hold examples, not links. */
const withoutCodeBlocks = (text: string) => text.replaceAll(/^```[\s\S]*?^```/gm, '');
const prose = (text: string) => withoutCodeBlocks(text).replaceAll(/`[^`\n]*`/g, '');

/** Link and image targets: markdown `[..](x)` / `![..](x)` and HTML `src="x"` / `href="x"`. */
function targets(text: string) {
  const body = prose(text);
  const markdown = [...body.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]!);
  const html = [...body.matchAll(/\s(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
  return [...markdown, ...html];
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function anchors(text: string) {
  const seen = new Map<string, number>();
  return new Set(
    [...withoutCodeBlocks(text).matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)].map((m) => {
      const slug = m[1]!
        .replaceAll(/`/g, '')
        .replaceAll(/\[([^\]]*)\]\([^)]*\)/g, '$1')
        .toLowerCase()
        .replaceAll(/[^\p{L}\p{N}\s_-]/gu, '')
        .replaceAll(' ', '-');
      const count = seen.get(slug) ?? 0;
      seen.set(slug, count + 1);
      return count ? `${slug}-${count}` : slug;
    }),
  );
}

describe('the docs', () => {
  it.each(DOCS)('%s: every relative link and image resolves', (file) => {
    const broken: string[] = [];
    for (const target of targets(read(file))) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto: — not a file of ours
      const [pathPart, anchor] = target.split('#') as [string, string | undefined];
      const resolved = pathPart ? path.posix.normalize(path.posix.join(path.posix.dirname(file), decodeURIComponent(pathPart))) : file;
      if (!fs.existsSync(path.join(root, resolved))) {
        broken.push(`${target} (no ${resolved})`);
        continue;
      }
      if (anchor && resolved.endsWith('.md') && !anchors(read(resolved)).has(anchor)) broken.push(`${target} (no heading #${anchor} in ${resolved})`);
    }
    expect(broken).toEqual([]);
  });

  it('docs/operations.md documents every environment variable the server reads, and no other', () => {
    const serverSources = (dir: string): string[] =>
      fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) return serverSources(file);
        return entry.name.endsWith('.ts') ? [file] : [];
      });
    const readElsewhere = serverSources('server').flatMap((file) => [...read(file).matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]!));
    const serverReads = new Set([...CONFIG_VARIABLES, ...readElsewhere]);
    // The settings tables: a row whose first cell is a variable's name.
    const documented = new Set([...read('docs/operations.md').matchAll(/^\|\s*`([A-Z][A-Z0-9_]*)`\s*\|/gm)].map((m) => m[1]!));
    expect([...serverReads].filter((name) => !documented.has(name))).toEqual([]);
    // A documented setting that nothing reads any more misleads (the e2e tests' browser is the one read by tests alone).
    const testsRead = new Set([...read('e2e/helpers/browser.ts').matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]!));
    expect([...documented].filter((name) => !serverReads.has(name) && !testsRead.has(name))).toEqual([]);
  });

  it('every image the docs show is taken by npm run docs:screenshots, and every image it takes is shown', () => {
    const shown = new Set(
      DOCS.flatMap((file) =>
        targets(read(file))
          .filter((target) => target.endsWith('.png'))
          .map((target) => path.posix.normalize(path.posix.join(path.posix.dirname(file), target))),
      ),
    );
    const taken = new Set(SHOTS.map((shot) => `docs/images/${shot.file}`));
    expect([...shown].filter((image) => !taken.has(image))).toEqual([]);
    expect([...taken].filter((image) => !shown.has(image))).toEqual([]);
  });

  it('describe how things are now: no issue numbers, and dates only in the benchmark tables', () => {
    const history = DOCS.flatMap((file) =>
      read(file)
        .split('\n')
        .map((line, index) => ({ where: `${file}:${index + 1}`, line }))
        .filter(({ line }) => /issue #?[0-9]+|20[0-9]{2}-[0-9]{2}-[0-9]{2}/i.test(line))
        .filter(({ where, line }) => !(where.startsWith('docs/benchmarks.md:') && /^\|\s*20[0-9]{2}-[0-9]{2}-[0-9]{2}\s*\|/.test(line))),
    );
    expect(history.map(({ where, line }) => `${where} ${line.slice(0, 100)}`)).toEqual([]);
  });

  it('the README stays a front page: at most 150 lines', () => {
    expect(read('README.md').trimEnd().split('\n').length).toBeLessThanOrEqual(150);
  });
});
