import { Button, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { COMPARE_TEXT } from '../../../../shared/deck-constants';
import { PUBLIC_MSG } from '../../../../shared/public-texts';
import { publicUrl } from '../fetch/public-api';
import { ResponseModal } from '../response-modal';
import { CompareBar } from './compare-bar';
import { ComparisonView } from './comparison-view';
import type { Compare } from './use-compare';

/** A shared sheet's comparison: the bar, the side-by-side view, and sending it as the brand's response. */
export function SheetComparison({
  compare,
  sheetId,
  showRates,
  accentColor,
}: {
  compare: Compare;
  sheetId: string;
  showRates: boolean;
  accentColor: string | undefined;
}) {
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const ids = compare.picked.map((card) => card.id);
  return (
    <>
      <CompareBar compare={compare} accentColor={accentColor} />
      {compare.open && !sending && (
        <ComparisonView
          cards={compare.picked}
          profileUrl={(card) => publicUrl.sheetProfile(sheetId, card.id)}
          showRates={showRates}
          onClose={compare.hide}
          onSend={() => setSending(true)}
        />
      )}
      <ResponseModal
        opened={sending}
        onClose={() => setSending(false)}
        sheetId={sheetId}
        liked={ids}
        compared={ids}
        onSent={() => {
          setSending(false);
          compare.clear();
          setSent(true);
        }}
      />
      <Modal opened={sent} onClose={() => setSent(false)} title={PUBLIC_MSG.responseThanksTitle} centered>
        <Stack>
          <Text>{PUBLIC_MSG.responseThanksBody}</Text>
          <Button onClick={() => setSent(false)}>{COMPARE_TEXT.done}</Button>
        </Stack>
      </Modal>
    </>
  );
}
