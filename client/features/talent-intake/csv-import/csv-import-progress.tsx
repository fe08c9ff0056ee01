import { Progress, Stack, Text } from '@mantine/core';
import { CSV_IMPORT_LABEL } from '../../../../shared/csv-import-texts';

/** How far an import has come, while its calls run. */
export function CsvImportProgress({ done, total }: { done: number; total: number }) {
  const label = CSV_IMPORT_LABEL.progress(done, total);
  return (
    <Stack gap={4} role="status" aria-label={CSV_IMPORT_LABEL.importing}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Progress value={total ? (done / total) * 100 : 0} aria-label={label} animated striped />
    </Stack>
  );
}
