import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUserMinus } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { TALENT_LABEL, TALENT_MSG } from '../../../../shared/talent-texts';
import { showError, showSuccess } from '../../../lib/toasts';
import { trpc } from '../../../lib/trpc';

/** Remove from Roster, after confirmation; the creator's sheets keep it. */
export function RemoveFromRosterButton({ influencerId }: { influencerId: number }) {
  const [opened, { open, close }] = useDisclosure(false);
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const remove = trpc.roster.remove.useMutation({
    onSuccess: () => {
      showSuccess(TALENT_MSG.removedFromRoster);
      void utils.roster.invalidate();
      void navigate({ to: '/influencers' });
    },
    onError: () => showError(TALENT_MSG.somethingWentWrong),
  });
  return (
    <>
      <Button variant="subtle" color="red" size="compact-sm" leftSection={<IconUserMinus size={14} />} onClick={open}>
        {TALENT_LABEL.removeFromRoster}
      </Button>
      <Modal opened={opened} onClose={close} title={TALENT_LABEL.removeFromRoster}>
        <Stack>
          <Text>{TALENT_MSG.removeFromRosterConfirm}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {TALENT_LABEL.cancel}
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => remove.mutate({ influencer_id: influencerId })}>
              {TALENT_LABEL.removeFromRoster}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
