import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { MSG } from '../../../../shared/messages';
import { SHEET_LABEL as L } from '../../../../shared/sheet-labels';
import { showError, showSuccess } from '../../../lib/toasts';
import { trpc } from '../../../lib/trpc';

/**
 * Spec §2.5/§4: checking starts an empty heading that replaces "Selected Talent"; "Save Heading"
 * saves it (an empty one is not sent); unchecking clears it on the server.
 */
export function PublicHeading({ sheetId, heading }: { sheetId: string; heading: string | null }) {
  const [enabled, setEnabled] = useState(heading !== null);
  const [draft, setDraft] = useState(heading ?? '');
  const utils = trpc.useUtils();
  const save = trpc.sheets.publicTitle.useMutation({
    onSuccess: (_answer, input) => {
      showSuccess(input.public_title === null ? MSG.publicTitleRemoved : MSG.publicTitleSaved);
      void utils.sheets.get.invalidate({ hashId: sheetId });
    },
    onError: (error) => showError(error.message),
  });
  return (
    <Stack gap="xs">
      <Checkbox
        label={L.usePublicHeading}
        checked={enabled}
        onChange={(event) => {
          const checked = event.currentTarget.checked;
          setEnabled(checked);
          if (checked) setDraft('');
          else if (heading !== null) save.mutate({ sheet_id: sheetId, public_title: null });
        }}
      />
      {enabled && (
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            label={L.publicHeading}
            placeholder={L.defaultHeading}
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            style={{ flex: 1 }}
            maw={420}
          />
          <Button variant="light" loading={save.isPending} onClick={() => draft.trim() && save.mutate({ sheet_id: sheetId, public_title: draft.trim() })}>
            {L.saveHeading}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
