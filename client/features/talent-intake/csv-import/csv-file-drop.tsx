import { Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFileSpreadsheet, IconUpload, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { CSV_IMPORT_LABEL, CSV_IMPORT_LIMIT, CSV_IMPORT_MSG } from '../../../../shared/csv-import-texts';
import { parseRosterCsv, type CsvTalentRow } from '../../../../shared/csv-import-rows';

// Browsers name a .csv file's type differently (Windows often says Excel); the extension decides.
const CSV_TYPES = { 'text/csv': ['.csv'], 'application/vnd.ms-excel': ['.csv'], 'text/plain': ['.csv'], 'application/csv': ['.csv'] };

/** Drag-and-drop (or click) one CSV file; answers the talent rows read from it, or says why it cannot. */
export function CsvFileDrop({ onRows }: { onRows: (file: { name: string; rows: CsvTalentRow[] }) => void }) {
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  const read = async (file: File) => {
    setProblem(null);
    setReading(true);
    try {
      const parsed = parseRosterCsv(await file.text());
      if (parsed.ok) onRows({ name: file.name, rows: parsed.rows });
      else setProblem(parsed.error);
    } catch {
      setProblem(CSV_IMPORT_MSG.unreadable);
    } finally {
      setReading(false);
    }
  };

  return (
    <Stack gap="xs">
      <Dropzone
        onDrop={(files) => files[0] && void read(files[0])}
        onReject={(rejections) => {
          const code = rejections[0]?.errors[0]?.code;
          setProblem(code === 'file-too-large' ? CSV_IMPORT_MSG.fileTooLarge(CSV_IMPORT_LIMIT.maxFileMegabytes) : CSV_IMPORT_MSG.notCsv);
        }}
        maxSize={CSV_IMPORT_LIMIT.maxFileBytes}
        maxFiles={1}
        multiple={false}
        accept={CSV_TYPES}
        loading={reading}
        data-testid="csv-dropzone"
      >
        <Group justify="center" gap="md" mih={140} wrap="nowrap" style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <IconUpload size={40} />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={40} />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconFileSpreadsheet size={40} />
          </Dropzone.Idle>
          <Stack gap={2}>
            <Text>{CSV_IMPORT_LABEL.dropFile}</Text>
            <Text size="sm" c="dimmed">
              {CSV_IMPORT_LABEL.dropHint(CSV_IMPORT_LIMIT.maxFileMegabytes, CSV_IMPORT_LIMIT.maxRows)}
            </Text>
          </Stack>
        </Group>
      </Dropzone>
      {problem && (
        <Text c="red" size="sm" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
