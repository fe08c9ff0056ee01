import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { CSV_IMPORT_LABEL, CSV_IMPORT_LIMIT } from '../../../../shared/csv-import-texts';
import type { CsvImportRow } from '../../../../shared/schemas/csv-import';
import { ButtonLink } from '../../../components/router-links';
import { CsvRowsList } from './csv-rows-list';

/** After an import: how many were added and skipped, and each skipped row with its reasons (rows over the limit counted). */
export function CsvImportSummary({ added, rows, overLimit, onAnother }: { added: number; rows: CsvImportRow[]; overLimit: number; onAnother: () => void }) {
  const skipped = rows.filter((row) => !row.added);
  return (
    <Paper p={{ base: 'sm', sm: 'lg' }} role="status" aria-label={CSV_IMPORT_LABEL.done}>
      <Stack gap="md">
        <Group gap="xs" wrap="nowrap">
          <IconCircleCheck color="var(--mantine-color-teal-6)" />
          <Title order={2} fz="lg">
            {CSV_IMPORT_LABEL.summary(added, skipped.length + overLimit)}
          </Title>
        </Group>
        {added > 0 && <Text>{CSV_IMPORT_LABEL.doneBody}</Text>}
        {overLimit > 0 && (
          <Text c="red" size="sm">
            {CSV_IMPORT_LABEL.overLimitSkipped(overLimit, CSV_IMPORT_LIMIT.maxRows)}
          </Text>
        )}
        {skipped.length > 0 && (
          <Stack gap="xs">
            <Title order={3} fz="md">
              {CSV_IMPORT_LABEL.skippedRows}
            </Title>
            <CsvRowsList rows={skipped} />
          </Stack>
        )}
        <Group>
          <ButtonLink to="/influencers">{CSV_IMPORT_LABEL.viewRoster}</ButtonLink>
          <Button variant="default" onClick={onAnother}>
            {CSV_IMPORT_LABEL.importAnother}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
