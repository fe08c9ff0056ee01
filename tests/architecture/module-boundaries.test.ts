import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** Lints `source` as if it were a file of the sheets module, with the project's own configuration. */
async function restrictedImports(source: string) {
  const [result] = await new ESLint().lintText(source, { filePath: 'server/modules/sheets/boundary-probe.ts' });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('module boundaries (npm run lint)', () => {
  it('fails on a deep import into another module', async () => {
    const errors = await restrictedImports("import { loadInfluencerCards } from '../roster/influencer-cards.js';\nexport const probe = loadInfluencerCards;\n");
    expect(errors).toEqual([expect.stringContaining('Import another module through its index.ts')]);
  });

  it("passes another module's index, its entity files and the module's own files", async () => {
    const source = [
      "import { loadInfluencerCards } from '../roster/index.js';",
      "import { Influencer } from '../directory/influencer.entity.js';",
      "import { loadSheet } from './sheet-rows.js';",
      'export const probe = [loadInfluencerCards, Influencer, loadSheet];',
      '',
    ].join('\n');
    expect(await restrictedImports(source)).toEqual([]);
  });
});
