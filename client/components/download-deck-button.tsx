import { Button, type ButtonProps, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { DECK_TEXT } from '../../shared/deck-constants';
import { saveBlob } from '../lib/download';

type Progress = { stage: 'idle' } | { stage: 'preparing' } | { stage: 'receiving'; kilobytes: number } | { stage: 'failed' };

/**
 * Downloads a PDF deck, showing how far it is: "Preparing the deck of N creators…" while the server
 * makes it, then the kilobytes received as it streams in; a failure says so beside the button.
 */
export function DownloadDeckButton({
  url,
  fileName,
  creators,
  label,
  ...buttonProps
}: { url: string; fileName: string; creators: number; label: string } & ButtonProps) {
  const [progress, setProgress] = useState<Progress>({ stage: 'idle' });
  const busy = progress.stage === 'preparing' || progress.stage === 'receiving';

  async function download() {
    setProgress({ stage: 'preparing' });
    try {
      const response = await fetch(url, { credentials: 'same-origin' });
      if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
      const reader = response.body.getReader();
      const chunks: Uint8Array<ArrayBuffer>[] = [];
      let received = 0;
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        chunks.push(read.value);
        received += read.value.length;
        setProgress({ stage: 'receiving', kilobytes: Math.round(received / 1024) });
      }
      saveBlob(fileName, new Blob(chunks, { type: 'application/pdf' }));
      setProgress({ stage: 'idle' });
    } catch {
      setProgress({ stage: 'failed' });
    }
  }

  return (
    <>
      <Button variant="default" leftSection={<IconFileTypePdf size={16} />} loading={busy} onClick={() => void download()} {...buttonProps}>
        {label}
      </Button>
      {busy && (
        <Text size="sm" c="dimmed" role="status" aria-live="polite">
          {progress.stage === 'receiving' ? DECK_TEXT.received(progress.kilobytes) : DECK_TEXT.preparing(creators)}
        </Text>
      )}
      {progress.stage === 'failed' && (
        <Text size="sm" c="red" role="alert">
          {DECK_TEXT.failed}
        </Text>
      )}
    </>
  );
}
