import { Group, Stack, Switch, Text } from '@mantine/core';
import { DECK_TEXT, SHARE_TEXT } from '../../../../shared/deck-constants';
import type { SheetShareSettings as Settings } from '../../../../shared/schemas/sheets/share-settings';
import { DownloadDeckButton } from '../../../components/download-deck-button';
import { showError, showSuccess } from '../../../lib/toasts';
import { trpc } from '../../../lib/trpc';

/** The sheet's deck for the agency, and what brands may do with the shared sheet (download its deck, see rates). */
export function SheetShareSettings({ sheetId, title, creators }: { sheetId: string; title: string; creators: number }) {
  const utils = trpc.useUtils();
  const settings = trpc.sheets.shareSettings.useQuery({ sheet_id: sheetId });
  const save = trpc.sheets.setShareSettings.useMutation({
    onSuccess: (saved) => {
      utils.sheets.shareSettings.setData({ sheet_id: sheetId }, saved);
      showSuccess(SHARE_TEXT.saved);
    },
    onError: (error) => showError(error.message),
  });
  const toggle = (key: keyof Settings, label: string) => (
    <Switch
      label={label}
      checked={settings.data?.[key] ?? false}
      disabled={!settings.data || save.isPending}
      onChange={(event) => save.mutate({ sheet_id: sheetId, [key]: event.currentTarget.checked })}
    />
  );
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        {SHARE_TEXT.shareSettings}
      </Text>
      {toggle('allow_pdf_download', SHARE_TEXT.allowPdf)}
      {toggle('hide_rates', SHARE_TEXT.hideRates)}
      <Group gap="sm">
        <DownloadDeckButton
          size="xs"
          url={`/api/talent-sheets/${sheetId}/deck`}
          fileName={`${title || 'Talent sheet'}.pdf`}
          creators={creators}
          label={DECK_TEXT.downloadDeck}
        />
      </Group>
    </Stack>
  );
}
