import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Orm } from '../server/orm.js';
import { ApiClient } from '../tests/helpers/api-client.js';
import { createUser, TEST_PASSWORD } from '../tests/helpers/factories.js';
import { startServerProcess, type ServerProcess } from '../tests/helpers/server-process.js';
import { createRosterCreator } from '../tests/helpers/sheets-factories.js';
import { photo } from '../tests/helpers/test-images.js';
import { uploadFile } from '../tests/uploads/upload-flow.js';
import { e2eServer } from './helpers/server.js';

const root = path.resolve(import.meta.dirname, '..');
const packageJson = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
/** The image's user when this runs as root (as CI does); otherwise the test's own user, already not root. */
const runAs = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};

/** The build output as the image's run stage holds it: dist/ and package.json, read-only, beside the production node_modules. */
function readOnlyCopyOfBuild() {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'pitchroom-image-'));
  fs.cpSync(path.join(root, 'dist'), path.join(copy, 'dist'), { recursive: true });
  fs.copyFileSync(path.join(root, 'package.json'), path.join(copy, 'package.json'));
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'));
  setWritable(copy, false);
  return copy;
}

/** Every file and directory under `at` (not through symlinks) read-only, or writable again. */
function setWritable(at: string, writable: boolean) {
  const stat = fs.lstatSync(at);
  if (stat.isSymbolicLink()) return;
  if (stat.isDirectory()) {
    if (writable) fs.chmodSync(at, 0o755);
    for (const entry of fs.readdirSync(at)) setWritable(path.join(at, entry), writable);
  }
  fs.chmodSync(at, stat.isDirectory() ? (writable ? 0o755 : 0o555) : writable ? 0o644 : 0o444);
}

/** The packages a built file imports by name (not node: built-ins, not relative paths). */
function importedPackages(file: string) {
  const source = fs.readFileSync(file, 'utf8');
  const names = new Set<string>();
  for (const [, specifier] of source.matchAll(/(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/gm)) {
    if (!specifier || specifier.startsWith('.') || specifier.startsWith('node:') || specifier.startsWith('/')) continue;
    names.add(specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!);
  }
  return names;
}

describe('the compiled server, as the container runs it', () => {
  let copy: string;
  let dataDir: string;
  let databaseUrl: string;
  let orm: Orm;
  let server: ServerProcess | undefined;
  const database = `pitchroom_compiled_${randomBytes(4).toString('hex')}`;

  const start = () =>
    startServerProcess(
      { DATABASE_URL: databaseUrl, NODE_ENV: 'production', SEED_DEMO: 'false', HOST: '127.0.0.1' },
      { args: ['dist/server/main.js'], cwd: copy, dataDir, ...runAs },
    );

  beforeAll(async () => {
    copy = readOnlyCopyOfBuild();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pitchroom-image-data-'));
    if (runAs.uid !== undefined) fs.chownSync(dataDir, runAs.uid, runAs.gid!);
    const admin = new pg.Client({ connectionString: e2eServer().databaseUrl });
    await admin.connect();
    await admin.query(`create database ${pg.escapeIdentifier(database)}`);
    await admin.end();
    databaseUrl = e2eServer().databaseUrl.replace(/\/[^/?]+(\?|$)/, `/${database}$1`);
  });
  afterAll(async () => {
    // What the server printed (LOG_LEVEL warn), for reading a failure.
    if (server?.output().trim()) console.log(`--- compiled server ---\n${server.output()}`);
    await server?.stop();
    await orm?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (copy) {
      setWritable(copy, true);
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });

  it('imports only production dependencies: the run stage installs nothing else', () => {
    const built = [
      path.join(root, 'dist/server/main.js'),
      ...fs
        .readdirSync(path.join(root, 'dist/ssr'), { recursive: true })
        .map(String)
        .filter((f) => f.endsWith('.js'))
        .map((f) => path.join(root, 'dist/ssr', f)),
    ];
    const used = new Set(built.flatMap((file) => [...importedPackages(file)]));
    expect(used.size).toBeGreaterThan(10);
    expect([...used].filter((name) => !(name in packageJson.dependencies))).toEqual([]);
    const dockerfile = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8');
    const runStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    expect(runStage).toMatch(/npm ci[^\n]*--omit=dev/);
    expect(runStage).toMatch(/\nUSER node\n/);
    expect(runStage).toMatch(/CMD \["node", "dist\/server\/main\.js"\]/);
  });

  it('starts from a read-only build as a non-root user, serves the app, and keeps an uploaded portrait across a restart', async () => {
    server = await start();
    const page = await fetch(`${server.baseUrl}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');

    orm = await openDatabase(databaseUrl);
    const em = orm.em.fork() as EntityManager;
    const { user, team } = await createUser(em, { role: 'team_admin' });
    const creator = await createRosterCreator(em, team);
    const api = new ApiClient(server.baseUrl);
    expect((await api.signIn(user.email, TEST_PASSWORD)).status).toBe(200);
    const { key, put } = await uploadFile(api, await photo(900, 900));
    expect(put.status).toBe(200);
    const replaced = await api.post('/api/user/replace-portrait', { influencer_id: creator.id, uploadedKey: key, crop: { x: 0, y: 0, size: 1 } });
    expect(replaced.status, replaced.text).toBe(200);
    const portraitUrl = new URL(replaced.json.picture_url, server.baseUrl).pathname;
    const before = Buffer.from(await (await fetch(server.baseUrl + portraitUrl)).arrayBuffer());
    expect(before.length).toBeGreaterThan(1000);
    // The signing secret (upload URLs, talent login links) is kept in DATA_DIR, owned by the server's user.
    const secret = path.join(dataDir, 'signing-secret');
    const secretBefore = fs.readFileSync(secret, 'utf8');
    if (runAs.uid !== undefined) expect(fs.statSync(secret).uid).toBe(runAs.uid);

    await server.stop();
    server = await start();
    const after = await fetch(server.baseUrl + portraitUrl);
    expect(after.status).toBe(200);
    expect(Buffer.from(await after.arrayBuffer()).equals(before)).toBe(true);
    expect(fs.readFileSync(secret, 'utf8')).toBe(secretBefore);
  }, 120_000);
});
