import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../tests/helpers/free-port.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built app under test, e.g. http://127.0.0.1:41234 (no trailing slash). */
    baseUrl: string;
    /** Its database, for specs that create the rows they need (e.g. directory creators). */
    databaseUrl: string;
  }
}

const projectRoot = path.resolve(import.meta.dirname, '..');
const STARTUP_TIMEOUT_MS = 120_000;
const SHUTDOWN_TIMEOUT_MS = 20_000;

/**
 * Starts the real app (`npx tsx server/main.ts`) on free ports with a fresh embedded
 * PostgreSQL and the demo data, the way a person would run it after `npm run build`.
 */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(path.join(projectRoot, 'dist/client/index.html'))) {
    throw new Error('The web app is not built: run "npm run build" first (npm run test:e2e does).');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pitchroom-e2e-'));
  // The embedded PostgreSQL runs as the OS user "postgres", which must enter this directory.
  fs.chmodSync(dataDir, 0o755);
  const port = await freePort();
  const pgPort = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;

  const output: string[] = [];
  const server = spawn('npx', ['tsx', 'server/main.ts'], {
    cwd: projectRoot,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      EMBEDDED_PG_PORT: String(pgPort),
      SEED_DEMO: 'true',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
    // Its own process group, so teardown can find every process it started.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => output.push(chunk.toString());
  server.stdout!.on('data', keep);
  server.stderr!.on('data', keep);

  const teardown = async () => {
    await stopProcessGroup(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitUntilServing(baseUrl, server);
  } catch (error) {
    await teardown();
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output.join('').slice(-4000)}`, { cause: error });
  }
  project.provide('baseUrl', baseUrl);
  project.provide('databaseUrl', `postgres://postgres:postgres@127.0.0.1:${pgPort}/pitchroom`);
  return teardown;
}

async function waitUntilServing(baseUrl: string, server: ChildProcess) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode} before it answered.`);
    try {
      const response = await fetch(`${baseUrl}/api/status`);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await delay(250);
  }
  throw new Error(`The server did not answer GET /api/status within ${STARTUP_TIMEOUT_MS / 1000} s.`);
}

/** SIGTERM for a graceful stop (it stops its PostgreSQL too), SIGKILL if it hangs. */
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
