import type { z } from 'zod';
import type { CsvImportRequest, CsvImportRow, CsvPreviewRequest, CsvPreviewRow } from '../../../shared/schemas/csv-import.js';
import { ADD_TALENT_MSG } from '../../../shared/talent-add-texts.js';
import { AppError } from '../../errors.js';
import type { Jobs } from '../../jobs/jobs.js';
import type { TeamContext } from '../../trpc/team-context.js';
import { addInfluencer, addTalentStatus } from './add-talent.service.js';
import { existingAccounts } from './check-social.service.js';
import { checkRows, toAddInput } from './csv-row-checks.js';

type ImportContext = TeamContext & { jobs: Jobs };

/** Every row with its problems, including accounts the team already has (on the roster or waiting to be added). */
async function checkedRows(ctx: TeamContext, rows: z.infer<typeof CsvPreviewRequest>['rows']) {
  const checked = checkRows(rows);
  const accounts = checked.flatMap((row) => row.socials.filter((s) => s.handle).map((s) => ({ platform: s.platform, handle: s.handle! })));
  const existing = await existingAccounts(ctx.em, ctx.team.id, accounts);
  for (const row of checked) {
    for (const social of row.socials) {
      const owner = social.handle ? existing.get(`${social.platform}:${social.handle}`) : undefined;
      if (owner) row.errors.push(ADD_TALENT_MSG.existing(owner));
    }
  }
  return checked;
}

/** tRPC requests.csvPreview: the rows of a roster CSV, each with what stops it being added, and the team's credits. */
export async function previewCsvImport(ctx: TeamContext, input: z.infer<typeof CsvPreviewRequest>) {
  const [rows, { credits }] = await Promise.all([checkedRows(ctx, input.rows), addTalentStatus(ctx)]);
  return { credits, rows };
}

/**
 * tRPC requests.csvImport: checks the rows again, then adds each row without problems in file order
 * exactly as Add Talent does (one credit each, spent atomically). Once the credits run out, the valid
 * rows left are reported with the no-credits message; nothing is ever spent for a skipped row.
 * With `add_rows`, only those rows are added and reported (the screen's calls, for its progress).
 */
export async function importCsv(ctx: ImportContext, input: z.infer<typeof CsvImportRequest>) {
  const checked = await checkedRows(ctx, input.rows);
  const { first, last } = input.add_rows ?? { first: 1, last: checked.length };
  const results: CsvImportRow[] = [];
  let outOfCredits = false;
  for (const row of checked.slice(first - 1, last)) {
    if (row.errors.length || outOfCredits) {
      results.push(skipped(row, row.errors.length ? row.errors : [ADD_TALENT_MSG.noCredits]));
      continue;
    }
    try {
      await addInfluencer(ctx, { influencer: toAddInput(row), request_key: input.request_key ? `${input.request_key}-row-${row.row}` : undefined });
      results.push({ row: row.row, name: row.name, added: true, errors: [] });
    } catch (error) {
      if (!(error instanceof AppError) || (error.code !== 'no_credits' && error.code !== 'BAD_REQUEST')) throw error;
      // Another add took the last credit or the account meanwhile: this row is reported, the others go on.
      if (error.code === 'no_credits') outOfCredits = true;
      results.push(skipped(row, [error.message]));
    }
  }
  const added = results.filter((r) => r.added).length;
  return { added, skipped: results.length - added, credits: (await addTalentStatus(ctx)).credits, rows: results };
}

const skipped = (row: CsvPreviewRow, errors: string[]): CsvImportRow => ({ row: row.row, name: row.name, added: false, errors });
