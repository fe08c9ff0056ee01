import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.js';

export const S3RVER_BUCKET = 'pitchroom-test';

/** A real S3-protocol server (s3rver from npm) in its own process, with one bucket; `stop` ends it. */
export async function startS3rver() {
  const port = await freePort();
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  const child = spawn(
    process.execPath,
    ['node_modules/s3rver/bin/s3rver.js', '-d', directory, '-a', '127.0.0.1', '-p', String(port), '--configure-bucket', S3RVER_BUCKET],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('s3rver did not start')), 15_000);
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`s3rver exited with ${code}`)));
  });
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    env: { S3_BUCKET: S3RVER_BUCKET, S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_FORCE_PATH_STYLE: 'true' },
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
