import pg from 'pg';
import { SyntheticSocialDataProvider } from '../providers/social-data/synthetic-provider.js';
import { dropSecondaryIndexes } from './bulk-indexes.js';
import { copyEncoded, generatePlanned, planCreators, type PlannedCreator } from './directory-loader.js';
import { startEncoderWorker } from './directory-worker.js';

/** Directory creators start here, far past the demo's, so their handles (which end in the index) never meet. */
export const DIRECTORY_FIRST_INDEX = 1_000_000;
export const DIRECTORY_SEED = 'pitchroom-directory';
const CHUNK_CREATORS = 10_000;
/** From this many creators on, one transaction drops the secondary indexes, loads, and builds them again. */
const BULK_CREATORS = 30_000;

export interface DirectorySeedResult {
  requestedAccounts: number;
  creatorsAdded: number;
  accountsAdded: number;
  postsAdded: number;
  creatorsSkipped: number;
  seconds: number;
}

/** The creators of `chunk` whose primary account is already in the directory (a run before loaded them). */
async function alreadyLoaded(client: pg.ClientBase, keys: string[]) {
  const pairs = keys.map((key) => key.split(':') as [string, string]);
  const { rows } = await client.query<{ platform: string; handle: string }>(
    'select platform, handle from social_account where (platform, handle) in (select * from unnest($1::text[], $2::text[]))',
    [pairs.map((p) => p[0]), pairs.map((p) => p[1])],
  );
  return new Set(rows.map((r) => `${r.platform}:${r.handle}`));
}

/**
 * Whether the last planned creator is in already. Chunks load in index order, each run from the
 * same first index, so then every creator before it is in too and there is nothing to do.
 */
async function isWhollyLoaded(client: pg.ClientBase, provider: SyntheticSocialDataProvider, plan: PlannedCreator[]) {
  const [last] = generatePlanned(provider, [plan.at(-1)!]);
  return (await alreadyLoaded(client, [`${last!.accounts[0]!.platform}:${last!.accounts[0]!.handle}`])).size === 1;
}

/**
 * Makes sure the directory holds the `accounts` generated directory accounts (creators from
 * DIRECTORY_FIRST_INDEX on), loading what is missing by COPY in chunks (one transaction each, or
 * one for the whole load when it is big: the directory tables are locked until it commits).
 * Running it again adds nothing; running it with a larger count adds only the difference.
 */
export async function seedDirectory(
  databaseUrl: string,
  options: { accounts: number; withPosts?: boolean; bulkFrom?: number; onProgress?: (done: number, total: number) => void; onIndexing?: () => void },
): Promise<DirectorySeedResult> {
  const started = performance.now();
  const provider = new SyntheticSocialDataProvider(DIRECTORY_SEED);
  const plan = planCreators(provider, DIRECTORY_FIRST_INDEX, options.accounts);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const result: DirectorySeedResult = {
    requestedAccounts: options.accounts,
    creatorsAdded: 0,
    accountsAdded: 0,
    postsAdded: 0,
    creatorsSkipped: 0,
    seconds: 0,
  };
  const now = new Date();
  const nothingToDo = await isWhollyLoaded(client, provider, plan).catch(async (error: unknown) => {
    await client.end();
    throw error;
  });
  if (nothingToDo) {
    await client.end();
    return { ...result, creatorsSkipped: plan.length, seconds: Math.round((performance.now() - started) / 100) / 10 };
  }
  const encoder = startEncoderWorker();
  try {
    const bulk = plan.length >= (options.bulkFrom ?? BULK_CREATORS);
    if (bulk) await client.query('begin');
    const restoreIndexes = bulk ? await dropSecondaryIndexes(client, ['influencer', 'social_account', 'social_post', 'directory_search']) : undefined;
    const chunks: PlannedCreator[][] = [];
    for (let from = 0; from < plan.length; from += CHUNK_CREATORS) chunks.push(plan.slice(from, from + CHUNK_CREATORS));
    const encode = (chunk: PlannedCreator[] | undefined) => {
      const job = chunk ? encoder.encode(DIRECTORY_SEED, now, chunk, options.withPosts ?? false) : undefined;
      job?.catch(() => {}); // awaited (and thrown) in its turn
      return job;
    };
    let upcoming = encode(chunks[0]);
    let done = 0;
    for (const [n, chunk] of chunks.entries()) {
      const encoded = await upcoming!;
      upcoming = encode(chunks[n + 1]); // generated while this chunk loads
      const loaded = await alreadyLoaded(
        client,
        encoded.map((c) => c.key),
      );
      const missing = encoded.filter((c) => !loaded.has(c.key));
      result.creatorsSkipped += encoded.length - missing.length;
      if (missing.length > 0) {
        if (!bulk) await client.query('begin');
        await client.query('set local synchronous_commit = off');
        const added = await copyEncoded(client, missing);
        if (!bulk) await client.query('commit');
        result.creatorsAdded += missing.length;
        result.accountsAdded += added.accounts;
        result.postsAdded += added.posts;
      }
      done += chunk.length;
      options.onProgress?.(done, plan.length);
    }
    if (restoreIndexes) {
      options.onIndexing?.();
      await restoreIndexes();
      await client.query('commit');
    }
    // What follows a bulk load: statistics for the planner, and every new row's visibility settled
    // once here (hint bits, the visibility map) rather than by the first searches that read them.
    await client.query('vacuum (analyze) influencer, social_account, social_post, directory_search, directory_search_change');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await encoder.stop();
    await client.end();
  }
  result.seconds = Math.round((performance.now() - started) / 100) / 10;
  return result;
}
