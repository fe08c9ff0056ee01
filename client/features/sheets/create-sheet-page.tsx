import { Button, Checkbox, Group, Modal, Stack, TextInput, Title } from '@mantine/core';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { SHEET_LABEL as L } from '../../../shared/sheet-labels';
import { MSG } from '../../../shared/messages';
import { showError } from '../../lib/toasts';
import { trpc } from '../../lib/trpc';

const route = getRouteApi('/_signed-in/talent-sheet-create');

/** Spec §2.5: "New Talent Sheet" with the dialog "Title for the New Sheet"; Create opens the editor. */
export function CreateSheetPage() {
  const { type } = route.useSearch();
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [displayAbove, setDisplayAbove] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const utils = trpc.useUtils();
  const create = trpc.sheets.save.useMutation({
    onSuccess: async ({ sheet_id }) => {
      await Promise.all([utils.sheets.list.invalidate(), utils.sheets.basic.invalidate()]);
      await navigate({
        to: type === 'campaign' ? '/campaign/$talentSheetId' : '/talent-sheet/$talentSheetId',
        params: { talentSheetId: sheet_id },
      });
    },
    onError: (e) => showError(e.message),
  });

  return (
    <Stack>
      <Title order={1}>{type === 'campaign' ? L.newCampaignHeading : L.newSheetHeading}</Title>
      <Modal opened onClose={() => void navigate({ to: type === 'campaign' ? '/campaigns' : '/talent-sheets' })} title={L.createDialogTitle} centered>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            const name = title.trim();
            if (!name) return setError(MSG.sheetTitleRequired);
            create.mutate({ title: name, sheet_type: type, influencers: [], description: displayAbove ? name : undefined });
          }}
        >
          <Stack>
            <TextInput
              label={L.sheetName}
              value={title}
              error={error}
              onChange={(e) => {
                setTitle(e.currentTarget.value);
                setError(null);
              }}
              data-autofocus
            />
            <Checkbox label={L.displayAboveTitle} checked={displayAbove} onChange={(e) => setDisplayAbove(e.currentTarget.checked)} />
            <Group justify="flex-end">
              <Button type="submit" loading={create.isPending}>
                {L.create}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
