import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.js';

const root = path.resolve(import.meta.dirname, '../..');
const STARTUP_TIMEOUT_MS = 120_000;
const SHUTDOWN_TIMEOUT_MS = 20_000;

export interface ServerProcess {
  baseUrl: string;
  /** The database it uses: `DATABASE_URL` when given, else its own embedded PostgreSQL's. */
  databaseUrl: string;
  pid: number;
  /** Its DATA_DIR (the embedded PostgreSQL's cluster is in `postgres/` below it). */
  dataDir: string;
  /** What it printed so far (the last 4,000 characters, for failure messages). */
  output: () => string;
  /** How many times it printed `text`. */
  said: (text: string) => number;
  /** SIGTERM to its process group (a graceful stop, its PostgreSQL too), SIGKILL if it hangs. */
  stop: () => Promise<void>;
}

/** How to start it otherwise: the compiled server from a copy of the build, as another OS user, with a DATA_DIR kept across starts. */
export interface Launch {
  args: string[];
  cwd: string;
  uid?: number;
  gid?: number;
  /** Kept (not removed) when the process stops. */
  dataDir?: string;
}

/**
 * The real server (`server/main.ts` under tsx, or `launch`) in its own process group on a free
 * port: on `env.DATABASE_URL`, or else on a fresh embedded PostgreSQL in a temporary directory.
 */
export async function startServerProcess(env: Record<string, string> = {}, launch?: Launch): Promise<ServerProcess> {
  const dataDir = launch?.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'pitchroom-server-'));
  // The embedded PostgreSQL runs as the OS user "postgres", which must enter this directory.
  if (!launch?.dataDir) fs.chmodSync(dataDir, 0o755);
  const [port, pgPort] = [await freePort(), await freePort()];
  const baseUrl = `http://127.0.0.1:${port}`;
  const lines: string[] = [];
  // Its database is `env.DATABASE_URL` only: one set for the test run itself is not passed on.
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  const server = spawn(process.execPath, launch?.args ?? ['--import', 'tsx', 'server/main.ts'], {
    cwd: launch?.cwd ?? root,
    uid: launch?.uid,
    gid: launch?.gid,
    env: {
      ...inherited,
      NODE_OPTIONS: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      EMBEDDED_PG_PORT: String(pgPort),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => lines.push(chunk.toString());
  server.stdout!.on('data', keep);
  server.stderr!.on('data', keep);
  const output = () => lines.join('').slice(-4000);
  const stop = async () => {
    await stopProcessGroup(server);
    if (!launch?.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilServing(baseUrl, server);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output()}`, { cause: error });
  }
  const databaseUrl = env.DATABASE_URL ?? `postgres://postgres:postgres@127.0.0.1:${pgPort}/pitchroom`;
  const said = (text: string) => lines.join('').split(text).length - 1;
  return { baseUrl, databaseUrl, pid: server.pid!, dataDir, output, said, stop };
}

/** Until `GET /api/status` at `baseUrl` answers 200 (the server, or a balancer in front of servers), checking that `server` still runs. */
export async function waitUntilServing(baseUrl: string, server: ChildProcess, timeoutMs = STARTUP_TIMEOUT_MS) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.pid === undefined) throw new Error('The process could not be started.');
    if (server.exitCode !== null) throw new Error(`The process exited with code ${server.exitCode} before it answered.`);
    try {
      if ((await fetch(`${baseUrl}/api/status`)).status === 200) return;
    } catch {
      // Not listening yet.
    }
    await delay(250);
  }
  throw new Error(`Nothing answered GET /api/status within ${timeoutMs / 1000} s.`);
}

async function stopProcessGroup(server: ChildProcess) {
  const group = -server.pid!;
  if (!signalGroup(group, 'SIGTERM')) return;
  const deadline = Date.now() + SHUTDOWN_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (!signalGroup(group, 0)) return;
    await delay(100);
  }
  signalGroup(group, 'SIGKILL');
}

/** False once no process of the group is left. */
function signalGroup(group: number, signal: NodeJS.Signals | 0) {
  try {
    process.kill(group, signal);
    return true;
  } catch {
    return false;
  }
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
