import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.js';
import { waitUntilServing } from './server-process.js';

const CONFIG = path.resolve(import.meta.dirname, '../../bench/fleet/haproxy.cfg');

/**
 * HAProxy from Debian's package (`apt-get install haproxy`; `.ci/run` installs it) in front of
 * `servers`, configured by bench/fleet/haproxy.cfg: round-robin, WebSockets without sticky
 * sessions. Answers once a request through it reaches an instance.
 */
export async function startHaproxy(servers: { baseUrl: string }[]) {
  const port = await freePort();
  const lines = servers.map((server, i) => `  server app${i + 1} ${new URL(server.baseUrl).host} check`).join('\n');
  const file = path.join(os.tmpdir(), `pitchroom-haproxy-${process.pid}-${port}.cfg`);
  fs.writeFileSync(file, fs.readFileSync(CONFIG, 'utf8').replace('{{FRONT_PORT}}', String(port)).replace('{{SERVERS}}', lines));
  const child = spawn('haproxy', ['-db', '-f', file], { stdio: ['ignore', 'inherit', 'inherit'] });
  // Ends when it exits, or at once when it could not start (not installed).
  const ended = new Promise<void>((resolve) => child.once('exit', () => resolve()).once('error', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    child.kill('SIGTERM');
    await ended;
    fs.rmSync(file, { force: true });
  };
  try {
    await waitUntilServing(baseUrl, child, 10_000);
  } catch (error) {
    await stop();
    throw new Error('HAProxy did not start (is it installed? apt-get install haproxy)', { cause: error });
  }
  return { baseUrl, stop };
}
