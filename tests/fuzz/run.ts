import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

/** `npm run fuzz -- --runs 1000 [--seed N]`: the OpenAPI fuzz test with more generated requests per operation. */
const { values } = parseArgs({ options: { runs: { type: 'string', default: '1000' }, seed: { type: 'string' } } });
const env = { ...process.env, FUZZ_RUNS: values.runs, ...(values.seed ? { FUZZ_SEED: values.seed } : {}) };
const result = spawnSync('npx', ['vitest', 'run', 'tests/fuzz', '--testTimeout', '0'], { stdio: 'inherit', env });
process.exit(result.status ?? 1);
