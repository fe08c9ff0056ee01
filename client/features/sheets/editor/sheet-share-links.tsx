import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCopyPlus } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { SHEET_LABEL as L } from '../../../../shared/sheet-labels';
import { showError } from '../../../lib/toasts';
import { trpc } from '../../../lib/trpc';
import { CopyLinkButton } from '../../collections/copy-link-button';
import { rosterViewUrl, singlePageUrl } from '../sheet-links';
import { SheetNameModal } from '../sheet-name-modal';

/** Spec §2.5: public links with copy, and "Copy Talent to New Sheet" (asks for a title). */
export function SheetShareLinks({ sheetId, title }: { sheetId: string; title: string }) {
  const [opened, { open, close }] = useDisclosure(false);
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const copy = trpc.sheets.copy.useMutation({
    onSuccess: async ({ sheet_id }) => {
      close();
      await utils.sheets.list.invalidate();
      await navigate({ to: '/talent-sheet/$talentSheetId', params: { talentSheetId: sheet_id } });
    },
    onError: (error) => showError(error.message),
  });
  const links = [
    { label: L.singlePageView, url: singlePageUrl(sheetId) },
    { label: L.rosterView, url: rosterViewUrl(sheetId) },
  ];
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {L.publicLinks}
      </Text>
      {links.map((link) => (
        <Group key={link.label} gap={4} wrap="nowrap">
          <Text size="sm" c="dimmed" w={120} style={{ flexShrink: 0 }}>
            {link.label}
          </Text>
          <Anchor href={link.url} target="_blank" size="sm" truncate="end" style={{ minWidth: 0 }}>
            {link.url}
          </Anchor>
          <CopyLinkButton url={link.url} label={`${L.copyLink}: ${link.label}`} />
        </Group>
      ))}
      <Group mt="xs">
        <Button variant="default" size="xs" leftSection={<IconCopyPlus size={16} />} onClick={open}>
          {L.copyTalentToNewSheet}
        </Button>
      </Group>
      <SheetNameModal
        opened={opened}
        title={L.copyTalentToNewSheet}
        submitLabel={L.copy}
        busy={copy.isPending}
        onClose={close}
        onSubmit={(name) => (name === title ? close() : copy.mutate({ sheet_id: sheetId, new_sheet_title: name }))}
      />
    </Stack>
  );
}
