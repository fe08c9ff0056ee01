import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.js';

/** Debian's nats-server (apt-get install nats-server; `.ci/run` installs it), or the binary in NATS_SERVER. */
const binary = process.env.NATS_SERVER ?? ['/usr/sbin/nats-server', '/usr/bin/nats-server', '/usr/local/bin/nats-server'].find((file) => fs.existsSync(file));

/** A real NATS server with JetStream in its own process, on a free port and a fresh store; `stop` ends it. */
export async function startNatsServer() {
  if (!binary) throw new Error('nats-server is not installed: apt-get install nats-server (bash .ci/run installs it), or set NATS_SERVER.');
  const port = await freePort();
  const store = fs.mkdtempSync(path.join(os.tmpdir(), 'nats-'));
  const child = spawn(binary, ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', store], { stdio: ['ignore', 'pipe', 'pipe'] });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('nats-server did not start')), 15_000);
    const ready = (chunk: Buffer) => {
      if (!chunk.toString().includes('Server is ready')) return;
      clearTimeout(timer);
      resolve();
    };
    child.stdout.on('data', ready);
    child.stderr.on('data', ready);
    child.once('exit', (code) => reject(new Error(`nats-server exited with ${code}`)));
  });
  return {
    url: `nats://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      fs.rmSync(store, { recursive: true, force: true });
    },
  };
}

/** The event transports every bus test runs against: PostgreSQL (no BUS_URL) and NATS JetStream. */
export const BUS_KINDS = ['postgres', 'nats'] as const;
export type BusKind = (typeof BUS_KINDS)[number];
