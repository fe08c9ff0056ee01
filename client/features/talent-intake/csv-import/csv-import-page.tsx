import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { CSV_IMPORT_LABEL, CSV_IMPORT_LIMIT, CSV_IMPORT_MSG } from '../../../../shared/csv-import-texts';
import type { CsvTalentRow } from '../../../../shared/csv-import-rows';
import type { CsvPreviewRow } from '../../../../shared/schemas/csv-import';
import { ADD_TALENT_LABEL, ADD_TALENT_MSG } from '../../../../shared/talent-add-texts';
import { isTrpcError, trpc } from '../../../lib/trpc';
import { CsvFileDrop } from './csv-file-drop';
import { CsvImportSummary } from './csv-import-summary';
import { CsvImportProgress } from './csv-import-progress';
import { CsvRowsList } from './csv-rows-list';
import { useCsvImport } from './use-csv-import';

interface PickedFile {
  name: string;
  /** The rows sent to the server (at most the limit) and those over it, kept only to be shown. */
  rows: CsvTalentRow[];
  overLimit: CsvTalentRow[];
  requestKey: string;
}

const failure = (error: unknown) => (isTrpcError(error) && error.data?.httpStatus === 400 ? error.message : ADD_TALENT_MSG.addFailed);

/** Import Talent from CSV (/influencers/import): drop a file, see each row's problems, add the valid rows. */
export function CsvImportPage() {
  const status = trpc.requests.addTalentStatus.useQuery();
  const [file, setFile] = useState<PickedFile | null>(null);
  const preview = trpc.requests.csvPreview.useMutation();
  const importing = useCsvImport();

  const pick = ({ name, rows }: { name: string; rows: CsvTalentRow[] }) => {
    const sent = rows.slice(0, CSV_IMPORT_LIMIT.maxRows);
    setFile({ name, rows: sent, overLimit: rows.slice(CSV_IMPORT_LIMIT.maxRows), requestKey: `csv-${crypto.randomUUID()}` });
    importing.reset();
    preview.mutate({ rows: sent });
  };
  const reset = () => {
    setFile(null);
    preview.reset();
    importing.reset();
  };

  const overLimitRows: CsvPreviewRow[] = (file?.overLimit ?? []).slice(0, CSV_IMPORT_LIMIT.overLimitRowsShown).map((row, i) => ({
    row: CSV_IMPORT_LIMIT.maxRows + i + 1,
    name: row.name,
    socials: [],
    errors: [CSV_IMPORT_MSG.overRowLimit(CSV_IMPORT_LIMIT.maxRows)],
  }));
  const valid = preview.data?.rows.filter((row) => !row.errors.length).length ?? 0;
  const credits = preview.data?.credits ?? status.data?.credits ?? 0;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Title order={1}>{CSV_IMPORT_LABEL.title}</Title>
        {status.data && <Text c="dimmed">{ADD_TALENT_LABEL.credits(status.data.credits)}</Text>}
      </Group>
      {importing.result && file ? (
        <CsvImportSummary added={importing.result.added} rows={importing.result.rows} overLimit={file.overLimit.length} onAnother={reset} />
      ) : !file ? (
        <Paper p={{ base: 'sm', sm: 'lg' }}>
          <Stack gap="md">
            <Text size="sm">{CSV_IMPORT_LABEL.help}</Text>
            {status.data?.credits === 0 && (
              <Alert color="yellow" title={ADD_TALENT_LABEL.maxRoster} icon={<IconAlertCircle size={18} />}>
                {ADD_TALENT_LABEL.maxRosterBody}
              </Alert>
            )}
            <CsvFileDrop onRows={pick} />
          </Stack>
        </Paper>
      ) : (
        <Paper p={{ base: 'sm', sm: 'lg' }}>
          <Stack gap="md">
            <Group gap="xs" wrap="nowrap">
              <IconFileSpreadsheet size={20} />
              <Text fw={500} truncate>
                {file.name}
              </Text>
            </Group>
            {preview.isPending && (
              <Stack gap="xs" aria-label={CSV_IMPORT_LABEL.checking} data-testid="csv-preview-loading">
                <Skeleton height={28} />
                <Skeleton height={28} />
                <Skeleton height={28} />
              </Stack>
            )}
            {preview.error && (
              <Alert color="red" variant="light" role="alert">
                {failure(preview.error)}
              </Alert>
            )}
            {preview.data && (
              <>
                <Text fw={500}>{CSV_IMPORT_LABEL.summaryOfPreview(valid, file.rows.length + file.overLimit.length)}</Text>
                {valid > 0 && (
                  <Text size="sm" c={credits < valid ? 'orange' : 'dimmed'}>
                    {CSV_IMPORT_LABEL.creditsNote(credits, valid)}
                  </Text>
                )}
                <CsvRowsList rows={[...preview.data.rows, ...overLimitRows]} hiddenOverLimit={file.overLimit.length - overLimitRows.length} />
              </>
            )}
            {importing.progress && <CsvImportProgress {...importing.progress} />}
            {importing.error !== null && (
              <Alert color="red" variant="light" role="alert">
                {failure(importing.error)}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={reset} disabled={importing.isPending}>
                {CSV_IMPORT_LABEL.chooseAnother}
              </Button>
              <Button
                onClick={() => void importing.start(file.rows, file.requestKey)}
                disabled={!preview.data || valid === 0 || credits === 0}
                loading={importing.isPending}
              >
                {CSV_IMPORT_LABEL.confirm(Math.min(valid, credits))}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
